import { useEffect } from 'react'
import { createBrowserRouter, createRoutesFromElements, Navigate, Outlet, Route, RouterProvider } from 'react-router-dom'
import { ErrorBoundary } from '../elements/ErrorBoundary/ErrorBoundary'
import { Shell } from '../elements/Shell/Shell'
import { Toaster } from '../elements/Toaster/Toaster'
import { restoreLanguage } from '../i18n/i18n-store'
import { AccountView } from '../screens/Account/AccountView'
import { ApiView } from '../screens/Api/ApiView'
import { ConnectView } from '../screens/Connect/ConnectView'
import { DashboardView } from '../screens/Dashboard/DashboardView'
import { EditView } from '../screens/Edit/EditView'
import { ListView } from '../screens/List/ListView'
import { VersionDetailView } from '../screens/VersionDetail/VersionDetailView'
import { VersionsView } from '../screens/Versions/VersionsView'
import { NotFoundView } from '../screens/NotFound/NotFoundView'
import { useAppStore } from '../stores/app-store'
import { useSessionStore } from '../stores/session-store'
import { useThemeStore } from '../stores/theme-store'
import { ADMIN_PREFIX } from './routes'

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
  return <Outlet />
}

// A data router, so the edit view can hold navigation while there are unsaved changes.
const router = createBrowserRouter(
  createRoutesFromElements(
    <Route element={<SignedIn />}>
      <Route path="/" element={<Navigate to={ADMIN_PREFIX} replace />} />
      <Route path={ADMIN_PREFIX} element={<Shell />}>
        <Route index element={<DashboardView />} />
        <Route path="account" element={<AccountView />} />
        <Route path="collections/:slug" element={<ListView />} />
        <Route path="collections/:slug/:id" element={<EditView kind="collection" />} />
        <Route path="collections/:slug/:id/api" element={<ApiView kind="collection" />} />
        <Route path="collections/:slug/:id/preview" element={<EditView kind="collection" preview />} />
        <Route path="collections/:slug/:id/versions" element={<VersionsView kind="collection" />} />
        <Route path="collections/:slug/:id/versions/:versionId" element={<VersionDetailView kind="collection" />} />
        <Route path="globals/:slug" element={<EditView kind="global" />} />
        <Route path="globals/:slug/api" element={<ApiView kind="global" />} />
        <Route path="globals/:slug/preview" element={<EditView kind="global" preview />} />
        <Route path="globals/:slug/versions" element={<VersionsView kind="global" />} />
        <Route path="globals/:slug/versions/:versionId" element={<VersionDetailView kind="global" />} />
        <Route path="*" element={<NotFoundView />} />
      </Route>
      <Route path="*" element={<Shell />}>
        <Route path="*" element={<NotFoundView />} />
      </Route>
    </Route>,
  ),
)

export function App() {
  useEffect(() => useAppStore.getState().init(), [])
  useEffect(() => useThemeStore.getState().init(), [])
  useEffect(() => useSessionStore.getState().init(), [])
  useEffect(() => restoreLanguage(), [])
  return (
    <ErrorBoundary>
      <RouterProvider router={router} />
      <Toaster />
    </ErrorBoundary>
  )
}
