import { describe, expect, it } from 'vitest'
import type { ApiRequest } from '@shared/api'
import { fail } from '../testing/fake-cms'
import { SESSION_FIXTURE } from '../testing/session-fixture'
import { setupBridge as setup } from '../testing/bridge-fixture'
import { decodeApiPath } from './api'
import { validateRequest } from './index'

const { REMOTE } = SESSION_FIXTURE

describe('API calls', () => {
  it('say why they cannot be made before the CMS is there', async () => {
    const { handlers, localCms, session } = setup()
    expect(await handlers['renderer:api']({ method: 'GET', path: '/posts' })).toEqual({
      ok: false,
      error: { kind: 'not-connected', message: 'the CMS is stopped' },
    })
    const connecting = session.connect({ kind: 'local' })
    localCms.failToStart('the built-in CMS is not built')
    await connecting
    expect(await handlers['renderer:api']({ method: 'GET', path: '/posts' })).toEqual({
      ok: false,
      error: { kind: 'not-connected', message: 'the built-in CMS is not built' },
    })
  })
})

describe('a refused request', () => {
  const POST: ApiRequest = { method: 'POST', path: '/posts/1', body: { title: 'x' } }

  it('is marked as refused for an ended session when /me no longer knows the user, not for a lack of rights', async () => {
    const { handlers, servers, signInRemote, remote } = setup()
    servers.on(REMOTE, 'POST', '/posts/1', () =>
      fail({ kind: 'forbidden', status: 403, message: 'You are not allowed to perform this action.' }),
    )
    await signInRemote()
    const refused = await handlers['renderer:api'](POST)
    expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    expect(refused.ok === false && refused.error.sessionRejected).toBeFalsy()

    remote.revokeAll()
    expect(await handlers['renderer:api'](POST)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', sessionRejected: true },
    })
  })
})

describe('renderer:api and renderer:upload payloads', () => {
  it('accepts a well-formed API request', () => {
    const outcome = validateRequest('renderer:api', {
      method: 'GET',
      path: '/posts',
      query: { where: { title: { equals: 'x' } }, limit: 10 },
    })
    expect(outcome.ok).toBe(true)
  })

  it.each([
    ['a missing method', { path: '/posts' }],
    ['an unknown method', { method: 'TRACE', path: '/posts' }],
    ['an absolute URL', { method: 'GET', path: 'http://evil.example/x' }],
    ['a protocol-relative path', { method: 'GET', path: '//evil.example/x' }],
    ['a parent segment', { method: 'GET', path: '/posts/../../etc' }],
    ['a query in the path', { method: 'GET', path: '/posts?depth=100' }],
    ['an extra property', { method: 'GET', path: '/posts', token: 'abc' }],
    ['a bad language', { method: 'GET', path: '/posts', language: 'en\r\nX-Evil: 1' }],
    ['a string instead of an object', 'GET /posts'],
    ['null', null],
  ])('refuses an API request with %s', (_label, payload) => {
    expect(validateRequest('renderer:api', payload).ok).toBe(false)
  })

  it.each([
    '/posts/%2e%2e/users',
    '/posts/%2E%2E/%2e%2e/x',
    '/posts/%2e./users',
    '/posts/.%2e/users',
    '/posts/%2e/users',
    '/posts/%252e%252e/users',
    '/posts/%25252e%25252e/%25252e%25252e/x',
    '/posts/%2f..%2fusers',
    '/posts/%2e%2e%2fusers',
    '/posts/%5c..%5cusers',
    '/posts/%255c..',
    '/posts/%00',
    '/posts/1%2500',
    '/posts/%0a',
    '/posts/%E0%A4%A',
    '/posts/%2525252525252e',
  ])('refuses an API path that reaches elsewhere once decoded: %s', (path) => {
    expect(validateRequest('renderer:api', { method: 'GET', path }).ok).toBe(false)
  })

  it('accepts ids that are encoded for their own sake', () => {
    for (const path of ['/posts/a%20b', '/posts/caf%C3%A9', '/posts/100%25', '/posts/a.b', '/posts/...'])
      expect(validateRequest('renderer:api', { method: 'GET', path }).ok, path).toBe(true)
  })

  it('decodes a path until it settles', () => {
    expect(decodeApiPath('/a/%252e%252e')).toBe('/a/..')
    expect(decodeApiPath('/a/b')).toBe('/a/b')
    expect(decodeApiPath('/a/%252f')).toBeNull()
  })

  it('refuses an upload whose id is a dot segment', () => {
    const upload = { collection: 'media', filename: 'a.png', mimeType: 'image/png', dataBase64: '' }
    expect(validateRequest('renderer:upload', { ...upload, id: '..' }).ok).toBe(false)
    expect(validateRequest('renderer:upload', { ...upload, id: '.' }).ok).toBe(false)
    expect(validateRequest('renderer:upload', { ...upload, id: '12' }).ok).toBe(true)
  })
})
