/**
 * The UI language. English is bundled (it is also the fallback for keys a language lacks); every other
 * language and its date-fns locale load on demand. Sets <html lang dir> for right-to-left languages.
 * The connected server's i18n settings narrow it as in that server's own admin: only its supported
 * languages are offered, its fallback language is used when none was chosen (or the chosen one is not
 * supported there), and its own translations replace Payload's strings.
 */
import { importDateFNSLocale } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import type { Locale } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { create } from 'zustand'
import type { FolioI18nSettings } from '@shared/protocol'
import { getBridge } from '../bridge'
import { folioTranslations, loadFolioStrings } from './folio-translations'
import { DEFAULT_LANGUAGE, findLanguage, UI_LANGUAGES, type UiLanguage } from './languages'
import { createTranslator, type Translate, type TranslationTree } from './translate'

const STORAGE_KEY = 'folio-language'

/** English's date locale is bundled with its strings: the usual first screen renders once, with its dates. */
function dateLocaleOf(key: string): Promise<Locale> {
  return key === 'en-US' ? Promise.resolve(enUS) : importDateFNSLocale(key)
}
const bundledEnglish: TranslationTree = {
  ...(en.translations as unknown as TranslationTree),
  ...folioTranslations(),
}

/** Later trees win key by key within a group (a server's one string does not drop the group's others). */
export function mergeTranslations(...trees: (TranslationTree | undefined)[]): TranslationTree {
  const merged: TranslationTree = {}
  for (const tree of trees)
    for (const [group, keys] of Object.entries(tree ?? {})) merged[group] = { ...merged[group], ...keys }
  return merged
}

/** The server's own strings for a language (its keys are Payload's codes, e.g. 'zh-TW'). */
function serverTranslations(server: FolioI18nSettings | null, code: string): TranslationTree | undefined {
  if (!server) return undefined
  const key = Object.keys(server.translations).find((k) => k.toLowerCase() === code.toLowerCase())
  return key ? server.translations[key] : undefined
}

/** The languages to offer: the server's supported ones Folio has, else (no settings, none known) all. */
export function offeredLanguages(server: FolioI18nSettings | null): UiLanguage[] {
  if (!server) return UI_LANGUAGES
  const supported = new Set(server.supportedLanguages.map((code) => findLanguage(code)?.code))
  const offered = UI_LANGUAGES.filter((l) => supported.has(l.code))
  return offered.length ? offered : UI_LANGUAGES
}

/** The requested language where offered, else the server's fallback, else English, else the first offered. */
export function chooseLanguage(requested: string | null | undefined, server: FolioI18nSettings | null): UiLanguage {
  const offered = offeredLanguages(server)
  const find = (code: string | null | undefined) => {
    const language = findLanguage(code)
    return language && offered.includes(language) ? language : undefined
  }
  return find(requested) ?? find(server?.fallbackLanguage) ?? find(DEFAULT_LANGUAGE) ?? offered[0]!
}

interface I18nState {
  language: string
  dir: 'ltr' | 'rtl'
  dateLocale: Locale | undefined
  t: Translate
  loading: boolean
  /** The connected server's i18n settings, null until (or unless) its schema says them. */
  server: FolioI18nSettings | null
  /** `remember: false` for a language the app picked (the server's fallback), not the user. */
  setLanguage(code: string, options?: { remember?: boolean }): Promise<void>
  applyServerSettings(settings: FolioI18nSettings | null): void
}

/** Counts language loads: only the latest one's result is applied. */
let loadCount = 0

/** What a translator says: the language and the server's strings for it and for English (the fallback). */
function wordsOf(code: string, server: FolioI18nSettings | null): string {
  return JSON.stringify([code, serverTranslations(server, code) ?? null, serverTranslations(server, 'en') ?? null])
}
/**
 * The words of the translator in place (bundled English at first). A load that would say the same keeps
 * it: a new one re-renders every translated component, as on each start when the server's settings
 * choose English again.
 */
let wordsInPlace = wordsOf(DEFAULT_LANGUAGE, null)

function savedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

function applyToDocument(code: string, dir: 'ltr' | 'rtl') {
  document.documentElement.lang = code
  document.documentElement.dir = dir
}

export const useI18n = create<I18nState>((set, get) => ({
  language: DEFAULT_LANGUAGE,
  dir: 'ltr',
  dateLocale: enUS,
  t: createTranslator(bundledEnglish),
  loading: false,
  server: null,
  async setLanguage(code, { remember = true } = {}) {
    const { server } = get()
    const language = chooseLanguage(code, server)
    const load = ++loadCount
    set({ loading: true })
    try {
      const [loaded, dateLocale, folioStrings] = await Promise.all([
        language.load(),
        dateLocaleOf(language.dateFnsKey).catch(() => undefined),
        loadFolioStrings(language.code),
      ])
      // Another choice (or other server settings) came in while this one loaded.
      if (load !== loadCount) return
      const dir = language.rtl ? 'rtl' : 'ltr'
      applyToDocument(language.code, dir)
      if (remember)
        try {
          localStorage.setItem(STORAGE_KEY, language.code)
        } catch {
          // Storage unavailable (private mode): the choice lasts this session.
        }
      const words = wordsOf(language.code, server)
      let t = get().t
      if (words !== wordsInPlace) {
        const english = mergeTranslations(bundledEnglish, serverTranslations(server, 'en'))
        const own = mergeTranslations(
          loaded.translations,
          folioTranslations(folioStrings),
          serverTranslations(server, language.code),
        )
        t = createTranslator(own, console.warn, english)
        wordsInPlace = words
      }
      set({ language: language.code, dir, dateLocale, t, loading: false })
      // Main shows a few things natively (the desktop leave dialog) and asks the schema in this language
      // too: resolved once it knows, so a schema asked next comes in it.
      await getBridge()
        .invoke('renderer:language-set', { language: language.code })
        .catch(() => undefined)
    } catch (error) {
      console.error(`could not load the ${language.code} translations`, error)
      if (load === loadCount) set({ loading: false })
    }
  },
  applyServerSettings(settings) {
    if (JSON.stringify(settings) === JSON.stringify(get().server)) return
    set({ server: settings })
    // The user's own choice where this server supports it, else the server's fallback language.
    const saved = savedLanguage()
    const language = chooseLanguage(saved, settings).code
    void get().setLanguage(language, { remember: saved === language })
  },
}))

/**
 * Starts loading the saved (else the default) language's strings and date locale while boot is on its
 * way, so that the server's settings, when they choose it, find both loaded instead of asking then.
 */
export function preloadSavedLanguage(): void {
  const language = chooseLanguage(savedLanguage(), null)
  void Promise.all([language.load(), dateLocaleOf(language.dateFnsKey), loadFolioStrings(language.code)]).catch(
    () => undefined,
  )
}

/** Restores the saved language, if any, at start-up (the server's settings may narrow it later). */
export function restoreLanguage(): void {
  const state = useI18n.getState()
  if (state.server) return // the server's settings came first and chose already
  const wanted = chooseLanguage(savedLanguage(), null).code
  if (wanted !== state.language) void state.setLanguage(wanted)
  else applyToDocument(DEFAULT_LANGUAGE, 'ltr')
}

/** The languages the account screen offers: the connected server's. */
export function useOfferedLanguages(): UiLanguage[] {
  const server = useI18n((s) => s.server)
  return offeredLanguages(server)
}

export function useT(): Translate {
  return useI18n((s) => s.t)
}
