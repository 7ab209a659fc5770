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
import { ConnectView } from '../features/connect/ConnectView'
import { NotFoundView } from '../ui/NotFound/NotFoundView'
import { useAppStore } from '../core/stores/app-store'
import { useSchemaStore } from '../core/stores/schema-store'
import { useSessionStore } from '../core/stores/session-store'
import { useThemeStore } from '../core/stores/theme-store'
import { SCREEN_ROUTES } from './route-table'
import { screenRouteElements } from './router-routes'

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
          {screenRouteElements(SCREEN_ROUTES)}
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
