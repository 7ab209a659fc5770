/**
 * Duplicating a document through Payload's endpoint (it adjusts unique fields and the title itself),
 * optionally only some locales; the caller opens the copy.
 */
import { apiErrorText } from '../../../../core/i18n/api-error-text'
import type { Translate } from '../../../../core/i18n/translate'
import { announceDocument } from '../../../../core/events/document-events'
import { duplicateRequest, invokeApi, savedMessage } from '../../../../core/requests'
import { toast } from '../../../../core/stores/toast-store'

export interface DuplicateTarget {
  server: string
  slug: string
  id: string
  label: string
  drafts: boolean
  locale?: string
}

/** Resolves the copy's id, or null when it failed (the error is toasted). */
export async function duplicateDocument(
  target: DuplicateTarget,
  options: { selectedLocales?: string[]; language: string; t: Translate },
): Promise<string | null> {
  const { selectedLocales, language, t } = options
  const result = await invokeApi(
    duplicateRequest(target, { drafts: target.drafts, locale: target.locale, selectedLocales, language }),
  )
  const id = result.ok ? (result.data as { doc?: { id?: unknown } }).doc?.id : undefined
  if (!result.ok || id === undefined || id === null) {
    const reason = result.ok ? '' : ` ${apiErrorText(result.error, t)}`
    toast.error(`${t('error:unspecific')}${reason}`)
    return null
  }
  announceDocument({ type: 'created', server: target.server, slug: target.slug, id: String(id) })
  toast.success(savedMessage(result.data) ?? t('general:successfullyDuplicated', { label: target.label }))
  return String(id)
}
