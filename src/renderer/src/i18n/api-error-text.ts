/**
 * What to tell the editor about a failed request: when the host or the server could not be reached,
 * translated words instead of a socket error; otherwise the server's own message, which Payload
 * already gives in the request's language.
 */
import type { ApiError } from '@shared/api'
import type { Translate } from './translate'

const CONNECTION_KINDS = new Set<ApiError['kind']>(['unreachable', 'timeout', 'tls', 'not-connected'])

export function isConnectionError(error: ApiError): boolean {
  return CONNECTION_KINDS.has(error.kind) || (error.kind === 'http' && (error.status ?? 0) >= 502)
}

export function apiErrorText(error: ApiError, t: Translate): string {
  if (error.kind === 'not-connected' || error.kind === 'unreachable') return t('folio:error-unreachable')
  if (error.kind === 'timeout') return t('folio:error-timeout')
  if (error.kind === 'tls') return t('folio:error-tls')
  if (error.kind === 'http' && (error.status ?? 0) >= 502) return t('folio:error-unreachable')
  return error.message
}
