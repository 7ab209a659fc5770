import { useEffect, useMemo } from 'react'
import {
  createBrowserRouter,
  createRoutesFromElements,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
} from 'react-router-dom'
import { ErrorBoundary } from '../ui/ErrorBoundary/ErrorBoundary'
import { RowMenuContext } from '../fields/document-table/row-menu'
import { documentRowMenu } from '../features/document/Edit/DocumentActions/RowActions'
import { SessionPrompt } from './SessionPrompt/SessionPrompt'
import { Shell } from './Shell/Shell'
import { Toaster } from '../ui/Toaster/Toaster'
import { restoreLanguage } from '../core/i18n/i18n-store'
import { AccountView } from '../features/account/AccountView'
import { ConnectView } from '../features/connect/ConnectView'
import { DashboardView } from '../features/dashboard/DashboardView'
import { ListView } from '../features/list/ListView'
import { NotFoundView } from '../ui/NotFound/NotFoundView'
import { useAppStore } from '../core/stores/app-store'
import { useSchemaStore } from '../core/stores/schema-store'
import { useSessionStore } from '../core/stores/session-store'
import { useThemeStore } from '../core/stores/theme-store'
import { loadApiView, loadEditView, loadTrashView, loadVersionDetailView, loadVersionsView } from './screens'

/** Until someone is signed in, every route shows the connect screen (the URL is kept for after). */
function SignedIn() {
  const session = useSessionStore((s) => s.session)
  const bootError = useAppStore((s) => s.error)
  if (!session)
    return bootError ? (
      <div className="app-loading" role="alert" data-testid="boot-error">
        {bootError}
      </div>
    ) : (
      <div className="app-loading" aria-busy="true" />
    )
  if (session.phase !== 'signed-in') return <ConnectView />
  return (
    <>
      <Outlet />
      {/* The server ended the session: signing in again happens over the screen, which stays. */}
      <SessionPrompt />
    </>
  )
}

// Document screens are separate chunks (see ./screens); the router loads one before showing it.
type Kind = 'collection' | 'global'
const edit =
  (kind: Kind, preview = false) =>
  async () => {
    const { EditView } = await loadEditView()
    return { element: <EditView kind={kind} preview={preview} /> }
  }
/** A document opened from its collection's trash: read-only, with Restore. */
const trashedEdit = async () => {
  const { EditView } = await loadEditView()
  return { element: <EditView kind="collection" trashed /> }
}
const trash = async () => {
  const { TrashView } = await loadTrashView()
  return { element: <TrashView /> }
}
const api = (kind: Kind) => async () => {
  const { ApiView } = await loadApiView()
  return { element: <ApiView kind={kind} /> }
}
const versions = (kind: Kind) => async () => {
  const { VersionsView } = await loadVersionsView()
  return { element: <VersionsView kind={kind} /> }
}
const versionDetail = (kind: Kind) => async () => {
  const { VersionDetailView } = await loadVersionDetailView()
  return { element: <VersionDetailView kind={kind} /> }
}

/**
 * A data router, so the edit view can hold navigation while there are unsaved changes. Built for the
 * server's admin route: it is known once signed in, before then every path shows the connect screen.
 */
const createRouter = (prefix: string) =>
  createBrowserRouter(
    createRoutesFromElements(
      <Route element={<SignedIn />} hydrateFallbackElement={<div className="app-loading" aria-busy="true" />}>
        <Route path="/" element={<Navigate to={prefix} replace />} />
        <Route path={prefix} element={<Shell />}>
          <Route index element={<DashboardView />} />
          <Route path="account" element={<AccountView />} />
          <Route path="collections/:slug" element={<ListView />} />
          <Route path="collections/:slug/trash" lazy={trash} />
          <Route path="collections/:slug/trash/:id" lazy={trashedEdit} />
          <Route path="collections/:slug/:id" lazy={edit('collection')} />
          <Route path="collections/:slug/:id/api" lazy={api('collection')} />
          <Route path="collections/:slug/:id/preview" lazy={edit('collection', true)} />
          <Route path="collections/:slug/:id/versions" lazy={versions('collection')} />
          <Route path="collections/:slug/:id/versions/:versionId" lazy={versionDetail('collection')} />
          <Route path="globals/:slug" lazy={edit('global')} />
          <Route path="globals/:slug/api" lazy={api('global')} />
          <Route path="globals/:slug/preview" lazy={edit('global', true)} />
          <Route path="globals/:slug/versions" lazy={versions('global')} />
          <Route path="globals/:slug/versions/:versionId" lazy={versionDetail('global')} />
          <Route path="*" element={<NotFoundView />} />
        </Route>
        <Route path="*" element={<Shell />}>
          <Route path="*" element={<NotFoundView />} />
        </Route>
      </Route>,
    ),
  )

export function App() {
  const prefix = useSchemaStore((s) => s.adminPrefix)
  const router = useMemo(() => createRouter(prefix), [prefix])
  useEffect(() => useAppStore.getState().init(), [])
  useEffect(() => useThemeStore.getState().init(), [])
  useEffect(() => useSessionStore.getState().init(), [])
  useEffect(() => restoreLanguage(), [])
  return (
    <ErrorBoundary>
      {/* Remounted for another prefix: RouterProvider keeps the first router's state otherwise. */}
      <RowMenuContext.Provider value={documentRowMenu}>
        <RouterProvider key={prefix} router={router} />
      </RowMenuContext.Provider>
      <Toaster />
    </ErrorBoundary>
  )
}
