/**
 * Light, dark or auto, as Payload's admin does it: a choice stored under Payload's theme cookie name for
 * 365 days ('auto' clears it, following the system), and a server's admin.theme forcing one. Shared by
 * the renderer and the hosts.
 */

export const THEME_SETTINGS = ['light', 'dark', 'auto'] as const
export type ThemeSetting = (typeof THEME_SETTINGS)[number]
export type ResolvedTheme = 'light' | 'dark'
/** Payload's admin.theme: 'all' lets the user choose; 'light' or 'dark' forces one. */
export type ConfigTheme = 'all' | 'light' | 'dark'

export const THEME_COOKIE_DAYS = 365
export const DEFAULT_COOKIE_PREFIX = 'payload'

export function themeCookieName(cookiePrefix: string = DEFAULT_COOKIE_PREFIX): string {
  return `${cookiePrefix}-theme`
}

export interface StoredTheme {
  value: Exclude<ThemeSetting, 'auto'>
  /** Epoch milliseconds. */
  expiresAt: number
}

export interface ThemeState {
  /** The user's choice; 'auto' when nothing (unexpired) is stored. */
  setting: ThemeSetting
  cookieName: string
  expiresAt: number | null
}

/** An explicit choice is kept 365 days; 'auto' clears what was stored. */
export function storeThemeChoice(setting: ThemeSetting, now: number): StoredTheme | null {
  if (setting === 'auto') return null
  return { value: setting, expiresAt: now + THEME_COOKIE_DAYS * 24 * 60 * 60 * 1000 }
}

export function readStoredTheme(stored: unknown, now: number): ThemeSetting {
  if (!stored || typeof stored !== 'object') return 'auto'
  const { value, expiresAt } = stored as Partial<StoredTheme>
  if ((value !== 'light' && value !== 'dark') || typeof expiresAt !== 'number') return 'auto'
  return expiresAt > now ? value : 'auto'
}

/** The stored choice only counts when the server lets users choose (admin.theme 'all'). */
export function resolveTheme(options: {
  configTheme?: ConfigTheme
  setting: ThemeSetting
  systemPrefersDark: boolean
}): ResolvedTheme {
  const { configTheme = 'all', setting, systemPrefersDark } = options
  if (configTheme === 'light' || configTheme === 'dark') return configTheme
  if (setting === 'light' || setting === 'dark') return setting
  return systemPrefersDark ? 'dark' : 'light'
}
