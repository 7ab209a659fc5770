import { describe, expect, it } from 'vitest'
import { folioStringsByLanguage } from './folio-strings/all'
import { folioTranslations, loadFolioStrings } from './folio-translations'

const english = folioStringsByLanguage.en as Record<string, string>

/** The variables ({{count}}) and numbered tags (<1>, </1>) a string needs filled in, sorted. */
function slots(text: string): string[] {
  return [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\d+>/g)].map((match) => match[0].replace(/\s/g, '')).sort()
}

describe.each(['de', 'fr'])('Folio strings in %s', (language) => {
  const own = folioStringsByLanguage[language] as Record<string, string>

  it('translate every English string, so no English shows through', () => {
    const missing = Object.keys(english).filter((key) => !own[key])
    expect(missing).toEqual([])
  })

  it('keep every variable and tag of the English string', () => {
    const changed = Object.entries(english).flatMap(([key, text]) => {
      const translated = own[key]
      return translated !== undefined && slots(translated).join(' ') !== slots(text).join(' ')
        ? [`${key}: ${translated}`]
        : []
    })
    expect(changed).toEqual([])
  })

  it('are what the translator is given, loaded for their language only', async () => {
    const loaded = await loadFolioStrings(language)
    expect(loaded).toBe(own)
    expect(folioTranslations(loaded).folio).toEqual({ ...english, ...own })
  })
})

/** Arabic has Folio's strings in part; the rich-text editor's toolbars and menus are all in it. */
describe('Folio strings in ar', () => {
  const own = folioStringsByLanguage.ar as Record<string, string>
  const richText = Object.keys(english).filter((key) => key.startsWith('richText-'))

  it('translate every rich-text string, so no English label shows in the toolbar', () => {
    expect(richText.length).toBeGreaterThan(40)
    expect(richText.filter((key) => !own[key] || own[key] === english[key])).toEqual([])
  })

  it('keep every variable and tag of the English string', () => {
    const changed = Object.entries(own).filter(
      ([key, text]) => slots(text).join(' ') !== slots(english[key] ?? '').join(' '),
    )
    expect(changed).toEqual([])
  })
})
