/**
 * Unsaved edits found on disk from last time (a crash, a kill, a lost connection, another tab or
 * window): one banner listing every kept draft of the document, newest first, each restored or
 * discarded on its own. A restore applies what the draft changed against the copy it was made on;
 * where the server changed the same field since, the editor chooses per field first, in the same
 * choice the changed-on-server check asks (nothing is put in the form, so nothing is autosaved, before).
 */
import { useState } from 'react'
import type { LocalDraft } from '@shared/drafts'
import type { FolioClientField, FolioSchemaResponse } from '@shared/protocol'
import { restoreSplit, type ConflictField } from '../session/conflict-merge'
import { Modal, ModalButton } from '../../../ui/Modal/Modal'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { diffVersions } from '../../../core/diff'
import type { FormStore } from '../../../core/form/form-store'
import { labelFromSlug, labelText } from '../../../core/schema/schema'
import { FieldChoices, useFieldPicks } from './ConflictModal'
import { Button } from '../../../ui/Button/Button'
import '../VersionDetail/VersionDetail.css'
import './ConflictModal.css'

/** What a restore of `draft` applies by itself, and what it asks first. */
type Asking = { draft: LocalDraft; apply: string[]; ask: ConflictField[] }

export function DraftRecovered({
  drafts,
  baseUpdatedAt,
  onRestore,
  onDiscard,
  fields,
  form,
  schema,
}: {
  /** Newest first. */
  drafts: readonly LocalDraft[]
  /** The loaded document's updatedAt: a draft was made on an older copy when it differs. */
  baseUpdatedAt: string | null
  /** Puts the draft's values at `paths` in the form (every value when undefined). */
  onRestore: (draft: LocalDraft, paths?: readonly string[]) => void
  onDiscard: (draft: LocalDraft) => void
  fields: FolioClientField[] | undefined
  form: FormStore
  schema: FolioSchemaResponse | null | undefined
}) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const [asking, setAsking] = useState<Asking | null>(null)

  const restore = (draft: LocalDraft) => {
    // Without the fields nothing could be merged: the draft goes back whole rather than lost.
    if (!fields) return onRestore(draft)
    const current = form.getData() as Record<string, unknown>
    let split: Omit<Asking, 'draft'>
    try {
      const diff = diffVersions({
        fields,
        compare: current,
        current: draft.data,
        modifiedOnly: true,
        label: (label, name) => labelText(label, language, labelFromSlug(name)),
        t,
      })
      split = restoreSplit(diff.nodes, draft, current)
    } catch {
      // A value the diff cannot read: the draft goes back whole, as it was kept.
      return onRestore(draft)
    }
    if (split.ask.length === 0) onRestore(draft, split.apply)
    else setAsking({ draft, ...split })
  }

  return (
    <>
      <div className="edit__recovered" role="status" data-testid="draft-recovered">
        <ul className="edit__recovered-list">
          {drafts.map((draft) => {
            const olderCopy = draft.baseUpdatedAt && baseUpdatedAt && draft.baseUpdatedAt !== baseUpdatedAt
            return (
              <li key={`${draft.instance ?? ''}:${draft.savedAt}`} data-testid="draft-recovered-item">
                <span>
                  {t('folio:draftRecovered', { time: new Date(draft.savedAt).toLocaleString(language) })}
                  {olderCopy && ` ${t('folio:draftRecoveredChanged')}`}
                </span>
                <Button size="small" onClick={() => restore(draft)} data-testid="draft-restore">
                  {t('folio:restoreDraft')}
                </Button>
                <Button variant="secondary" size="small" onClick={() => onDiscard(draft)} data-testid="draft-discard">
                  {t('folio:discardDraft')}
                </Button>
              </li>
            )
          })}
        </ul>
      </div>
      {asking && schema && (
        <RestoreChoice
          asking={asking}
          schema={schema}
          onCancel={() => setAsking(null)}
          onChosen={(paths) => {
            setAsking(null)
            onRestore(asking.draft, paths)
          }}
        />
      )}
    </>
  )
}

/** The fields both the draft and the server changed: the editor picks, per field, which value stays. */
function RestoreChoice({
  asking,
  schema,
  onCancel,
  onChosen,
}: {
  asking: Asking
  schema: FolioSchemaResponse
  onCancel: () => void
  onChosen: (paths: string[]) => void
}) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const picks = useFieldPicks()
  return (
    <Modal
      title={t('folio:restoreChoiceTitle')}
      testId="restore-choice"
      className="conflict"
      onCancel={onCancel}
      initialFocus='[data-testid="restore-choice-cancel"]'
      actions={
        <>
          <ModalButton testId="restore-choice-cancel" onClick={onCancel}>
            {t('general:cancel')}
          </ModalButton>
          <ModalButton
            testId="restore-choice-apply"
            onClick={() => onChosen([...asking.apply, ...picks.pathsOn(asking.ask, 'mine')])}
            primary
          >
            {t('folio:restoreWithChoices')}
          </ModalButton>
        </>
      }
    >
      <p>{t('folio:restoreChoiceText', { time: new Date(asking.draft.savedAt).toLocaleString(language) })}</p>
      <FieldChoices fields={asking.ask} picks={picks} schema={schema} />
    </Modal>
  )
}
