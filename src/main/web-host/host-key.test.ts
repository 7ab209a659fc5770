import { describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain .mjs module of the npm scripts, without types
import { hostKeyCookieName as scriptsCookieName } from '../../../scripts/lib.mjs'
import {
  carriesHostKey,
  generateHostKey,
  hostKeyCookieName,
  hostKeyFrom,
  keyInTarget,
  keyedUrl,
  withoutHostKey,
} from './host-key'

const KEY = generateHostKey()

describe('host key', () => {
  it('is fresh and long per launch, or the one given when it is strong enough', () => {
    expect(KEY).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(generateHostKey()).not.toBe(KEY)
    expect(hostKeyFrom(undefined)).toHaveLength(43)
    expect(hostKeyFrom(KEY)).toBe(KEY)
    expect(() => hostKeyFrom('short')).toThrow(/FOLIO_WEB_KEY/)
    expect(() => hostKeyFrom(`${'a'.repeat(40)};b`)).toThrow(/FOLIO_WEB_KEY/)
  })

  it('names its cookie without telling the key, one name per key, as the npm scripts name it', () => {
    expect((scriptsCookieName as (key: string) => string)(KEY)).toBe(hostKeyCookieName(KEY))
    expect(hostKeyCookieName(KEY)).not.toContain(KEY.slice(0, 8))
    expect(hostKeyCookieName(KEY)).not.toBe(hostKeyCookieName(generateHostKey()))
  })

  it('is found in the cookie or the header, only when equal', () => {
    const name = hostKeyCookieName(KEY)
    expect(carriesHostKey({ cookie: `a=1; ${name}=${KEY}` }, KEY)).toBe(true)
    expect(carriesHostKey({ 'x-folio-key': KEY }, KEY)).toBe(true)
    expect(carriesHostKey({ cookie: `${name}=${KEY}x` }, KEY)).toBe(false)
    expect(carriesHostKey({ cookie: `other=${KEY}` }, KEY)).toBe(false)
    expect(carriesHostKey({}, KEY)).toBe(false)
  })

  it('is read from the address, which keeps its other parameters', () => {
    expect(keyedUrl('http://127.0.0.1:4100', KEY)).toBe(`http://127.0.0.1:4100/?key=${KEY}`)
    expect(keyInTarget(`/?key=${KEY}`)).toEqual({ key: KEY, rest: '/' })
    expect(keyInTarget(`/admin?a=1&key=${KEY}&b=2#x`)).toEqual({ key: KEY, rest: '/admin?a=1&b=2' })
    expect(keyInTarget('/admin?a=1')).toBeNull()
  })

  it('is left out of what goes on to the CMS', () => {
    const name = hostKeyCookieName(KEY)
    expect(withoutHostKey({ cookie: `a=1; ${name}=${KEY}`, 'x-folio-key': KEY, accept: '*/*' }, KEY)).toEqual({
      cookie: 'a=1',
      accept: '*/*',
    })
    expect(withoutHostKey({ cookie: `${name}=${KEY}` }, KEY)).toEqual({})
  })
})
