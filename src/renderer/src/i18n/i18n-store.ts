/** The UI language: translations loaded lazily per language (English is bundled as the fallback). */
import { en } from '@payloadcms/translations/languages/en'
import { create } from 'zustand'
import { createTranslator, type Translate, type TranslationTree } from './translate'

interface I18nState {
  language: string
  t: Translate
}

export const useI18n = create<I18nState>(() => ({
  language: 'en',
  t: createTranslator(en.translations as unknown as TranslationTree),
}))

export function useT(): Translate {
  return useI18n((s) => s.t)
}
