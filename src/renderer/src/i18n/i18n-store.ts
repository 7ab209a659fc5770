/**
 * The UI language. English is bundled (it is also the fallback for keys a language lacks); every other
 * language and its date-fns locale load on demand. Sets <html lang dir> for right-to-left languages.
 */
import { importDateFNSLocale } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import type { Locale } from 'date-fns'
import { create } from 'zustand'
import { getBridge } from '../bridge'
import { folioTranslations } from './folio-translations'
import { DEFAULT_LANGUAGE, findLanguage } from './languages'
import { createTranslator, type Translate, type TranslationTree } from './translate'

const STORAGE_KEY = 'folio-language'
const english: TranslationTree = { ...(en.translations as unknown as TranslationTree), ...folioTranslations('en') }

interface I18nState {
  language: string
  dir: 'ltr' | 'rtl'
  dateLocale: Locale | undefined
  t: Translate
  loading: boolean
  setLanguage(code: string): Promise<void>
}

function applyToDocument(code: string, dir: 'ltr' | 'rtl') {
  document.documentElement.lang = code
  document.documentElement.dir = dir
}

export const useI18n = create<I18nState>((set, get) => ({
  language: DEFAULT_LANGUAGE,
  dir: 'ltr',
  dateLocale: undefined,
  t: createTranslator(english),
  loading: false,
  async setLanguage(code) {
    const language = findLanguage(code) ?? findLanguage(DEFAULT_LANGUAGE)!
    set({ loading: true })
    try {
      const [loaded, dateLocale] = await Promise.all([
        language.load(),
        importDateFNSLocale(language.dateFnsKey).catch(() => undefined),
      ])
      // Another choice may have come in while this one loaded.
      if (get().loading === false) return
      const dir = language.rtl ? 'rtl' : 'ltr'
      applyToDocument(language.code, dir)
      try {
        localStorage.setItem(STORAGE_KEY, language.code)
      } catch {
        // Storage unavailable (private mode): the choice lasts this session.
      }
      set({
        language: language.code,
        dir,
        dateLocale,
        t: createTranslator({ ...loaded.translations, ...folioTranslations(language.code) }, console.warn, english),
        loading: false,
      })
      // Main shows a few things natively (the desktop leave dialog): in this language too.
      void getBridge()
        .invoke('renderer:language-set', { language: language.code })
        .catch(() => undefined)
    } catch (error) {
      console.error(`could not load the ${language.code} translations`, error)
      set({ loading: false })
    }
  },
}))

/** Restores the saved language, if any, at start-up. */
export function restoreLanguage(): void {
  let saved: string | null
  try {
    saved = localStorage.getItem(STORAGE_KEY)
  } catch {
    saved = null
  }
  if (saved && saved !== DEFAULT_LANGUAGE && findLanguage(saved)) void useI18n.getState().setLanguage(saved)
  else applyToDocument(DEFAULT_LANGUAGE, 'ltr')
}

export function useT(): Translate {
  return useI18n((s) => s.t)
}
