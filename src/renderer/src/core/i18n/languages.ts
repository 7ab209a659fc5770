/**
 * The spec's UI languages (point 9), each loaded lazily with Payload's own translations.
 * `code` is Payload's language code; `dateFnsKey` is how the spec and date-fns name it.
 */
import { en } from '@payloadcms/translations/languages/en'
import type { TranslationTree } from './translate'

export interface UiLanguage {
  code: string
  dateFnsKey: string
  /** The language's own name, so people can find theirs whatever the current language. */
  nativeName: string
  rtl: boolean
  load: () => Promise<{ dateFNSKey: string; translations: TranslationTree }>
}

type LanguageModule = { dateFNSKey: string; translations: unknown }
const pick = (name: string) => (module: Record<string, unknown>) => {
  const language = module[name] as LanguageModule
  return { dateFNSKey: language.dateFNSKey, translations: language.translations as TranslationTree }
}

export const UI_LANGUAGES: UiLanguage[] = [
  {
    code: 'ar',
    dateFnsKey: 'ar',
    nativeName: 'العربية',
    rtl: true,
    load: () => import('@payloadcms/translations/languages/ar').then(pick('ar')),
  },
  {
    code: 'az',
    dateFnsKey: 'az',
    nativeName: 'Azərbaycan dili',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/az').then(pick('az')),
  },
  {
    code: 'bg',
    dateFnsKey: 'bg',
    nativeName: 'Български',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/bg').then(pick('bg')),
  },
  {
    code: 'ca',
    dateFnsKey: 'ca',
    nativeName: 'Català',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/ca').then(pick('ca')),
  },
  {
    code: 'cs',
    dateFnsKey: 'cs',
    nativeName: 'Čeština',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/cs').then(pick('cs')),
  },
  {
    code: 'da',
    dateFnsKey: 'da',
    nativeName: 'Dansk',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/da').then(pick('da')),
  },
  {
    code: 'de',
    dateFnsKey: 'de',
    nativeName: 'Deutsch',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/de').then(pick('de')),
  },
  {
    code: 'en',
    dateFnsKey: 'en-US',
    nativeName: 'English',
    rtl: false,
    load: () => Promise.resolve(pick('en')({ en })),
  }, // bundled: the fallback language
  {
    code: 'es',
    dateFnsKey: 'es',
    nativeName: 'Español',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/es').then(pick('es')),
  },
  {
    code: 'et',
    dateFnsKey: 'et',
    nativeName: 'Eesti',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/et').then(pick('et')),
  },
  {
    code: 'fa',
    dateFnsKey: 'fa-IR',
    nativeName: 'فارسی',
    rtl: true,
    load: () => import('@payloadcms/translations/languages/fa').then(pick('fa')),
  },
  {
    code: 'fr',
    dateFnsKey: 'fr',
    nativeName: 'Français',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/fr').then(pick('fr')),
  },
  {
    code: 'he',
    dateFnsKey: 'he',
    nativeName: 'עברית',
    rtl: true,
    load: () => import('@payloadcms/translations/languages/he').then(pick('he')),
  },
  {
    code: 'hr',
    dateFnsKey: 'hr',
    nativeName: 'Hrvatski',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/hr').then(pick('hr')),
  },
  {
    code: 'hu',
    dateFnsKey: 'hu',
    nativeName: 'Magyar',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/hu').then(pick('hu')),
  },
  {
    code: 'it',
    dateFnsKey: 'it',
    nativeName: 'Italiano',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/it').then(pick('it')),
  },
  {
    code: 'ja',
    dateFnsKey: 'ja',
    nativeName: '日本語',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/ja').then(pick('ja')),
  },
  {
    code: 'ko',
    dateFnsKey: 'ko',
    nativeName: '한국어',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/ko').then(pick('ko')),
  },
  {
    code: 'nb',
    dateFnsKey: 'nb',
    nativeName: 'Norsk Bokmål',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/nb').then(pick('nb')),
  },
  {
    code: 'nl',
    dateFnsKey: 'nl',
    nativeName: 'Nederlands',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/nl').then(pick('nl')),
  },
  {
    code: 'pl',
    dateFnsKey: 'pl',
    nativeName: 'Polski',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/pl').then(pick('pl')),
  },
  {
    code: 'pt',
    dateFnsKey: 'pt',
    nativeName: 'Português',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/pt').then(pick('pt')),
  },
  {
    code: 'ro',
    dateFnsKey: 'ro',
    nativeName: 'Română',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/ro').then(pick('ro')),
  },
  {
    code: 'rs',
    dateFnsKey: 'rs',
    nativeName: 'Српски (ћирилица)',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/rs').then(pick('rs')),
  },
  {
    code: 'rs-latin',
    dateFnsKey: 'rs-Latin',
    nativeName: 'Srpski (latinica)',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/rsLatin').then(pick('rsLatin')),
  },
  {
    code: 'ru',
    dateFnsKey: 'ru',
    nativeName: 'Русский',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/ru').then(pick('ru')),
  },
  {
    code: 'sk',
    dateFnsKey: 'sk',
    nativeName: 'Slovenčina',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/sk').then(pick('sk')),
  },
  {
    code: 'sl',
    dateFnsKey: 'sl-SI',
    nativeName: 'Slovenščina',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/sl').then(pick('sl')),
  },
  {
    code: 'sv',
    dateFnsKey: 'sv',
    nativeName: 'Svenska',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/sv').then(pick('sv')),
  },
  {
    code: 'th',
    dateFnsKey: 'th',
    nativeName: 'ไทย',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/th').then(pick('th')),
  },
  {
    code: 'tr',
    dateFnsKey: 'tr',
    nativeName: 'Türkçe',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/tr').then(pick('tr')),
  },
  {
    code: 'uk',
    dateFnsKey: 'uk',
    nativeName: 'Українська',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/uk').then(pick('uk')),
  },
  {
    code: 'vi',
    dateFnsKey: 'vi',
    nativeName: 'Tiếng Việt',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/vi').then(pick('vi')),
  },
  {
    code: 'zh',
    dateFnsKey: 'zh-CN',
    nativeName: '简体中文',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/zh').then(pick('zh')),
  },
  {
    code: 'zh-TW',
    dateFnsKey: 'zh-TW',
    nativeName: '繁體中文',
    rtl: false,
    load: () => import('@payloadcms/translations/languages/zhTw').then(pick('zhTw')),
  },
]

export const DEFAULT_LANGUAGE = 'en'

export function findLanguage(code: string | null | undefined): UiLanguage | undefined {
  if (!code) return undefined
  return (
    UI_LANGUAGES.find((l) => l.code === code) ?? UI_LANGUAGES.find((l) => l.code.toLowerCase() === code.toLowerCase())
  )
}
