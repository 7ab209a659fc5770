import { describe, expect, it } from 'vitest'
import { decideDeepLink, deepLinkInArgv, normalizeServer, parseDeepLink } from './deep-link'

const link = (query: string) => `folio://open?${query}`

describe('parseDeepLink', () => {
  it('reads the server and the path', () => {
    expect(parseDeepLink(link('server=https://cms.example/&path=/collections/posts/12'))).toEqual({
      ok: true,
      link: { server: 'https://cms.example', path: '/collections/posts/12' },
    })
    expect(parseDeepLink(link('path=%2Fglobals%2Fheader'))).toEqual({
      ok: true,
      link: { server: null, path: '/globals/header' },
    })
  })

  it('refuses links that are not Folio’s: another scheme, the app’s own origin, another action', () => {
    for (const raw of [
      'https://cms.example/?path=/',
      'folio://app/collections/posts',
      'folio://delete?path=/',
      'folio://open/x?path=/',
    ])
      expect(parseDeepLink(raw), raw).toMatchObject({ ok: false, reason: 'foreign' })
  })

  it('refuses malformed links with a message, and paths or servers that are not safe', () => {
    expect(parseDeepLink('not a url')).toMatchObject({ ok: false, reason: 'malformed' })
    expect(parseDeepLink(link('path=/a&path=/b'))).toMatchObject({ ok: false, reason: 'malformed' })
    expect(parseDeepLink(link('path=/a&token=x'))).toMatchObject({ ok: false, reason: 'malformed' })
    expect(parseDeepLink(link(`path=/${'a'.repeat(5000)}`))).toMatchObject({ ok: false, reason: 'malformed' })
    for (const path of ['//evil.example/', 'https://evil.example/', '/a/../../etc', ''])
      expect(parseDeepLink(link(`path=${encodeURIComponent(path)}`)), path).toMatchObject({
        ok: false,
        reason: 'bad-path',
      })
    for (const server of ['javascript:alert(1)', 'file:///etc', 'https://user:pw@cms.example', 'nope'])
      expect(parseDeepLink(link(`server=${encodeURIComponent(server)}&path=/`)), server).toMatchObject({
        ok: false,
        reason: 'bad-server',
      })
    const refused = parseDeepLink(link('path=//evil'))
    expect(!refused.ok && refused.message.length).toBeGreaterThan(0)
  })
})

describe('decideDeepLink', () => {
  it('opens a link to the connected server (or naming none), and asks before another', () => {
    const raw = link('server=https://cms.example/base/&path=/collections/posts/12')
    expect(decideDeepLink(raw, 'https://cms.example/base')).toEqual({ action: 'open', path: '/collections/posts/12' })
    expect(decideDeepLink(link('path=/'), 'http://127.0.0.1:4100')).toEqual({ action: 'open', path: '/' })
    expect(decideDeepLink(raw, 'http://127.0.0.1:4100')).toEqual({
      action: 'ask',
      server: 'https://cms.example/base',
      path: '/collections/posts/12',
    })
    expect(decideDeepLink(raw, null)).toMatchObject({ action: 'ask' })
    expect(decideDeepLink('folio://app/', null)).toMatchObject({ action: 'refuse', reason: 'foreign' })
  })
})

describe('deepLinkInArgv', () => {
  it('finds the link a second instance was started with', () => {
    expect(deepLinkInArgv(['/opt/Folio/folio', '--no-sandbox', 'folio://open?path=/'])).toBe('folio://open?path=/')
    expect(deepLinkInArgv(['/opt/Folio/folio', '.'])).toBeNull()
  })
  it('normalizes servers', () => {
    expect(normalizeServer('HTTPS://CMS.example:443/')).toBe('https://cms.example')
  })
})
