/**
 * The content locale in the app header, on the dashboard and the lists, where the CMS has localization
 * (Payload's locale switcher): a list reads its documents in it (`?locale=`, as Payload's list does) and
 * its documents open in it. The choice is kept in the user's preferences, so a list opened later without
 * a locale in its URL (from the sidebar, say) shows the one chosen last.
 */
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { routeAt } from '../../core/routes/routes'
import { usePreferencesStore } from '../../core/stores/preferences-store'
import { useSchemaStore } from '../../core/stores/schema-store'
import { LocaleSelect } from '../../ui/LocaleSelect/LocaleSelect'

/** The preference holding the content locale last chosen in the app header: `{ locale: 'de' }`. */
export const LOCALE_PREFERENCE_KEY = 'folio-locale'

/** The app header's locale switcher, or null where it is not shown (a document has its own). */
export function useAppLocale() {
  const localization = useSchemaStore((s) => s.schema?.config.localization) || undefined
  const location = useLocation()
  const navigate = useNavigate()
  const screen = routeAt(location.pathname)?.route.screen
  const shown = Boolean(localization) && (screen === 'dashboard' || screen === 'list')
  const preference = usePreferencesStore((s) => s.values[LOCALE_PREFERENCE_KEY])
  const known = (code: unknown): code is string =>
    typeof code === 'string' && Boolean(localization?.locales.some((l) => l.code === code))
  const preferred = known(preference?.locale) ? preference.locale : undefined
  const inUrl = new URLSearchParams(location.search).get('locale')
  const loaded = preference !== undefined

  useEffect(() => {
    if (shown && !loaded) void usePreferencesStore.getState().get(LOCALE_PREFERENCE_KEY)
  }, [shown, loaded])

  const go = (locale: string, replace = false) => {
    const params = new URLSearchParams(location.search)
    params.set('locale', locale)
    void navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace })
  }
  // A list opened without a locale shows the one chosen last (the default needs nothing in the URL).
  const restore = screen === 'list' && !inUrl && preferred && preferred !== localization?.defaultLocale
  useEffect(() => {
    if (restore && preferred) go(preferred, true)
  })

  if (!shown || !localization) return null
  return {
    localization,
    value: known(inUrl) ? inUrl : (preferred ?? localization.defaultLocale),
    onChange: (locale: string) => {
      go(locale)
      usePreferencesStore.getState().merge(LOCALE_PREFERENCE_KEY, { locale })
    },
  }
}

export function AppLocaleSelect({ locale }: { locale: NonNullable<ReturnType<typeof useAppLocale>> }) {
  return (
    <LocaleSelect
      className="shell__locale"
      localization={locale.localization}
      value={locale.value}
      onChange={locale.onChange}
      testId="app-locale-select"
    />
  )
}
