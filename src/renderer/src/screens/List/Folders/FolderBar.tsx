/**
 * Browsing a collection with Payload's folders, as Payload's folder view offers it: a breadcrumb from
 * the top, the current folder's subfolders first (each opens it), then its documents (the list
 * below, narrowed to the folder by the URL), and a new folder made here. "All" leaves the folders.
 */
import { useState } from 'react'
import { useT } from '../../../i18n/i18n-store'
import type { ListPlace } from '../use-list-place'
import { FolderCrumbs } from './FolderCrumbs'
import { NewFolderModal } from './NewFolderModal'
import { useFolderView } from './use-folder-view'
import './Folders.css'

export function FolderBar({ slug, place, mayCreate }: { slug: string; place: ListPlace; mayCreate: boolean }) {
  const t = useT()
  const folder = place.query.folder
  const view = useFolderView(slug, folder)
  const [creating, setCreating] = useState(false)
  const open = (id: string | undefined) => place.go({ folder: id, page: 1 })

  if (!folder)
    return (
      <nav className="folders" aria-label={t('folder:folders')}>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => open('root')}
          data-testid="folders-browse"
        >
          {t('folder:browseByFolder')}
        </button>
      </nav>
    )

  return (
    <nav className="folders" aria-label={t('folder:folders')} data-testid="folders" aria-busy={view.loading}>
      <FolderCrumbs chain={view.chain} open={open} />
      <ul className="folders__list" data-testid="subfolders">
        {view.subfolders.map((f) => (
          <li key={f.id}>
            <button type="button" className="folders__folder" onClick={() => open(f.id)} data-testid="subfolder">
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
        {mayCreate && (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => setCreating(true)}
            data-testid="folder-new"
          >
            {t('folder:newFolder')}
          </button>
        )}
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => open(undefined)}
          data-testid="folders-leave"
        >
          {t('general:all')}
        </button>
      </div>
      {creating && (
        <NewFolderModal
          slug={slug}
          parent={folder}
          onClose={(created) => {
            setCreating(false)
            if (created) view.reload()
          }}
        />
      )}
    </nav>
  )
}
