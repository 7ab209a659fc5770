import { Link, useLocation } from 'react-router-dom'
import { routes } from '../../app/routes'
import { useT } from '../../i18n/i18n-store'
import { isActivePath } from '../../lib/paths'
import './DocumentTabs.css'

/**
 * The document's views. The locale query parameter is carried between them; a tab is active when
 * the path is its own or continues below it (the edit tab only on its own path, since every other
 * view lives below it).
 */
export function DocumentTabs({ kind, slug, id }: { kind: 'collection' | 'global'; slug: string; id?: string }) {
  const t = useT()
  const { pathname, search } = useLocation()
  const locale = new URLSearchParams(search).get('locale')
  const carry = locale ? `?locale=${encodeURIComponent(locale)}` : ''
  const base = kind === 'collection' ? routes.document(slug, id ?? '') : routes.global(slug)
  const tabs = [
    { key: 'edit', label: t('general:edit'), href: base, exact: true },
    { key: 'api', label: 'API', href: `${base}/api`, exact: false },
  ]
  return (
    <nav className="document-tabs" aria-label="Document" data-testid="document-tabs">
      {tabs.map((tab) => {
        const active = tab.exact ? pathname.replace(/\/+$/, '') === tab.href : isActivePath(pathname, tab.href)
        return (
          <Link key={tab.key} to={`${tab.href}${carry}`} className={`document-tabs__tab${active ? ' document-tabs__tab--active' : ''}`} aria-current={active ? 'page' : undefined} data-testid={`doc-tab-${tab.key}`}>
            {tab.label}
          </Link>
        )
      })}
    </nav>
  )
}
