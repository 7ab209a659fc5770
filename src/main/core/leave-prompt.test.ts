import { describe, expect, it } from 'vitest'
import {
  createLeavePromptLanguage,
  ENGLISH_LEAVE_STRINGS,
  leavePromptOptions,
  translationModuleName,
} from './leave-prompt'

describe('the leave dialog in the UI language', () => {
  it('names Payload translation modules from the UI codes', () => {
    expect(translationModuleName('de')).toBe('de')
    expect(translationModuleName('zh-TW')).toBe('zhTw')
    expect(translationModuleName('rs-latin')).toBe('rsLatin')
    expect(translationModuleName('bn-BD')).toBe('bnBd')
  })

  it("speaks English until told, then Payload's words of the chosen language (real translation files)", async () => {
    const language = createLeavePromptLanguage()
    expect(language.strings()).toEqual(ENGLISH_LEAVE_STRINGS)
    expect(ENGLISH_LEAVE_STRINGS.stayOnThisPage).toBe('Stay on this page')
    await language.setLanguage('de')
    expect(leavePromptOptions(language.strings())).toMatchObject({
      title: 'Ohne Speichern verlassen',
      buttons: ['Trotzdem verlassen', 'Auf dieser Seite bleiben'],
      defaultId: 1,
      cancelId: 1,
    })
    await language.setLanguage('zh-TW')
    expect(language.strings().leaveAnyway).not.toBe(ENGLISH_LEAVE_STRINGS.leaveAnyway)
  })

  it('falls back to English for a language it cannot load, and lets the later of two quick choices win', async () => {
    const language = createLeavePromptLanguage()
    await language.setLanguage('xx')
    expect(language.strings()).toEqual(ENGLISH_LEAVE_STRINGS)

    let releaseGerman: () => void = () => undefined
    const slow = createLeavePromptLanguage(async (name) => {
      if (name === 'de') await new Promise<void>((resolve) => (releaseGerman = resolve))
      return { [name]: { translations: { general: { stayOnThisPage: `stay (${name})` } } } }
    })
    const german = slow.setLanguage('de')
    await slow.setLanguage('fr')
    releaseGerman()
    await german
    expect(slow.strings().stayOnThisPage).toBe('stay (fr)')
    // A key the language lacks stays English rather than blank.
    expect(slow.strings().leaveAnyway).toBe(ENGLISH_LEAVE_STRINGS.leaveAnyway)
  })
})
