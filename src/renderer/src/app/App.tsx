import { useEffect } from 'react'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import { ErrorBoundary } from '../elements/ErrorBoundary/ErrorBoundary'
import { Shell } from '../elements/Shell/Shell'
import { AccountView } from '../screens/Account/AccountView'
import { DashboardView } from '../screens/Dashboard/DashboardView'
import { NotFoundView } from '../screens/NotFound/NotFoundView'
import { useAppStore } from '../stores/app-store'
import { useThemeStore } from '../stores/theme-store'
import { ADMIN_PREFIX } from './routes'

export function App() {
  useEffect(() => useAppStore.getState().init(), [])
  useEffect(() => useThemeStore.getState().init(), [])
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Navigate to={ADMIN_PREFIX} replace />} />
          <Route path={ADMIN_PREFIX} element={<Shell />}>
            <Route index element={<DashboardView />} />
            <Route path="account" element={<AccountView />} />
            <Route path="*" element={<NotFoundView />} />
          </Route>
          <Route path="*" element={<Shell />}>
            <Route path="*" element={<NotFoundView />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </ErrorBoundary>
  )
}
