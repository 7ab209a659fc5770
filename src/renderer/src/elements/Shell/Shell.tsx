import { NavLink, Outlet } from 'react-router-dom'
import { routes } from '../../app/routes'
import { useT } from '../../i18n/i18n-store'
import { useAppStore } from '../../stores/app-store'
import './Shell.css'

/** The admin frame: app bar and the routed view. The navigation sidebar arrives with the shell issue. */
export function Shell() {
  const t = useT()
  const cms = useAppStore((s) => s.cms)
  return (
    <div className="shell">
      <header className="shell__bar">
        <NavLink to={routes.dashboard()} end className="shell__brand">
          Folio
        </NavLink>
        <nav className="shell__nav" aria-label="Main">
          <NavLink to={routes.dashboard()} end className="shell__link" data-testid="nav-dashboard">
            {t('general:dashboard')}
          </NavLink>
          <NavLink to={routes.account()} className="shell__link" data-testid="nav-account">
            {t('authentication:account')}
          </NavLink>
        </nav>
        <span className={`shell__cms shell__cms--${cms?.state ?? 'unknown'}`} data-testid="cms-state" title={cms?.message}>
          {cms ? `${cms.mode === 'local' ? 'Local CMS' : 'Remote CMS'}: ${cms.state}` : '…'}
        </span>
      </header>
      <main className="shell__main">
        <Outlet />
      </main>
    </div>
  )
}
