/** Unsaved edits found on disk from last time (a crash, a kill, a lost connection): restore or discard them. */
import type { LocalDraft } from '@shared/drafts'
import { useI18n, useT } from '../../i18n/i18n-store'

export function DraftRecovered({
  draft,
  baseUpdatedAt,
  onRestore,
  onDiscard,
}: {
  draft: LocalDraft
  /** The loaded document's updatedAt: the draft was made on an older copy when it differs. */
  baseUpdatedAt: string | null
  onRestore: () => void
  onDiscard: () => void
}) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const olderCopy = draft.baseUpdatedAt && baseUpdatedAt && draft.baseUpdatedAt !== baseUpdatedAt
  return (
    <div className="edit__recovered" role="status" data-testid="draft-recovered">
      <span>
        {t('folio:draftRecovered', { time: new Date(draft.savedAt).toLocaleString(language) })}
        {olderCopy && ` ${t('folio:draftRecoveredChanged')}`}
      </span>
      <button type="button" className="btn btn--small" onClick={onRestore} data-testid="draft-restore">
        {t('folio:restoreDraft')}
      </button>
      <button type="button" className="btn btn--secondary btn--small" onClick={onDiscard} data-testid="draft-discard">
        {t('folio:discardDraft')}
      </button>
    </div>
  )
}
