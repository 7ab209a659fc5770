/** A trashed document's Restore and Delete permanently, each after a confirmation naming the document. */
import { Button } from '@renderer/ui/Button/Button'
import { useState } from 'react'
import { TaggedText } from '../../ui/TaggedText/TaggedText'
import { useT } from '../../core/i18n/i18n-store'
import { ConfirmDialog } from './ConfirmDialog'
import { useDeletionQuestion } from '../../ui/Modal/ConfirmModal'
import './TrashRowActions.css'
import type { TrashActions, TrashedDoc } from './use-trash-actions'

interface Props {
  doc: TrashedDoc
  actions: TrashActions
  mayRestore: boolean
  mayDelete: boolean
  /** Buttons in a table row are small; the trash banner's are not. */
  small?: boolean
  /** The buttons' test ids (the banner's are 'trash-restore' and 'trash-delete'). */
  testIds?: { restore: string; delete: string }
}

const ROW_TEST_IDS = { restore: 'trash-row-restore', delete: 'trash-row-delete' }

/** A list row as the dialogs name it: its title, else its id (as Payload's admin does). */
export function trashedDoc(doc: Record<string, unknown>, titleField: string): TrashedDoc {
  const title = doc[titleField]
  const id = doc.id as string | number
  return { id, title: typeof title === 'string' && title ? title : String(id) }
}

export function TrashRowActions({ doc, actions, mayRestore, mayDelete, small = true, testIds = ROW_TEST_IDS }: Props) {
  const t = useT()
  const deletion = useDeletionQuestion()
  const [asking, setAsking] = useState<'restore' | 'delete' | null>(null)
  const size = small ? 'small' : 'medium'
  const vars = { label: actions.singular, title: doc.title }
  return (
    <span className="trash__actions">
      {mayRestore && (
        <Button size={size} onClick={() => setAsking('restore')} data-testid={testIds.restore}>
          {t('general:restore')}
        </Button>
      )}
      {mayDelete && (
        <Button variant="danger" size={size} onClick={() => setAsking('delete')} data-testid={testIds.delete}>
          {t('general:permanentlyDelete')}
        </Button>
      )}
      {asking === 'restore' && (
        <ConfirmDialog
          title={t('general:confirmRestoration')}
          testId="trash-restore-modal"
          confirmLabel={t('general:restore')}
          busyLabel={t('general:restoring')}
          onConfirm={() => actions.restore(doc)}
          onClose={() => setAsking(null)}
        >
          <TaggedText text={t(actions.drafts ? 'general:aboutToRestoreAsDraft' : 'general:aboutToRestore', vars)} />
        </ConfirmDialog>
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          {...deletion}
          testId="delete-permanently-modal"
          confirmLabel={t('general:permanentlyDelete')}
          onConfirm={() => actions.deletePermanently(doc)}
          onClose={() => setAsking(null)}
        >
          <TaggedText text={t('general:aboutToPermanentlyDelete', vars)} />
        </ConfirmDialog>
      )}
    </span>
  )
}
