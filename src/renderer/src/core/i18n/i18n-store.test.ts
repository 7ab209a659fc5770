import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FolioI18nSettings } from '@shared/protocol'

// The browser pieces the store touches: <html lang dir>, the saved choice, and the bridge.
const storage = new Map<string, string>()
const html = { lang: '', dir: '' }
let store: typeof import('./i18n-store')

beforeAll(async () => {
  vi.stubGlobal('window', { folio: { invoke: () => Promise.resolve(undefined) } })
  vi.stubGlobal('document', { documentElement: html })
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  })
  store = await import('./i18n-store')
})

const germanFirst: FolioI18nSettings = {
  supportedLanguages: ['en', 'de'],
  fallbackLanguage: 'de',
  translations: { en: { general: { dashboard: 'Control room' } }, de: { general: { dashboard: 'Leitstand' } } },
}

/** Applies settings and waits until the language they chose has loaded. */
async function apply(settings: FolioI18nSettings | null) {
  store.useI18n.getState().applyServerSettings(settings)
  await vi.waitFor(() => expect(store.useI18n.getState().loading).toBe(false))
}

beforeEach(() => {
  storage.clear()
  store.useI18n.setState({ server: null, language: 'en' })
})

describe("the server's languages", () => {
  it('offers only the languages the server supports, and all of them without settings', () => {
    expect(store.offeredLanguages(germanFirst).map((l) => l.code)).toEqual(['de', 'en'])
    expect(store.offeredLanguages(null)).toHaveLength(35)
    // A server listing none Folio has still gets a language list.
    expect(store.offeredLanguages({ ...germanFirst, supportedLanguages: ['tlh'] })).toHaveLength(35)
  })

  it("keeps a supported choice, else takes the server's fallback language", () => {
    expect(store.chooseLanguage('en', germanFirst).code).toBe('en')
    expect(store.chooseLanguage('fr', germanFirst).code).toBe('de')
    expect(store.chooseLanguage(null, germanFirst).code).toBe('de')
    expect(store.chooseLanguage('fr', null).code).toBe('fr')
  })

  it("starts in the server's fallback language when nobody chose one, with the server's own words", async () => {
    await apply(germanFirst)
    const { language, t } = store.useI18n.getState()
    expect(language).toBe('de')
    expect(html.lang).toBe('de')
    expect(t('general:dashboard')).toBe('Leitstand')
    // The rest of the group is still Payload's German.
    expect(t('general:collections')).toBe('Sammlungen')
    // The app's pick is not saved as the user's choice.
    expect(storage.has('folio-language')).toBe(false)
  })

  it('replaces a saved choice the server does not support, without forgetting it', async () => {
    storage.set('folio-language', 'fr')
    await apply(germanFirst)
    expect(store.useI18n.getState().language).toBe('de')
    expect(storage.get('folio-language')).toBe('fr')
  })

  it("keeps the user's supported choice and words it with the server's strings for that language", async () => {
    storage.set('folio-language', 'en')
    await apply(germanFirst)
    const { language, t } = store.useI18n.getState()
    expect(language).toBe('en')
    expect(t('general:dashboard')).toBe('Control room')
  })

  it('keeps its translator when a load says the same words, so nothing translated renders again', async () => {
    const english: FolioI18nSettings = { supportedLanguages: ['en', 'de'], fallbackLanguage: 'en', translations: {} }
    await apply(english)
    const { t } = store.useI18n.getState()
    expect(t('general:dashboard')).toBe('Dashboard')
    // Other settings, the same language and strings (as each start applies the server's settings again).
    store.useI18n.setState({ server: null })
    await apply({ ...english, supportedLanguages: ['en', 'fr'] })
    expect(store.useI18n.getState().t).toBe(t)
    // The server's own words for English are other words.
    store.useI18n.setState({ server: null })
    await apply({ ...english, translations: { en: { general: { dashboard: 'Control room' } } } })
    expect(store.useI18n.getState().t).not.toBe(t)
    expect(store.useI18n.getState().t('general:dashboard')).toBe('Control room')
  })

  it('a choice made in the account screen is narrowed to the supported languages too', async () => {
    await apply(germanFirst)
    await store.useI18n.getState().setLanguage('ja')
    expect(store.useI18n.getState().language).toBe('de')
  })
})

describe('mergeTranslations', () => {
  it('lets later trees win key by key, keeping the rest of each group', () => {
    expect(
      store.mergeTranslations({ general: { a: '1', b: '2' } }, undefined, { general: { b: 'B' }, other: { c: '3' } }),
    ).toEqual({ general: { a: '1', b: 'B' }, other: { c: '3' } })
  })
})
