import { routes } from '../../core/routes/routes'
import { useT } from '../../core/i18n/i18n-store'
import { ButtonLink } from '../Button/Button'
import './NotFoundView.css'

/** Spec point 2: heading 'nothing found', text 'sorry, not found', a button back to the dashboard; breadcrumb 'not found'. */
export function NotFoundView() {
  const t = useT()
  return (
    <div className="not-found" data-testid="not-found">
      <nav className="not-found__breadcrumbs" aria-label="Breadcrumb">
        <span data-testid="breadcrumb-current">{t('general:notFound')}</span>
      </nav>
      <h1 className="not-found__title">{t('general:nothingFound')}</h1>
      <p className="not-found__text">{t('general:sorryNotFound')}</p>
      <ButtonLink to={routes.dashboard()} data-testid="back-to-dashboard">
        {t('general:backToDashboard')}
      </ButtonLink>
    </div>
  )
}
