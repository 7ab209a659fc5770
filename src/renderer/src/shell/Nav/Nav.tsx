import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { routes } from '../../core/routes/routes'
import { useI18n, useT } from '../../core/i18n/i18n-store'
import { isActivePath } from '../../core/lib/paths'
import { entityLabel, navGroups, visibleEntities } from '../../core/schema/schema'
import { useNavStore } from '../../core/stores/nav-store'
import { useSchemaStore } from '../../core/stores/schema-store'
import './Nav.css'
import { Icon, ChevronIcon, CloseIcon } from '../../ui/Icon/Icon'

/** The sidebar: entities grouped, each group collapsible with its state kept on the server. */
export function Nav() {
  const t = useT()
  const language = useI18n((s) => s.language)
  const { pathname } = useLocation()
  const schema = useSchemaStore((s) => s.schema)
  const access = useSchemaStore((s) => s.access)
  const menuOpen = useNavStore((s) => s.menuOpen)
  useNavStore((s) => s.preference)
  const nav = useNavStore.getState()
  const closeRef = useRef<HTMLButtonElement>(null)

  // The narrow-screen menu is opened over the page: focus goes into it, and back where it came from
  // (the menu button) when it closes, so it is never left on a link that slid out of view.
  useEffect(() => {
    if (!menuOpen) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const menu = closeRef.current?.closest('aside')
    closeRef.current?.focus()
    return () => {
      const focus = document.activeElement
      if (!focus || focus === document.body || menu?.contains(focus)) opener?.focus()
    }
  }, [menuOpen])

  const groups = schema
    ? navGroups(visibleEntities(schema, access), language, {
        collections: t('general:collections'),
        globals: t('general:globals'),
      })
    : []

  return (
    <aside
      className={`nav${menuOpen ? ' nav--open' : ''}`}
      aria-label={t('folio:menu')}
      data-testid="nav"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) {
          event.stopPropagation()
          nav.setMenuOpen(false)
        }
      }}
    >
      <div className="nav__head">
        <Link to={routes.dashboard()} className="nav__brand" onClick={() => nav.setMenuOpen(false)}>
          Folio
        </Link>
        <button
          type="button"
          className="nav__close"
          ref={closeRef}
          onClick={() => nav.setMenuOpen(false)}
          aria-label={t('folio:closeMenu')}
          data-testid="nav-close"
        >
          <Icon icon={CloseIcon} />
        </button>
      </div>
      <nav className="nav__groups">
        {groups.map((group) => {
          const open = nav.isOpen(group.key)
          const id = `nav-group-${group.key.replace(/\W+/g, '-').toLowerCase()}`
          return (
            <div key={group.key} className="nav__group" data-testid={id}>
              <button
                type="button"
                className="nav__group-toggle"
                aria-expanded={open}
                aria-controls={`${id}-links`}
                onClick={() => nav.toggle(group.key)}
                data-testid={`${id}-toggle`}
              >
                <span>{group.label}</span>
                <span className={`nav__chevron${open ? ' nav__chevron--open' : ''}`} aria-hidden="true">
                  <Icon icon={ChevronIcon} size={14} />
                </span>
              </button>
              {open && (
                <ul className="nav__links" id={`${id}-links`}>
                  {group.entries.map((ref) => {
                    const href = ref.kind === 'collection' ? routes.collection(ref.slug) : routes.global(ref.slug)
                    const active = isActivePath(pathname, href)
                    return (
                      <li key={`${ref.kind}:${ref.slug}`}>
                        <Link
                          to={href}
                          className={`nav__link${active ? ' nav__link--active' : ''}`}
                          aria-current={active ? 'page' : undefined}
                          onClick={() => nav.setMenuOpen(false)}
                          data-testid={`nav-link-${ref.kind}-${ref.slug}`}
                        >
                          {entityLabel(ref, language)}
                        </Link>
                      </li>
                    )
                  })}
                </ul>
              )}
            </div>
          )
        })}
      </nav>
      <div className="nav__foot">
        <Link
          to={routes.account()}
          className={`nav__link${isActivePath(pathname, routes.account()) ? ' nav__link--active' : ''}`}
          data-testid="nav-account"
          onClick={() => nav.setMenuOpen(false)}
        >
          {t('authentication:account')}
        </Link>
      </div>
    </aside>
  )
}
