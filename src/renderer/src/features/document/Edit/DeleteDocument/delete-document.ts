/**
 * Deleting one document and undoing it. With a trash the document moves there (Payload's admin does
 * the same) and Undo takes it back out. Without one it is deleted for good: it is read first in every
 * locale, and Undo makes it again from that copy, as a new document (Payload gives a new id) without
 * its versions, which the toast says.
 */
import type { ApiError } from '@shared/api'
import { announceDocument } from '../../../../core/events/document-events'
import { forgetDocumentDrafts } from '../../../../core/drafts/draft-keys'
import type { Translate } from '../../../../core/i18n/translate'
import { apiErrorText } from '../../../../core/i18n/api-error-text'
import {
  deleteRequest,
  invokeApi,
  recreateRequest,
  restoreLocaleRequest,
  undoTrashRequest,
  snapshotRequest,
  trashRequest,
} from '../../../../core/requests'
import { toast } from '../../../../core/stores/toast-store'

export interface DeleteTarget {
  server: string
  slug: string
  id: string
  /** The document's title as shown, and the collection's singular label, for the messages. */
  title: string
  label: string
  trash: boolean
  drafts: boolean
  /** The server's locales, the default one first; empty without localization. */
  locales: string[]
}

type Snapshot = { locale?: string; data: Record<string, unknown> }

/** Deletes (or trashes) the document; on success a toast with Undo. Resolves the error, or null when done. */
export async function deleteDocument(
  target: DeleteTarget,
  options: { permanently: boolean; language: string; t: Translate },
): Promise<ApiError | null> {
  const { permanently, language, t } = options
  const toTrash = target.trash && !permanently
  const snapshots = toTrash ? [] : await readSnapshots(target)
  const result = await invokeApi(toTrash ? trashRequest(target, language) : deleteRequest(target, language))
  if (!result.ok) {
    toast.error(`${t('error:deletingTitle', { title: target.title })} ${apiErrorText(result.error, t)}`)
    return result.error
  }
  forgetDocumentDrafts(target.server, target.slug, target.id, target.locales)
  announceDocument({ type: 'deleted', server: target.server, slug: target.slug, id: target.id })
  const vars = { label: target.label, title: target.title }
  const message = t(toTrash ? 'general:titleTrashed' : 'general:titleDeleted', vars)
  const undo = toTrash
    ? () => void restoreFromTrash(target, language, t)
    : snapshots
      ? () => void recreate(target, snapshots, language, t)
      : null
  if (undo) toast.withAction(message, { label: t('folio:undo'), run: undo })
  else toast.success(message)
  return null
}

/** The document in each locale (default first); null when it cannot be read (then no Undo is offered). */
async function readSnapshots(target: DeleteTarget): Promise<Snapshot[] | null> {
  const locales = target.locales.length ? target.locales : [undefined]
  const answers = await Promise.all(
    locales.map((locale) => invokeApi(snapshotRequest(target, { drafts: target.drafts, locale }))),
  )
  const snapshots: Snapshot[] = []
  for (const [index, answer] of answers.entries()) {
    if (!answer.ok) return null
    snapshots.push({ locale: locales[index], data: answer.data as Record<string, unknown> })
  }
  return snapshots
}

async function restoreFromTrash(target: DeleteTarget, language: string, t: Translate) {
  const result = await invokeApi(undoTrashRequest(target, language))
  if (!result.ok) return toast.error(`${t('folio:undoFailed')} ${apiErrorText(result.error, t)}`)
  announceDocument({ type: 'restored', server: target.server, slug: target.slug, id: target.id })
  toast.success(t('general:titleRestored', { label: target.label, title: target.title }))
}

async function recreate(target: DeleteTarget, snapshots: Snapshot[], language: string, t: Translate) {
  const [first, ...others] = snapshots
  if (!first) return
  const options = { drafts: target.drafts, language }
  const created = await invokeApi(recreateRequest(target.slug, first.data, { ...options, locale: first.locale }))
  if (!created.ok) return toast.error(`${t('folio:undoFailed')} ${apiErrorText(created.error, t)}`)
  const id = String((created.data as { doc?: { id?: unknown } }).doc?.id ?? '')
  for (const other of others) {
    if (!other.locale) continue
    const written = await invokeApi(
      restoreLocaleRequest({ slug: target.slug, id }, other.data, { ...options, locale: other.locale }),
    )
    if (!written.ok) toast.error(`${t('folio:undoFailed')} ${apiErrorText(written.error, t)}`)
  }
  announceDocument({ type: 'created', server: target.server, slug: target.slug, id })
  toast.success(t('folio:recreated', { label: target.label, title: target.title }))
}
