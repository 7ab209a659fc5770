/**
 * The trash header's Empty trash: offered while the trash holds documents (counted again after each
 * change), and only after a confirmation that says how many will be deleted for good. With nothing in
 * the trash it stays in its place, disabled, and its tooltip says why (still focusable, so the keyboard
 * reaches the reason too).
 */
import { useEffect, useState } from 'react'
import { TaggedText } from '../../../ui/TaggedText/TaggedText'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { invokeApi, trashCountRequest } from '../../../core/requests'
import { ConfirmDialog } from '../../../fields/document-table/ConfirmDialog'
import { useDeletionQuestion } from '../../../ui/Modal/ConfirmModal'
import type { TrashActions } from '../../../fields/document-table/use-trash-actions'
import { Button } from '../../../ui/Button/Button'
import { Tooltip } from '../../../ui/Tooltip/Tooltip'

interface Props {
  slug: string
  actions: TrashActions
  /** Changes whenever the trash may have changed. */
  reloadKey: number
}

export function EmptyTrash({ slug, actions, reloadKey }: Props) {
  const t = useT()
  const deletion = useDeletionQuestion()
  const language = useI18n((s) => s.language)
  const [count, setCount] = useState<number | null>(null)
  const [asking, setAsking] = useState(false)

  useEffect(() => {
    let live = true
    void invokeApi(trashCountRequest(slug, language)).then((result) => {
      if (!live) return
      // Unknown when the count fails: the button stays offered, and the server decides.
      const total = result.ok ? (result.data as { totalDocs?: unknown }).totalDocs : undefined
      setCount(typeof total === 'number' ? total : null)
    })
    return () => {
      live = false
    }
  }, [slug, language, reloadKey])

  const empty = count === 0
  return (
    <>
      <Tooltip content={empty ? t('general:noTrashResults', { label: actions.plural }) : ''}>
        <Button
          variant="secondary"
          size="small"
          aria-disabled={empty || undefined}
          onClick={() => !empty && setAsking(true)}
          data-testid="trash-empty"
        >
          {t('general:emptyTrash')}
        </Button>
      </Tooltip>
      {asking && (
        <ConfirmDialog
          {...deletion}
          testId="empty-trash-modal"
          confirmLabel={t('general:emptyTrash')}
          onConfirm={actions.empty}
          onClose={() => setAsking(false)}
        >
          <TaggedText
            text={t('general:aboutToPermanentlyDeleteTrash', { count: count ?? '…', label: actions.plural })}
          />
        </ConfirmDialog>
      )}
    </>
  )
}
