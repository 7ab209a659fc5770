/**
 * The session and the app around it: connecting, signing in and out, saved server profiles, the CMS's
 * status, the app's facts, the theme and the UI language, and the boot call that answers the first
 * screen's questions at once.
 */
import { z } from 'zod'
import type { AppInfo } from '@shared/bridge'
import {
  readStoredTheme,
  storeThemeChoice,
  themeCookieName,
  THEME_SETTINGS,
  type ThemeSetting,
  type ThemeState,
} from '@shared/theme'
import type { CmsConnection } from '../cms-connection'
import type { SessionManager } from '../session'
import type { SettingsStore } from '../settings'
import type { SchemaCache } from './schema'
import { none, type ServiceHandlers, type ServiceValidators } from './service'

const cookiePrefix = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .optional()

const profileId = z.string().min(1).max(100)
const connectTarget = z.union([
  z.object({ kind: z.literal('local') }).strict(),
  z.object({ kind: z.literal('profile'), id: profileId }).strict(),
])
const signIn = z
  .object({
    email: z.string().max(320).optional(),
    username: z.string().max(200).optional(),
    password: z.string().min(1).max(1000),
  })
  .strict()
  .refine((v) => Boolean(v.email || v.username), 'email or username is required')
const profileSave = z
  .object({ id: profileId.optional(), name: z.string().max(200), url: z.string().min(1).max(2048) })
  .strict()

/** A UI language code as Payload's admin names them: 'de', 'zh-TW', 'rs-latin', 'bn-BD'. */
const languageCode = z.string().regex(/^[a-z]{2}(?:-[A-Za-z]{2,5})?$/)

export const sessionValidators = {
  'renderer:boot': none,
  'renderer:app-info': none,
  'renderer:cms-status': none,
  'renderer:cms-reconnect': none,
  'renderer:theme-get': none,
  'renderer:language-set': z.object({ language: languageCode }).strict(),
  'renderer:theme-set': z.object({ setting: z.enum(THEME_SETTINGS), cookiePrefix }).strict(),
  'renderer:session-get': none,
  'renderer:connect': connectTarget,
  'renderer:sign-in': signIn,
  'renderer:sign-out': none,
  'renderer:session-refresh': none,
  'renderer:session-check': none,
  'renderer:profiles-list': none,
  'renderer:profile-save': profileSave,
  'renderer:profile-delete': z.object({ id: profileId }).strict(),
} satisfies ServiceValidators

export const THEME_PREFIX_KEY = 'themeCookiePrefix'

export function readThemeState(settings: SettingsStore, now: number): ThemeState {
  const cookieName = themeCookieName(settings.get<string>(THEME_PREFIX_KEY))
  const stored = settings.get<{ value: string; expiresAt: number }>(cookieName)
  const setting = readStoredTheme(stored, now)
  return { setting, cookieName, expiresAt: setting === 'auto' ? null : (stored?.expiresAt ?? null) }
}

export interface SessionDeps {
  appInfo: AppInfo
  settings: SettingsStore
  cms: CmsConnection
  session: SessionManager
  /** The boot answer carries the schema and permissions; the UI language picks the schema's. */
  schema: SchemaCache
  /** Lets the host follow the theme (Electron's nativeTheme) and push it to every window. */
  onThemeChanged?: (state: ThemeState) => void
  /** The UI language changed (the desktop app translates its native dialogs with it). */
  onLanguageChanged?: (language: string) => Promise<void> | void
  now: () => number
}

export function sessionHandlers(deps: SessionDeps): ServiceHandlers<typeof sessionValidators> {
  const { now } = deps

  function setTheme(setting: ThemeSetting, cookiePrefix?: string): ThemeState {
    if (cookiePrefix) deps.settings.set(THEME_PREFIX_KEY, cookiePrefix)
    const cookieName = themeCookieName(deps.settings.get<string>(THEME_PREFIX_KEY))
    const stored = storeThemeChoice(setting, now())
    // 'auto' clears the stored choice, as Payload clears its cookie.
    if (stored) deps.settings.set(cookieName, stored)
    else deps.settings.delete(cookieName)
    const state = readThemeState(deps.settings, now())
    deps.onThemeChanged?.(state)
    return state
  }

  return {
    'renderer:boot': async () => {
      const session = deps.session.getState()
      const signedIn = session.phase === 'signed-in'
      const [schema, access] = signedIn ? await Promise.all([deps.schema.schema(), deps.schema.access()]) : [null, null]
      return {
        app: deps.appInfo,
        cms: deps.cms.getStatus(),
        theme: readThemeState(deps.settings, now()),
        session,
        profiles: deps.session.listProfiles(),
        schema,
        access,
      }
    },
    'renderer:app-info': () => Promise.resolve(deps.appInfo),
    'renderer:cms-status': () => Promise.resolve(deps.cms.getStatus()),
    'renderer:cms-reconnect': () => deps.cms.reconnect(),
    'renderer:theme-get': () => Promise.resolve(readThemeState(deps.settings, now())),
    'renderer:theme-set': ({ setting, cookiePrefix }) => Promise.resolve(setTheme(setting, cookiePrefix)),
    'renderer:session-get': () => Promise.resolve(deps.session.getState()),
    'renderer:connect': async (target) => deps.session.connect(target),
    'renderer:sign-in': async (credentials) => deps.session.signIn(credentials),
    'renderer:sign-out': async () => deps.session.signOut(),
    'renderer:session-refresh': async () => deps.session.refresh(),
    'renderer:session-check': async () => {
      await deps.session.checkRejected()
      return deps.session.getState()
    },
    'renderer:profiles-list': () => Promise.resolve(deps.session.listProfiles()),
    'renderer:profile-save': (profile) => Promise.resolve(deps.session.saveProfile(profile)),
    'renderer:profile-delete': ({ id }) => Promise.resolve(deps.session.deleteProfile(id)),
    'renderer:language-set': async ({ language }) => {
      deps.schema.setLanguage(language)
      await deps.onLanguageChanged?.(language)
    },
  }
}
