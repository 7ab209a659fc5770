/**
 * What to tell the editor about a failed request. invokeApi already words network failures in the
 * UI language (readable-error.ts); the server's own messages come in the request's language.
 */
import type { ApiError } from '@shared/api'
import type { Translate } from './translate'

const CONNECTION_KINDS = new Set<ApiError['kind']>(['unreachable', 'timeout', 'tls', 'not-connected'])

export function isConnectionError(error: ApiError): boolean {
  return CONNECTION_KINDS.has(error.kind) || (error.kind === 'http' && (error.status ?? 0) >= 502)
}

/** The result's message, except a gateway's answer (the CMS behind it is down), which is worded like one. */
export function apiErrorText(error: ApiError, t: Translate): string {
  if (error.kind === 'http' && (error.status ?? 0) >= 502) return t('folio:cmsUnreachable')
  if (error.kind === 'validation' && error.fieldErrors?.length) return fieldErrorsText(error.fieldErrors)
  return error.message
}

/**
 * A refusal names each field by its label with the server's own reason ('Content > Body: Heading tag
 * must be one of h1, h2.'), not only the labels Payload's summary lists.
 */
export function fieldErrorsText(errors: NonNullable<ApiError['fieldErrors']>): string {
  return errors.map((e) => `${e.label ?? e.path}: ${e.message}`).join('; ')
}
