/**
 * Light, dark or auto (auto follows the OS). The host stores the explicit choice for 365 days; here it is
 * resolved against the OS preference and applied to <html data-theme>.
 */
import { create } from 'zustand'
import {
  resolveTheme,
  THEME_COOKIE_DAYS,
  type ConfigTheme,
  type ResolvedTheme,
  type ThemeSetting,
  type ThemeState,
} from '@shared/theme'
import { getBridge } from '../bridge'

interface ThemeStore {
  setting: ThemeSetting
  resolved: ResolvedTheme
  configTheme: ConfigTheme
  ready: boolean
  init(): () => void
  hydrate(state: ThemeState): void
  /** A plain function of the store (no `this`): components take it from a selector. */
  setTheme: (setting: ThemeSetting) => Promise<void>
  /** The server's admin.theme ('all' lets the user choose) and cookie prefix, once its schema is known. */
  applyServerConfig(configTheme: ConfigTheme, cookiePrefix?: string): void
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)')

function apply(resolved: ResolvedTheme) {
  document.documentElement.dataset.theme = resolved
  document.documentElement.style.colorScheme = resolved
}

/** Mirrors the choice as Payload's cookie, for pages that read it (the web host serves them same-origin). */
function mirrorCookie(state: ThemeState) {
  if (state.setting === 'auto') document.cookie = `${state.cookieName}=; Max-Age=0; Path=/; SameSite=Lax`
  else
    document.cookie = `${state.cookieName}=${state.setting}; Max-Age=${THEME_COOKIE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax`
}

let cookiePrefix: string | undefined

export const useThemeStore = create<ThemeStore>((set, get) => {
  const update = (state: ThemeState) => {
    const resolved = resolveTheme({
      configTheme: get().configTheme,
      setting: state.setting,
      systemPrefersDark: darkQuery().matches,
    })
    apply(resolved)
    set({ setting: state.setting, resolved, ready: true })
  }
  return {
    setting: 'auto',
    resolved: 'light',
    configTheme: 'all',
    ready: false,
    init() {
      const bridge = getBridge()
      const query = darkQuery()
      const onSystemChange = () => {
        const { setting, configTheme } = get()
        const resolved = resolveTheme({ configTheme, setting, systemPrefersDark: query.matches })
        apply(resolved)
        set({ resolved })
      }
      query.addEventListener('change', onSystemChange)
      const unsubscribe = bridge.on('main:theme-changed', update)
      return () => {
        query.removeEventListener('change', onSystemChange)
        unsubscribe()
      }
    },
    hydrate: (state) => update(state),
    async setTheme(setting) {
      // Show the choice at once; the host's answer (stored choice and expiry) follows.
      const resolved = resolveTheme({ configTheme: get().configTheme, setting, systemPrefersDark: darkQuery().matches })
      apply(resolved)
      set({ setting, resolved })
      const state = await getBridge().invoke('renderer:theme-set', {
        setting,
        ...(cookiePrefix ? { cookiePrefix } : {}),
      })
      mirrorCookie(state)
      update(state)
    },
    applyServerConfig(configTheme, prefix) {
      cookiePrefix = prefix
      set({ configTheme })
      const resolved = resolveTheme({ configTheme, setting: get().setting, systemPrefersDark: darkQuery().matches })
      apply(resolved)
      set({ resolved })
    },
  }
})
