/**
 * The commands that do not depend on a document: the theme, the UI language (one command per language
 * the server offers, so it can change while a document is open), the shortcut list, a new window of
 * this place.
 */
import { useLocation } from 'react-router-dom'
import { useI18n, useOfferedLanguages, useT } from '../../core/i18n/i18n-store'
import { openInNewWindow } from '../../core/bridge/windows'
import { useCommandStore } from '../../core/stores/command-store'
import { useSchemaStore } from '../../core/stores/schema-store'
import { useThemeStore } from '../../core/stores/theme-store'
import { useCommands } from '../../core/stores/use-commands'

export function useAppCommands(): void {
  const t = useT()
  const location = useLocation()
  const resolved = useThemeStore((s) => s.resolved)
  const configTheme = useThemeStore((s) => s.configTheme)
  const language = useI18n((s) => s.language)
  const languages = useOfferedLanguages()
  useCommands([
    {
      id: 'newWindow',
      label: t('folio:newWindow'),
      group: 'app',
      keywords: [t('fields:openInNewTab')],
      run: () => void openInNewWindow(`${location.pathname}${location.search}`),
    },
    {
      id: 'toggleTheme',
      label: t('folio:toggleTheme'),
      group: 'app',
      keywords: ['dark', 'light', t('general:adminTheme')],
      // A server that fixes the theme leaves no choice.
      disabled: configTheme !== 'all',
      run: () => void useThemeStore.getState().setTheme(resolved === 'dark' ? 'light' : 'dark'),
    },
    ...languages
      .filter((l) => l.code !== language)
      .map((l) => ({
        id: `language-${l.code}`,
        label: `${t('general:language')}: ${l.nativeName}`,
        group: 'app' as const,
        keywords: [l.code, 'language'],
        // 35 of them would push the places off the list: they come when "language" or a name is typed.
        whenSearched: true,
        run: () => void useSchemaStore.getState().switchLanguage(l.code),
      })),
    {
      id: 'shortcutsHelp',
      label: t('folio:shortcuts'),
      group: 'app',
      run: () => useCommandStore.getState().setHelpOpen(true),
    },
  ])
}
