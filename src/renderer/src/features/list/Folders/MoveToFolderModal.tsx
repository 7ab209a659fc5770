/**
 * Where to move documents or a folder (Payload's "Move to folder" drawer, in a dialog): the editor
 * browses the folders from where the items are, by the breadcrumb (its first step is the top level)
 * and the subfolders, and moves them into the folder open in the dialog. The sentence above the
 * buttons is Payload's confirmation for that folder. A folder being moved is never offered as a place
 * inside itself. A refusal is said in the dialog, which stays open.
 */
import { useEffect, useRef, useState } from 'react'
import { FolderIcon, Icon } from '../../../ui/Icon/Icon'
import { Modal, ModalButton } from '../../../ui/Modal/Modal'
import { TaggedText } from '../../../ui/TaggedText/TaggedText'
import { useT } from '../../../core/i18n/i18n-store'
import { moveTargets } from '../../../core/requests'
import { FolderCrumbs } from './FolderCrumbs'
import { useFolderView } from './use-folder-view'

export interface MoveTarget {
  /** A folder's id, or 'root' for the top level. */
  id: string
  name: string
}

export function MoveToFolderModal({
  slug,
  title,
  from,
  current,
  moving,
  sentence,
  busy = false,
  error,
  onMove,
  onClose,
}: {
  slug: string
  title: string
  /** The folder the dialog opens in. */
  from: string
  /** Where the items are now: moving there changes nothing, so it is not offered. */
  current: string
  /** The folder being moved, when it is one. */
  moving?: string
  /** Payload's confirmation for a target (null: the top level). */
  sentence: (to: string | null) => string
  busy?: boolean
  error?: string | null
  onMove: (to: MoveTarget) => void
  onClose: () => void
}) {
  const t = useT()
  const [browsing, setBrowsing] = useState(from)
  const view = useFolderView(slug, browsing)
  const here: MoveTarget =
    browsing === 'root'
      ? { id: 'root', name: t('folder:folders') }
      : { id: browsing, name: view.chain.at(-1)?.name ?? '' }
  const list = useRef<HTMLDivElement>(null)
  const browsed = useRef(false)

  // After opening another folder the button that was clicked is gone: focus goes to where the editor is now.
  useEffect(() => {
    if (!browsed.current || view.loading) return
    list.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus()
  }, [view.loading, browsing])
  const open = (id: string) => {
    browsed.current = true
    setBrowsing(id)
  }

  const ready = !view.loading && !view.error
  return (
    <Modal
      title={title}
      testId="folder-move-modal"
      busy={busy}
      onCancel={onClose}
      actions={
        <>
          <ModalButton testId="folder-move-cancel" onClick={onClose} disabled={busy}>
            {t('general:cancel')}
          </ModalButton>
          <ModalButton
            testId="folder-move-ok"
            primary
            onClick={() => onMove(here)}
            disabled={busy || !ready || browsing === current || browsing === moving}
          >
            {busy ? t('general:moving') : t('general:move')}
          </ModalButton>
        </>
      }
    >
      <div className="folders folders--picker" ref={list} aria-busy={view.loading} data-testid="folder-move-browser">
        <FolderCrumbs chain={view.chain} open={open} />
        <ul className="folders__list" aria-label={t('folder:folders')}>
          {moveTargets(view.subfolders, moving).map((f) => (
            <li key={f.id}>
              <button type="button" className="folders__folder" onClick={() => open(f.id)} data-testid="folder-move-to">
                <Icon icon={FolderIcon} size={16} />
                {f.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {ready && browsing !== current && browsing !== moving && (
        <p data-testid="folder-move-sentence">
          <TaggedText text={sentence(browsing === 'root' ? null : here.name)} />
        </p>
      )}
      {(view.error || error) && (
        <p role="alert" className="folders__error" data-testid="folder-move-error">
          {error || view.error}
        </p>
      )}
    </Modal>
  )
}
