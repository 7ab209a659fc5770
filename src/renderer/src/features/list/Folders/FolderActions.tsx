/**
 * What can be done to the folder browsed, as Payload's folder menu offers it: rename it, move it
 * (into another folder or to the top level) and delete it. Deleting asks first with Payload's words
 * and says what happens to what is inside: Payload deletes the subfolders too and moves every document
 * in them to the top level, so no document is lost. Each refusal is said in its dialog.
 */
import { useRef, useState } from 'react'
import { ConfirmModal, useDeletionQuestion } from '../../../ui/Modal/ConfirmModal'
import { TaggedText } from '../../../ui/TaggedText/TaggedText'
import { apiErrorText } from '../../../core/i18n/api-error-text'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import {
  deleteFolderRequest,
  FOLDERS_SLUG,
  invokeApi,
  moveFolderRequest,
  parentFolder,
  renameFolderRequest,
} from '../../../core/requests'
import { singularLabel } from '../../../core/schema/schema'
import { toast } from '../../../core/stores/toast-store'
import { useEntity } from '../../../core/stores/use-entity'
import { FolderNameModal } from './FolderNameModal'
import { MoveToFolderModal } from './MoveToFolderModal'
import type { FolderView } from './use-folder-view'
import { Button } from '../../../ui/Button/Button'

type Dialog = 'rename' | 'move' | 'delete' | null

/** The folder bar's breadcrumb step for `id`: it is there both before and after the view goes to that folder. */
const crumbOf = (id: string) =>
  document.querySelector<HTMLElement>(
    `[data-testid="folders"] [data-testid="folder-crumbs"] [data-folder="${CSS.escape(id)}"]`,
  )

export function FolderActions({
  slug,
  folder,
  view,
  may,
  onChanged,
  onDeleted,
}: {
  slug: string
  /** The folder browsed (never the top level). */
  folder: string
  view: FolderView
  may: { update: boolean; delete: boolean }
  /** Renamed or moved: its breadcrumb is read again. */
  onChanged: () => void
  /** Deleted: the view goes to this folder (its parent, or 'root'). */
  onDeleted: (to: string) => void
}) {
  const t = useT()
  const deletion = useDeletionQuestion()
  const language = useI18n((s) => s.language)
  const { entity } = useEntity('collection', FOLDERS_SLUG)
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // Deleted: the button that opened the question goes with the folder.
  const deleted = useRef(false)
  const name = view.chain.at(-1)?.name ?? ''
  const parent = parentFolder(view.chain)
  const label = entity ? singularLabel(entity, language) : FOLDERS_SLUG

  const show = (next: Dialog) => {
    deleted.current = false
    setError(null)
    setDialog(next)
  }
  const send = async (request: Parameters<typeof invokeApi>[0], done: () => void) => {
    setBusy(true)
    const result = await invokeApi(request)
    setBusy(false)
    if (!result.ok) return setError(apiErrorText(result.error, t))
    setDialog(null)
    done()
  }

  if (!name || (!may.update && !may.delete)) return null
  // The folder's own actions, each opening its dialog; offered as the folder's access allows.
  const actions: Array<{ dialog: NonNullable<Dialog>; label: string; allowed: boolean }> = [
    { dialog: 'rename', label: t('folder:renameFolder'), allowed: may.update },
    { dialog: 'move', label: t('folder:moveFolder'), allowed: may.update },
    { dialog: 'delete', label: t('folder:deleteFolder'), allowed: may.delete },
  ]
  return (
    <>
      {actions
        .filter((action) => action.allowed)
        .map((action) => (
          <Button
            key={action.dialog}
            variant="secondary"
            size="small"
            onClick={() => show(action.dialog)}
            data-testid={`folder-${action.dialog}`}
          >
            {action.label}
          </Button>
        ))}
      {dialog === 'rename' && (
        <FolderNameModal
          title={t('folder:renameFolder')}
          testId="folder-rename"
          submitLabel={t('general:save')}
          initial={name}
          request={(next) => renameFolderRequest(folder, next, language)}
          success={() => t('general:updatedSuccessfully')}
          onClose={(done) => {
            setDialog(null)
            if (done) onChanged()
          }}
        />
      )}
      {dialog === 'move' && (
        <MoveToFolderModal
          slug={slug}
          title={t('folder:movingFromFolder', {
            title: name,
            fromFolder: view.chain.at(-2)?.name ?? t('folder:folders'),
          })}
          from={parent}
          current={parent}
          moving={folder}
          sentence={(to) =>
            to
              ? t('folder:moveItemToFolderConfirmation', { title: name, toFolder: to })
              : t('folder:moveItemToRootConfirmation', { title: name })
          }
          busy={busy}
          error={error}
          onMove={(to) =>
            void send(moveFolderRequest(folder, to.id, language), () => {
              toast.success(
                to.id === 'root'
                  ? t('folder:itemHasBeenMovedToRoot', { title: name })
                  : t('folder:itemHasBeenMoved', { title: name, folderName: `"${to.name}"` }),
              )
              onChanged()
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmModal
          {...deletion}
          testIds={{ dialog: 'folder-delete-modal', cancel: 'folder-delete-cancel', confirm: 'folder-delete-ok' }}
          confirmLabel={t('general:confirm')}
          busy={busy}
          returnFocus={(opener) => (deleted.current ? crumbOf(parent) : opener)?.focus()}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            void send(deleteFolderRequest(folder, language), () => {
              deleted.current = true
              toast.success(t('general:titleDeleted', { label, title: name }))
              onDeleted(parent)
            })
          }
        >
          <p data-testid="folder-delete-text">
            <TaggedText text={t('general:aboutToDelete', { label, title: name })} />
          </p>
          <p data-testid="folder-delete-outcome">{t('folio:deleteFolderOutcome')}</p>
          {error && (
            <p role="alert" className="folders__error" data-testid="folder-delete-error">
              {error}
            </p>
          )}
        </ConfirmModal>
      )}
    </>
  )
}
