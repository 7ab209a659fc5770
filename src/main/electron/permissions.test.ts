/** Permissions on the shared fake `electron`: deny by default, the app's clipboard write only. */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeSession, fakeElectron as electron } from './testing/fake-electron'

vi.mock('electron', () => import('./testing/fake-electron').then((fake) => fake.electronModule()))

const { installPermissionPolicy } = await import('./permissions')

const APP = 'folio://app'
const PREVIEW = 'http://127.0.0.1:4300'

beforeEach(() => electron.reset())

describe('permission policy', () => {
  it('preview pages get nothing they ask for: camera, microphone, location, notifications, clipboard', async () => {
    installPermissionPolicy(() => [APP])
    const session = electron.sessions[0]!
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-sanitized-write', 'midi'])
      expect(await session.request(permission, `${PREVIEW}/posts/post-01`)).toBe(false)
    expect(session.check('media', PREVIEW)).toBe(false)
    expect(session.check('clipboard-sanitized-write', PREVIEW)).toBe(false)
  })

  it('Folio’s own UI may write the clipboard (the copy buttons) and nothing else', async () => {
    installPermissionPolicy(() => [APP])
    const session = electron.sessions[0]!
    expect(await session.request('clipboard-sanitized-write', `${APP}/admin/collections/posts/1/api`)).toBe(true)
    expect(session.check('clipboard-sanitized-write', APP)).toBe(true)
    expect(await session.request('media', `${APP}/admin`)).toBe(false)
    expect(await session.request('notifications', `${APP}/admin`)).toBe(false)
    expect(session.check('geolocation', APP)).toBe(false)
  })

  it('a page without a known address, or a look-alike origin, is refused', async () => {
    installPermissionPolicy(() => [APP])
    const session = electron.sessions[0]!
    expect(await session.request('clipboard-sanitized-write', '')).toBe(false)
    expect(await session.request('clipboard-sanitized-write', 'folio://app.evil/')).toBe(false)
    expect(session.check('clipboard-sanitized-write', 'not a url')).toBe(false)
  })

  it('sessions created later get the same rules', async () => {
    installPermissionPolicy(() => [APP])
    const later = new FakeSession()
    electron.appEvents.emit('session-created', later)
    expect(await later.request('media', PREVIEW)).toBe(false)
    expect(await later.request('clipboard-sanitized-write', `${APP}/admin`)).toBe(true)
  })

  it('follows the app origin it is given (the dev server’s in development)', async () => {
    let origins = [APP]
    installPermissionPolicy(() => origins)
    origins = ['http://localhost:5173']
    expect(await electron.sessions[0]!.request('clipboard-sanitized-write', 'http://localhost:5173/admin')).toBe(true)
    expect(await electron.sessions[0]!.request('clipboard-sanitized-write', `${APP}/admin`)).toBe(false)
  })
})
