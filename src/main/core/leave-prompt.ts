/**
 * The native question when a window with unsaved changes is closed or reloaded (the renderer's
 * beforeunload asked to stay). Electron cancels such a close silently unless main asks the user.
 * Its words are Payload's, in the language the renderer shows.
 */
import { en } from '@payloadcms/translations/languages/en'

type GeneralStrings = Partial<Record<keyof LeavePromptStrings, string>>
/** A language module of @payloadcms/translations: it exports the language under its code. */
type LanguageModule = Record<string, { translations?: { general?: GeneralStrings } } | undefined>
export interface LeavePromptStrings {
  leaveWithoutSaving: string
  changesNotSaved: string
  leaveAnyway: string
  stayOnThisPage: string
}

export interface LeavePromptOptions {
  type: 'question'
  title: string
  message: string
  buttons: [string, string]
  defaultId: 1
  cancelId: 1
  noLink: true
}

export const LEAVE_BUTTON = 0

/** Staying is the default and what Escape picks: nothing is lost by accident. */
export function leavePromptOptions(strings: LeavePromptStrings): LeavePromptOptions {
  return {
    type: 'question',
    title: strings.leaveWithoutSaving,
    message: strings.changesNotSaved,
    buttons: [strings.leaveAnyway, strings.stayOnThisPage],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  }
}

const KEYS = ['leaveWithoutSaving', 'changesNotSaved', 'leaveAnyway', 'stayOnThisPage'] as const

function stringsOf(general: GeneralStrings | undefined): LeavePromptStrings {
  const english = en.translations.general
  // A key a language lacks stays in English rather than showing blank.
  return Object.fromEntries(KEYS.map((key) => [key, general?.[key] || english[key]])) as unknown as LeavePromptStrings
}

export const ENGLISH_LEAVE_STRINGS: LeavePromptStrings = stringsOf(en.translations.general)

/** Payload's module name for a language code: 'zh-TW' is zhTw, 'rs-latin' is rsLatin. */
export function translationModuleName(code: string): string {
  const [first = '', ...rest] = code.split('-')
  return first.toLowerCase() + rest.map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase()).join('')
}

const loadLanguage = (name: string): Promise<LanguageModule> =>
  import(`@payloadcms/translations/languages/${name}`) as Promise<LanguageModule>

/**
 * The leave dialog's words for the UI language. The dialog is shown synchronously, so they are
 * loaded when the language is set; an unknown code keeps English.
 */
export function createLeavePromptLanguage(load: (moduleName: string) => Promise<LanguageModule> = loadLanguage) {
  let strings = ENGLISH_LEAVE_STRINGS
  let latest = 0
  return {
    strings: (): LeavePromptStrings => strings,
    async setLanguage(code: string): Promise<void> {
      const request = ++latest
      let next = ENGLISH_LEAVE_STRINGS
      try {
        const name = translationModuleName(code)
        next = stringsOf((await load(name))[name]?.translations?.general)
      } catch {
        // Not a language of @payloadcms/translations: English.
      }
      // Two quick changes: the later one wins even if the earlier loads last.
      if (request === latest) strings = next
    },
  }
}
