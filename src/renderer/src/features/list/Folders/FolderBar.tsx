/**
 * Browsing a collection with Payload's folders, as Payload's folder view offers it: a breadcrumb from
 * the top, the current folder's subfolders first (each opens it), then its documents (the list
 * below, narrowed to the folder by the URL), a new folder made here, and the folder browsed renamed,
 * moved or deleted. "All" leaves the folders.
 */
import { useState } from 'react'
import { FolderIcon, Icon } from '../../../ui/Icon/Icon'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { createFolderRequest } from '../../../core/requests'
import type { ListPlace } from '../use-list-place'
import { FolderActions } from './FolderActions'
import { FolderCrumbs } from './FolderCrumbs'
import { FolderNameModal } from './FolderNameModal'
import type { useFolderView } from './use-folder-view'
import { Button } from '../../../ui/Button/Button'
import './Folders.css'

/** What this user may do to folders (Payload's access to `payload-folders`). */
export interface FolderAccess {
  create: boolean
  update: boolean
  delete: boolean
}

export function FolderBar({
  slug,
  place,
  view,
  may,
}: {
  slug: string
  place: ListPlace
  view: ReturnType<typeof useFolderView>
  may: FolderAccess
}) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const folder = place.query.folder
  const [creating, setCreating] = useState(false)
  const open = (id: string | undefined) => place.go({ folder: id, page: 1 })

  if (!folder)
    return (
      <nav className="folders" aria-label={t('folder:folders')}>
        <Button variant="secondary" size="small" onClick={() => open('root')} data-testid="folders-browse">
          {t('folder:browseByFolder')}
        </Button>
      </nav>
    )

  return (
    <nav className="folders" aria-label={t('folder:folders')} data-testid="folders" aria-busy={view.loading}>
      <FolderCrumbs chain={view.chain} open={open} />
      <ul className="folders__list" data-testid="subfolders">
        {view.subfolders.map((f) => (
          <li key={f.id}>
            <button type="button" className="folders__folder" onClick={() => open(f.id)} data-testid="subfolder">
              <Icon icon={FolderIcon} size={16} />
              {f.name}
            </button>
          </li>
        ))}
      </ul>
      {view.error && (
        <p role="alert" className="folders__error" data-testid="folders-error">
          {view.error}
        </p>
      )}
      <div className="folders__actions">
        {may.create && (
          <Button variant="secondary" size="small" onClick={() => setCreating(true)} data-testid="folder-new">
            {t('folder:newFolder')}
          </Button>
        )}
        <Button variant="secondary" size="small" onClick={() => open(undefined)} data-testid="folders-leave">
          {t('general:all')}
        </Button>
        {folder !== 'root' && (
          <FolderActions
            slug={slug}
            folder={folder}
            view={view}
            may={may}
            onChanged={view.reload}
            onDeleted={(to) => open(to)}
          />
        )}
      </div>
      {creating && (
        <FolderNameModal
          title={t('folder:newFolder')}
          testId="folder-new"
          submitLabel={t('general:create')}
          request={(name) => createFolderRequest(name, folder, slug, language)}
          success={(name) => t('general:successfullyCreated', { label: name })}
          onClose={(created) => {
            setCreating(false)
            if (created) view.reload()
          }}
        />
      )}
    </nav>
  )
}
