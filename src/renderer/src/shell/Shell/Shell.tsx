import { useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { useT } from '../../core/i18n/i18n-store'
import { followAnnouncedSummaries, useDocumentSummaryStore } from '../../core/stores/document-summary-store'
import { useNavStore } from '../../core/stores/nav-store'
import { sessionKey, useSchemaStore } from '../../core/stores/schema-store'
import { useSessionStore } from '../../core/stores/session-store'
import { useThemeStore } from '../../core/stores/theme-store'
import { useDesktopMenu } from '../use-desktop-menu'
import { useGlobalShortcuts } from '../use-global-shortcuts'
import { useLinkPrefetch } from '../use-link-prefetch'
import { CmsBanner } from '../CmsBanner/CmsBanner'
import { AppLocaleSelect, useAppLocale } from './AppLocaleSelect'
import { CommandPalette } from '../CommandPalette/CommandPalette'
import { DeepLinkPrompt } from '../DeepLinkPrompt/DeepLinkPrompt'
import { Nav } from '../Nav/Nav'
import { ShortcutsHelp } from '../ShortcutsHelp/ShortcutsHelp'
import './Shell.css'

const MAIN_ID = 'folio-main'

/**
 * The admin frame once signed in: sidebar, a bar with the menu toggle (narrow screens) and the content locale
 * (dashboard and lists), and the routed view.
 */
export function Shell() {
  const t = useT()
  const session = useSessionStore((s) => s.session)
  const schemaError = useSchemaStore((s) => s.error)
  const unknownTypes = useSchemaStore((s) => s.unknownTypes)
  const menuOpen = useNavStore((s) => s.menuOpen)
  const schema = useSchemaStore((s) => s.schema)
  useGlobalShortcuts()
  useDesktopMenu()
  useLinkPrefetch()
  const locale = useAppLocale()

  useEffect(() => {
    void useSchemaStore.getState().loadFor(session)
    const user = sessionKey(session)
    if (user) void useNavStore.getState().load(user)
  }, [session])

  useEffect(() => {
    // A document saved in another window or tab: this one's headers take the new facts.
    const stopFollowing = followAnnouncedSummaries()
    return () => {
      stopFollowing()
      useNavStore.getState().forget()
      useDocumentSummaryStore.getState().forget()
    }
  }, [])

  useEffect(() => {
    if (!schema) return
    const theme = schema.config.admin.theme
    useThemeStore
      .getState()
      .applyServerConfig(theme === 'light' || theme === 'dark' ? theme : 'all', schema.config.cookiePrefix)
  }, [schema])

  return (
    <div className="shell">
      <a
        href={`#${MAIN_ID}`}
        className="shell__skip"
        data-testid="skip-link"
        onClick={(event) => {
          // Focus moves, the URL does not: the router owns it.
          event.preventDefault()
          document.getElementById(MAIN_ID)?.focus()
        }}
      >
        {t('folio:skipToContent')}
      </a>
      <Nav />
      {menuOpen && (
        <div className="shell__scrim" onClick={() => useNavStore.getState().setMenuOpen(false)} aria-hidden="true" />
      )}
      <div className="shell__content">
        <header className={`shell__bar${locale ? ' shell__bar--locale' : ''}`}>
          <button
            type="button"
            className="shell__hamburger"
            aria-label={t('folio:menu')}
            aria-expanded={menuOpen}
            onClick={() => useNavStore.getState().setMenuOpen(!menuOpen)}
            data-testid="nav-toggle"
          >
            <span />
            <span />
            <span />
          </button>
          {locale && <AppLocaleSelect locale={locale} />}
        </header>
        <CmsBanner />
        {schemaError && (
          <div className="shell__banner shell__banner--error" role="alert" data-testid="schema-error">
            {t('folio:error-schema')} ({schemaError.message})
          </div>
        )}
        {unknownTypes.length > 0 && (
          <div className="shell__banner" role="status" data-testid="unknown-field-types">
            {t('folio:error-unknown-field-types', { types: unknownTypes.join(', ') })}
          </div>
        )}
        <main className="shell__main" id={MAIN_ID} tabIndex={-1}>
          <Outlet />
        </main>
        <ShortcutsHelp />
        <CommandPalette />
        <DeepLinkPrompt />
      </div>
    </div>
  )
}
