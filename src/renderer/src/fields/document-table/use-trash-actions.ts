/**
 * Restore, delete for good and empty the trash of one collection: each asks the server, tells the
 * editor how it went in a toast, and calls `onChanged` so the screen reads the trash again.
 */
import type { ApiRequest } from '@shared/api'
import { apiErrorText } from '../../core/i18n/api-error-text'
import { useI18n, useT } from '../../core/i18n/i18n-store'
import {
  bulkOutcome,
  deletePermanentlyRequest,
  emptyTrashRequest,
  invokeApi,
  restoreRequest,
} from '../../core/requests'
import { pluralLabel, singularLabel } from '../../core/schema/schema'
import { toast } from '../../core/stores/toast-store'
import { useEntity } from '../../core/stores/use-entity'

/** A trashed document as the dialogs name it. */
export interface TrashedDoc {
  id: string | number
  title: string
}

export function useTrashActions(slug: string, onChanged: (change: 'restored' | 'deleted' | 'emptied') => void) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const { entity, drafts } = useEntity('collection', slug)
  const singular = entity ? singularLabel(entity, language) : slug
  const plural = entity ? pluralLabel(entity, language) : slug

  /** How many documents the request changed, or null when it failed (the toast says why). */
  const send = async (request: ApiRequest): Promise<number | null> => {
    const result = await invokeApi(request)
    if (!result.ok) {
      toast.error(apiErrorText(result.error, t))
      return null
    }
    const { done, failed } = bulkOutcome(result.data)
    if (failed) toast.error(failed)
    return done
  }

  /** One document: done, or no longer in the trash (someone else got there first). */
  const onOne = async (request: ApiRequest, action: 'restored' | 'deleted', success: string) => {
    const done = await send(request)
    if (done === null) return false
    if (done > 0) toast.success(success)
    else toast.error(t('folio:notInTrash', { label: singular }))
    onChanged(action)
    return true
  }

  return {
    singular,
    plural,
    drafts,
    restore: (doc: TrashedDoc) =>
      onOne(
        restoreRequest(slug, doc.id, { drafts, language }),
        'restored',
        t('general:titleRestored', { label: singular, title: doc.title }),
      ),
    deletePermanently: (doc: TrashedDoc) =>
      onOne(
        deletePermanentlyRequest(slug, doc.id, language),
        'deleted',
        t('general:titleDeleted', { label: singular, title: doc.title }),
      ),
    empty: async () => {
      const done = await send(emptyTrashRequest(slug, language))
      if (done === null) return false
      toast.success(t('general:permanentlyDeletedCountSuccessfully', { count: done, label: plural }))
      onChanged('emptied')
      return true
    },
  }
}

export type TrashActions = ReturnType<typeof useTrashActions>
