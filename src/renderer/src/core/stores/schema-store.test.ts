import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiResult } from '@shared/api'
import type { FolioSchemaResponse } from '@shared/protocol'

// The host side: main answers the schema in the UI language it was last told (as its handlers do).
let told: string | undefined
const calls: string[] = []
let failSchema = false
const schemaIn = (language: string | undefined) =>
  ({ config: { collections: [], globals: [] }, extras: { language } }) as unknown as FolioSchemaResponse
const invoke = vi.fn((channel: string, request?: { language?: string }): Promise<unknown> => {
  calls.push(channel)
  if (channel === 'renderer:language-set') told = request?.language
  if (channel === 'renderer:schema')
    return Promise.resolve<ApiResult<FolioSchemaResponse>>(
      failSchema
        ? { ok: false, error: { kind: 'unreachable', message: 'down' } }
        : { ok: true, status: 200, data: schemaIn(told) },
    )
  return Promise.resolve(undefined)
})

let useSchemaStore: typeof import('./schema-store').useSchemaStore
let useI18n: typeof import('../i18n/i18n-store').useI18n
beforeAll(async () => {
  vi.stubGlobal('window', { folio: { invoke } })
  vi.stubGlobal('document', { documentElement: { lang: '', dir: '' } })
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined })
  ;({ useSchemaStore } = await import('./schema-store'))
  ;({ useI18n } = await import('../i18n/i18n-store'))
})

const languageOf = () => (useSchemaStore.getState().schema?.extras as unknown as { language?: string }).language

beforeEach(() => {
  told = undefined
  calls.length = 0
  failSchema = false
  useI18n.setState({ server: null, language: 'de' })
  useSchemaStore.setState({ key: 'http://cms.test#users:1', schema: schemaIn('de'), error: null })
})

describe('switching the UI language', () => {
  it('asks the schema after main knows the new language, and takes it in place of the old one', async () => {
    await useSchemaStore.getState().switchLanguage('en')
    expect(useI18n.getState().language).toBe('en')
    expect(calls).toEqual(['renderer:language-set', 'renderer:schema'])
    expect(languageOf()).toBe('en')
  })

  it('keeps the schema it has when the new one cannot be read', async () => {
    failSchema = true
    const before = useSchemaStore.getState().schema
    await useSchemaStore.getState().switchLanguage('en')
    expect(useI18n.getState().language).toBe('en')
    expect(useSchemaStore.getState().schema).toBe(before)
    expect(useSchemaStore.getState().error).toBeNull()
  })

  it('takes only the last of two quick switches', async () => {
    await Promise.all([useSchemaStore.getState().switchLanguage('fr'), useSchemaStore.getState().switchLanguage('en')])
    expect(useI18n.getState().language).toBe('en')
    expect(languageOf()).toBe('en')
  })

  it('reads no schema when signed out', async () => {
    useSchemaStore.setState({ key: null, schema: null })
    await useSchemaStore.getState().switchLanguage('en')
    expect(calls).not.toContain('renderer:schema')
  })
})
