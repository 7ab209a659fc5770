import { lazy, Suspense, useState } from 'react'
import { useParams } from 'react-router-dom'
import { routes } from '../../core/routes/routes'
import { useCollectionChanges } from '../../core/events/document-events'
import { useServerKey } from '../../core/drafts/draft-keys'
import { useI18n, useT } from '../../core/i18n/i18n-store'
import { FOLDER_FIELD, FOLDERS_SLUG, startingFolder } from '../../core/requests'
import { can, pluralLabel } from '../../core/schema/schema'
import { useEntity } from '../../core/stores/use-entity'
import { ScreenLoading } from '../../ui/ScreenState/ScreenState'
import { NotFoundView } from '../../ui/NotFound/NotFoundView'
import { PickFiles, useFileDrop } from '../../fields/media/BulkUpload/file-drop'
import type { RenderFieldList } from '../../fields/common/field-renderer'
import { BulkControls } from './Bulk/BulkControls'
import { FolderBar } from './Folders/FolderBar'
import { useFolderView } from './Folders/use-folder-view'
import { useListBulk } from './Bulk/use-list-bulk'
import { listFirstRequests } from './first-requests'
import { ListFilters } from './ListFilters'
import { ListPage } from './ListPage'
import { useListScreen } from './use-list-screen'
import { useListPlace } from './use-list-place'
import { useMediaView } from './use-media-view'
import { MediaViewToggle } from '../../fields/media/MediaLibrary/MediaViewToggle'
import { ButtonLink } from '../../ui/Button/Button'
import '../../fields/document-table/ListView.css'

/** A collection's documents: sortable columns, search, filters, column picker, pagination; all state in the URL. */
export function ListView() {
  const { slug = '' } = useParams()
  const t = useT()
  const language = useI18n((s) => s.language)
  const { schema, access, entity, extras, visible } = useEntity('collection', slug)
  const place = useListPlace(slug)
  const { requestSearch: search, query, titleField } = place

  // Asked once the columns on show are known (the preference is read with the page, first-requests.ts).
  const request = schema && place.columnsKnown ? listFirstRequests({ slug, search }, schema, language).list : undefined
  // Read again after a bulk run, and when a document of this collection is deleted, restored or made (here or
  // in another tab): the counts make it a new request for the same URL.
  const [reloads, setReloads] = useState(0)
  const changes = useCollectionChanges(useServerKey(), slug)
  const requestKey = `${slug}${search}#${reloads}.${changes}`
  const { result, read, loading, showShimmer } = useListScreen(request, requestKey, visible)
  const folders = Boolean(entity?.folders)
  const folderView = useFolderView(slug, folders ? query.folder : undefined)
  const folder = folders && query.folder ? { id: query.folder, name: folderView.chain.at(-1)?.name } : undefined
  const [mediaView, setMediaView] = useMediaView(slug, Boolean(entity?.upload))
  const bulk = useListBulk({ slug, query, result, titleField, folder, onReload: () => setReloads((n) => n + 1) })
  // An upload collection takes files dropped on its list or picked, many at once (the bulk upload drawer).
  const [uploading, setUploading] = useState<File[] | null>(null)
  const takesFiles = Boolean(entity?.upload) && can(access, 'collection', slug, 'create')
  const drop = useFileDrop(takesFiles && !uploading ? setUploading : null)

  if (!schema) return <ScreenLoading />
  if (!entity || !visible) return <NotFoundView />

  const label = pluralLabel(entity, language)
  const listLocale = query.locale
  // Browsing a folder: what is created here starts in it (the top level is no folder).
  const inFolder = folders && query.folder !== 'root' ? query.folder : undefined
  const uploadFolder = inFolder ? startingFolder(`?folder=${inFolder}`, extras?.idType) : undefined

  return (
    <div className={`list${drop.over ? ' bulk-upload-drop' : ''}`} data-testid="list-view" {...drop.handlers}>
      <header className="list__header">
        <h1 className="list__title">{label}</h1>
        {can(access, 'collection', slug, 'create') && (
          <ButtonLink
            to={{ pathname: routes.create(slug), search: inFolder ? `?folder=${inFolder}` : '' }}
            variant="secondary"
            size="small"
            data-testid="list-create"
          >
            {t('general:createNew')}
          </ButtonLink>
        )}
        {Boolean(entity.upload) && <MediaViewToggle view={mediaView} onView={setMediaView} testId="list-view" />}
        {takesFiles && (
          <PickFiles
            label={t('upload:bulkUpload')}
            testId="list-bulk-upload"
            accept={(entity.upload as { mimeTypes?: string[] } | undefined)?.mimeTypes?.join(',')}
            onFiles={setUploading}
            small
          />
        )}
        {extras?.trash && (
          <ButtonLink to={routes.trash(slug)} variant="secondary" size="small" data-testid="list-trash-link">
            {t('general:trash')}
          </ButtonLink>
        )}
      </header>

      {folders && (
        <FolderBar
          slug={slug}
          place={place}
          view={folderView}
          may={{
            create: can(access, 'collection', FOLDERS_SLUG, 'create'),
            update: can(access, 'collection', FOLDERS_SLUG, 'update'),
            delete: can(access, 'collection', FOLDERS_SLUG, 'delete'),
          }}
        />
      )}

      {drop.over && (
        <p className="list__drop-hint" role="status">
          {t('folio:filesDropHere')}
        </p>
      )}
      <ListFilters place={place} read={read} />

      <BulkControls bulk={bulk} />

      <ListPage
        {...{ slug, schema, place, label }}
        answer={{ loading, showShimmer, result }}
        table={{
          select: bulk.select,
          thumbnails: Boolean(entity.upload),
          // A document opens in the locale the list is read in.
          docHref: listLocale
            ? (id) => `${routes.document(slug, id)}?locale=${encodeURIComponent(listLocale)}`
            : undefined,
        }}
        grid={Boolean(entity.upload) && mediaView === 'grid'}
      />
      {uploading && (
        <Suspense fallback={null}>
          <BulkUploadDialog
            slug={slug}
            files={uploading}
            renderFields={renderFieldList}
            initial={uploadFolder === undefined ? undefined : { [FOLDER_FIELD]: uploadFolder }}
            onUploaded={() => setReloads((n) => n + 1)}
            onClose={() => setUploading(null)}
          />
        </Suspense>
      )}
    </div>
  )
}

const RenderFieldsLazy = lazy(() => import('../../fields/RenderFields').then((m) => ({ default: m.RenderFields })))
const BulkUploadDialog = lazy(() =>
  import('../../fields/media/BulkUpload/BulkUploadDialog').then((m) => ({ default: m.BulkUploadDialog })),
)
const renderFieldList: RenderFieldList = (props) => <RenderFieldsLazy {...props} />
