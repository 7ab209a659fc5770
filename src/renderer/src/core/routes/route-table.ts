// Generated from the features' routes.tsx by shell/route-table.test.ts: edit those, not this.
/** Which path below the admin route is which screen: `name` is its URL builder in `routes`. */
export const ROUTE_TABLE = [
  { name: 'dashboard', path: '', screen: 'dashboard' },
  { name: 'account', path: 'account', screen: 'account' },
  { name: 'collection', path: 'collections/:slug', screen: 'list' },
  { name: 'trash', path: 'collections/:slug/trash', screen: 'trash', module: '/features/list/Trash/TrashView.tsx' },
  {
    name: 'document',
    path: 'collections/:slug/:id',
    screen: 'edit',
    kind: 'collection',
    module: '/features/document/Edit/EditView.tsx',
  },
  {
    name: 'documentPreview',
    path: 'collections/:slug/:id/preview',
    screen: 'edit',
    kind: 'collection',
    module: '/features/document/Edit/EditView.tsx',
  },
  {
    name: 'global',
    path: 'globals/:slug',
    screen: 'edit',
    kind: 'global',
    module: '/features/document/Edit/EditView.tsx',
  },
  {
    name: 'globalPreview',
    path: 'globals/:slug/preview',
    screen: 'edit',
    kind: 'global',
    module: '/features/document/Edit/EditView.tsx',
  },
  {
    name: 'documentVersions',
    path: 'collections/:slug/:id/versions',
    screen: 'versions',
    kind: 'collection',
    module: '/features/document/Versions/VersionsView.tsx',
  },
  {
    name: 'globalVersions',
    path: 'globals/:slug/versions',
    screen: 'versions',
    kind: 'global',
    module: '/features/document/Versions/VersionsView.tsx',
  },
  {
    name: 'documentVersion',
    path: 'collections/:slug/:id/versions/:versionId',
    screen: 'version',
    kind: 'collection',
    module: '/features/document/VersionDetail/VersionDetailView.tsx',
  },
  {
    name: 'globalVersion',
    path: 'globals/:slug/versions/:versionId',
    screen: 'version',
    kind: 'global',
    module: '/features/document/VersionDetail/VersionDetailView.tsx',
  },
  {
    name: 'documentApi',
    path: 'collections/:slug/:id/api',
    screen: 'api',
    kind: 'collection',
    module: '/features/document/Api/ApiView.tsx',
  },
  {
    name: 'globalApi',
    path: 'globals/:slug/api',
    screen: 'api',
    kind: 'global',
    module: '/features/document/Api/ApiView.tsx',
  },
  {
    name: 'trashedDocument',
    path: 'collections/:slug/trash/:id',
    screen: 'trashed',
    module: '/features/document/Edit/EditView.tsx',
  },
] as const

/** The document screens' chunks, by view: build/screen-chunks.ts lists their files for folio-early.js. */
export const SCREEN_MODULES: Record<string, string> = {
  edit: '/features/document/Edit/EditView.tsx',
  versions: '/features/document/Versions/VersionsView.tsx',
  version: '/features/document/VersionDetail/VersionDetailView.tsx',
  api: '/features/document/Api/ApiView.tsx',
}
