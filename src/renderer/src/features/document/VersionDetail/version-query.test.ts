import { describe, expect, it } from 'vitest'
import { localeCodesFrom, modifiedOnlyFrom } from './version-query'

describe('modifiedOnlyFrom', () => {
  it('is on unless the URL turns it off, as in Payload', () => {
    expect(modifiedOnlyFrom('')).toBe(true)
    expect(modifiedOnlyFrom('?compareValue=3')).toBe(true)
    expect(modifiedOnlyFrom('?modifiedOnly=true')).toBe(true)
    expect(modifiedOnlyFrom('?modifiedOnly=false')).toBe(false)
  })
})

describe('localeCodesFrom', () => {
  it('reads a JSON array of codes, else the default locale', () => {
    expect(localeCodesFrom(`?localeCodes=${encodeURIComponent('["en","de"]')}`, 'en')).toEqual(['en', 'de'])
    expect(localeCodesFrom('?localeCodes=oops', 'en')).toEqual(['en'])
    expect(localeCodesFrom('', undefined)).toEqual([])
  })
})
