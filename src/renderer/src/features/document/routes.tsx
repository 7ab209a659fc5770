/** The screens of one document or global, each a chunk of its own (the dashboard and lists do not compile them). */
import { screenChunk, screenRoute, type ScreenRoute } from '../../core/routes/screen-route'
import { editFirstRequests } from './session/first-requests'
import { versionsFirstRequests } from './Versions/first-requests'
import { previousVersionFirstRequest, versionDetailFirstRequests } from './VersionDetail/first-requests'
import { apiFirstRequests } from './Api/first-requests'

const edit = screenChunk(import.meta.glob<typeof import('./Edit/EditView')>('./Edit/EditView.tsx'))
const versions = screenChunk(import.meta.glob<typeof import('./Versions/VersionsView')>('./Versions/VersionsView.tsx'))
const versionDetail = screenChunk(
  import.meta.glob<typeof import('./VersionDetail/VersionDetailView')>('./VersionDetail/VersionDetailView.tsx'),
)
const api = screenChunk(import.meta.glob<typeof import('./Api/ApiView')>('./Api/ApiView.tsx'))

const laterRequest = { after: 'version', request: previousVersionFirstRequest }

export const documentRoutes: ScreenRoute[] = [
  screenRoute({
    name: 'document',
    path: 'collections/:slug/:id',
    screen: 'edit',
    kind: 'collection',
    chunk: edit,
    view: ({ EditView }) => <EditView kind="collection" preview={false} />,
    firstRequests: editFirstRequests,
  }),
  screenRoute({
    name: 'documentPreview',
    path: 'collections/:slug/:id/preview',
    screen: 'edit',
    kind: 'collection',
    chunk: edit,
    view: ({ EditView }) => <EditView kind="collection" preview={true} />,
    firstRequests: editFirstRequests,
  }),
  screenRoute({
    name: 'global',
    path: 'globals/:slug',
    screen: 'edit',
    kind: 'global',
    chunk: edit,
    view: ({ EditView }) => <EditView kind="global" preview={false} />,
    firstRequests: editFirstRequests,
  }),
  screenRoute({
    name: 'globalPreview',
    path: 'globals/:slug/preview',
    screen: 'edit',
    kind: 'global',
    chunk: edit,
    view: ({ EditView }) => <EditView kind="global" preview={true} />,
    firstRequests: editFirstRequests,
  }),
  screenRoute({
    name: 'documentVersions',
    path: 'collections/:slug/:id/versions',
    screen: 'versions',
    kind: 'collection',
    chunk: versions,
    view: ({ VersionsView }) => <VersionsView kind="collection" />,
    firstRequests: versionsFirstRequests,
  }),
  screenRoute({
    name: 'globalVersions',
    path: 'globals/:slug/versions',
    screen: 'versions',
    kind: 'global',
    chunk: versions,
    view: ({ VersionsView }) => <VersionsView kind="global" />,
    firstRequests: versionsFirstRequests,
  }),
  screenRoute({
    name: 'documentVersion',
    path: 'collections/:slug/:id/versions/:versionId',
    screen: 'version',
    kind: 'collection',
    chunk: versionDetail,
    view: ({ VersionDetailView }) => <VersionDetailView kind="collection" />,
    firstRequests: versionDetailFirstRequests,
    laterRequest,
  }),
  screenRoute({
    name: 'globalVersion',
    path: 'globals/:slug/versions/:versionId',
    screen: 'version',
    kind: 'global',
    chunk: versionDetail,
    view: ({ VersionDetailView }) => <VersionDetailView kind="global" />,
    firstRequests: versionDetailFirstRequests,
    laterRequest,
  }),
  screenRoute({
    name: 'documentApi',
    path: 'collections/:slug/:id/api',
    screen: 'api',
    kind: 'collection',
    chunk: api,
    view: ({ ApiView }) => <ApiView kind="collection" />,
    firstRequests: apiFirstRequests,
  }),
  screenRoute({
    name: 'globalApi',
    path: 'globals/:slug/api',
    screen: 'api',
    kind: 'global',
    chunk: api,
    view: ({ ApiView }) => <ApiView kind="global" />,
    firstRequests: apiFirstRequests,
  }),
  // Read-only, with Restore. Not a document route: its reads are not prefetched, nor its chunk preloaded early.
  screenRoute({
    name: 'trashedDocument',
    path: 'collections/:slug/trash/:id',
    screen: 'trashed',
    chunk: edit,
    view: ({ EditView }) => <EditView kind="collection" trashed />,
  }),
]
