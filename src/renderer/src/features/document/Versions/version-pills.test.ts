import { en } from '@payloadcms/translations/languages/en'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../../core/i18n/translate'
import { versionPills } from './version-pills'

const t = createTranslator(en.translations)
const localization = {
  defaultLocale: 'en',
  localeCodes: ['en', 'de'],
  locales: [
    { code: 'en', label: { en: 'English', de: 'Englisch' } },
    { code: 'de', label: { en: 'German', de: 'Deutsch' } },
  ],
}
const latest = { draftId: 'd2', publishedId: 'p2' }
const texts = (pills: ReturnType<typeof versionPills>) => pills.map((p) => `${p.kind}:${p.text}`)

describe('version pills', () => {
  it('label the current and earlier drafts and published versions, the current published one as a success', () => {
    const pills = (id: string, _status: 'draft' | 'published') =>
      versionPills({ id, version: { _status } }, latest, { localization: false, language: 'en', t })
    expect(texts(pills('d2', 'draft'))).toEqual(['status:Current Draft'])
    expect(texts(pills('d1', 'draft'))).toEqual(['status:Draft'])
    expect(pills('p2', 'published')).toEqual([{ kind: 'status', text: 'Current Published Version', success: true }])
    expect(texts(pills('p1', 'published'))).toEqual(['status:Previously Published'])
  })

  it('add an autosave pill and the published locale, named in the user language', () => {
    const version = { id: 'p1', autosave: true, publishedLocale: 'de', version: { _status: 'published' as const } }
    expect(texts(versionPills(version, latest, { localization, language: 'en', t }))).toEqual([
      'status:Previously Published',
      'autosave:Autosave',
      'locale:German',
    ])
    expect(versionPills(version, latest, { localization, language: 'de', t }).at(-1)?.text).toBe('Deutsch')
    // A language the label lacks: its English name.
    expect(versionPills(version, latest, { localization, language: 'fr', t }).at(-1)?.text).toBe('German')
  })

  it("read a list of published locales by its first entry, and show an unknown locale's code", () => {
    const listed = { id: 'p1', publishedLocale: ['en', 'de'] }
    expect(texts(versionPills(listed, latest, { localization, language: 'de', t }))).toEqual(['locale:Englisch'])
    expect(
      texts(versionPills({ id: 'x', publishedLocale: 'fr' }, latest, { localization, language: 'en', t })),
    ).toEqual(['locale:fr'])
  })
})
