import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiError } from '@shared/api'
import { FOLIO_ENDPOINTS } from '@shared/protocol'
import { ENV_PROFILE_ID } from './session'
import { createTestSession, SESSION_FIXTURE } from './testing/session-fixture'
import { deferred, fail, ok, serveAuth } from './testing/fake-cms'

const { REMOTE, OTHER, EDITOR, LOCAL_EDITOR } = SESSION_FIXTURE

afterEach(() => vi.useRealTimers())

describe('connecting', () => {
  it('to a saved server without a kept token asks for sign-in, knowing how that server signs in', async () => {
    const { session, profile, settings } = createTestSession()
    const target = profile(`${REMOTE}/`)
    const state = await session.connect(target)
    expect(state).toMatchObject({
      phase: 'signed-out',
      serverUrl: REMOTE,
      server: { userCollection: 'admins', loginWithUsername: false, pluginVersion: '0.1.0' },
      user: null,
      error: null,
    })
    // Remembered for the next start.
    expect(settings.get('lastConnection')).toEqual(target)
    expect(session.initialTarget()).toEqual(target)
  })

  it('to the built-in CMS signs in by itself as the local account', async () => {
    const { session, servers, connectLocal, phases, vault, localCms } = createTestSession()
    const state = await connectLocal()
    expect(state).toMatchObject({ phase: 'signed-in', serverUrl: localCms.url, user: LOCAL_EDITOR })
    expect([...new Set(phases)]).toEqual(['connecting', 'signing-in', 'signed-in'])
    expect(servers.seen('POST', '/users/login')[0]!.body).toEqual({
      email: 'editor@example.com',
      password: 'editor-password',
    })
    expect(vault.get(localCms.url)).toMatch(/#token-1$/)
    expect(session.getState().expiresAt).toBeGreaterThan(Date.now())
  })

  it('goes on with a kept token the server still accepts, without signing in again', async () => {
    const { session, servers, profile } = createTestSession()
    const target = profile(REMOTE)
    await session.connect(target)
    await session.signIn({ email: EDITOR.email, password: 'secret' })

    const state = await session.connect(target)
    expect(state).toMatchObject({ phase: 'signed-in', user: EDITOR })
    expect(servers.seen('POST', '/admins/login')).toHaveLength(1)
  })

  it('forgets a kept token the server no longer accepts', async () => {
    const { session, profile, remote, vault } = createTestSession()
    const target = profile(REMOTE)
    await session.connect(target)
    await session.signIn({ email: EDITOR.email, password: 'secret' })
    remote.revokeAll()

    expect(await session.connect(target)).toMatchObject({ phase: 'signed-out', user: null })
    expect(vault.get(REMOTE)).toBeNull()
  })

  const infoFailures: Array<[string, ApiError, string, string?]> = [
    [
      'a page that is not JSON at the info address',
      { kind: 'not-found', status: 404, message: 'Not Found', notJson: true },
      'not-payload',
    ],
    ['Payload without the plugin', { kind: 'not-found', status: 404, message: 'Route not found' }, 'no-plugin'],
    ['no answer', { kind: 'unreachable', message: 'ECONNREFUSED: connect' }, 'unreachable', 'ECONNREFUSED: connect'],
    ['an untrusted certificate', { kind: 'tls', message: 'self-signed certificate' }, 'tls'],
    ['a slow server', { kind: 'timeout', message: 'no answer within 30 s' }, 'timeout'],
    ['a 2xx answer that is not JSON', { kind: 'invalid-json', status: 200, message: 'not JSON' }, 'not-payload'],
    ['a server error', { kind: 'http', status: 500, message: 'boom' }, 'server-error', 'HTTP 500: boom'],
  ]
  it.each(infoFailures)('tells apart %s', async (_what, error, code, detail) => {
    const { session, servers, profile } = createTestSession()
    servers.on(REMOTE, 'GET', FOLIO_ENDPOINTS.info, () => fail(error))
    const state = await session.connect(profile(REMOTE))
    expect(state).toMatchObject({ phase: 'error', serverUrl: REMOTE, server: null, error: { code } })
    if (detail) expect(state.error!.detail).toBe(detail)
  })

  it('tells apart an answer without Folio information and a plugin of another protocol version', async () => {
    const { session, servers, profile } = createTestSession()
    const target = profile(REMOTE)
    servers.on(REMOTE, 'GET', FOLIO_ENDPOINTS.info, () => ok({ message: 'hello' }))
    expect((await session.connect(target)).error).toMatchObject({ code: 'not-payload' })

    servers.on(REMOTE, 'GET', FOLIO_ENDPOINTS.info, () =>
      ok({ folio: { protocolVersion: 99, pluginVersion: '9.0.0' }, auth: { collection: 'users' } }),
    )
    const state = await session.connect(target)
    expect(state.error?.code).toBe('plugin-version')
    expect(state.error?.detail).toContain('plugin protocol 99 (plugin 9.0.0)')
  })

  it('reports a profile that no longer exists and a built-in CMS that did not start', async () => {
    const { session, localCms } = createTestSession()
    expect(await session.connect({ kind: 'profile', id: 'gone' })).toMatchObject({
      phase: 'error',
      error: { code: 'unknown-profile', detail: 'gone' },
    })
    const connecting = session.connect({ kind: 'local' })
    localCms.failToStart('the built-in CMS is not built')
    expect(await connecting).toMatchObject({
      phase: 'error',
      error: { code: 'local-failed', detail: 'the built-in CMS is not built' },
    })
  })

  it('keeps the latest choice when an earlier server answers late', async () => {
    const { session, servers, profile } = createTestSession()
    serveAuth(servers, OTHER, { accounts: [] })
    const slow = deferred<ReturnType<typeof ok>>()
    servers.on(REMOTE, 'GET', FOLIO_ENDPOINTS.info, () => slow.promise)
    const first = session.connect(profile(REMOTE))
    await vi.waitFor(() => expect(servers.seen('GET', FOLIO_ENDPOINTS.info)).toHaveLength(1))
    const second = await session.connect(profile(OTHER))
    slow.resolve(ok({ folio: { protocolVersion: 1, pluginVersion: '0.1.0' }, auth: { collection: 'admins' } }))
    await first
    expect(session.getState()).toEqual(second)
    expect(session.getState().serverUrl).toBe(OTHER)
  })
})

describe('signing in and out', () => {
  it('words a wrong password and a locked account apart, keeping no token', async () => {
    const { session, servers, profile, vault } = createTestSession()
    await session.connect(profile(REMOTE))
    expect(await session.signIn({ email: EDITOR.email, password: 'wrong' })).toMatchObject({
      phase: 'signed-out',
      error: { code: 'wrong-credentials', detail: 'The email or password provided is incorrect.' },
    })
    servers.on(REMOTE, 'POST', '/admins/login', () =>
      fail({
        kind: 'unauthorized',
        status: 401,
        message: 'This user is locked due to having too many failed login attempts.',
      }),
    )
    expect((await session.signIn({ email: EDITOR.email, password: 'secret' })).error?.code).toBe('account-locked')
    expect(vault.get(REMOTE)).toBeNull()
  })

  it('asks for the English message, and sends a username instead of an email when given one', async () => {
    const { session, servers, profile } = createTestSession()
    serveAuth(servers, OTHER, {
      loginWithUsername: { allowEmailLogin: false, requireEmail: false, requireUsername: true },
      accounts: [{ username: 'ed', password: 'pw', user: { id: 2, collection: 'users', username: 'ed' } }],
    })
    expect((await session.connect(profile(OTHER))).server?.loginWithUsername).toMatchObject({ requireUsername: true })
    expect(await session.signIn({ username: 'ed', password: 'pw' })).toMatchObject({ phase: 'signed-in' })
    expect(servers.seen('POST', '/users/login')[0]).toMatchObject({
      body: { username: 'ed', password: 'pw' },
      language: 'en',
      authenticated: false,
    })
  })

  it('refuses a login answer without a token', async () => {
    const { session, servers, profile } = createTestSession()
    await session.connect(profile(REMOTE))
    servers.on(REMOTE, 'POST', '/admins/login', () => ok({ message: 'ok' }))
    expect((await session.signIn({ email: EDITOR.email, password: 'secret' })).error?.code).toBe('not-payload')
  })

  it('does nothing before a server is connected', async () => {
    const { session, servers } = createTestSession()
    expect(await session.signIn({ email: EDITOR.email, password: 'secret' })).toMatchObject({ phase: 'idle' })
    expect(servers.requests).toHaveLength(0)
  })

  it('signing out ends the session on the server and forgets the token', async () => {
    const { session, servers, profile, vault, remote } = createTestSession()
    await session.connect(profile(REMOTE))
    await session.signIn({ email: EDITOR.email, password: 'secret' })
    const token = vault.get(REMOTE)

    expect(await session.signOut()).toMatchObject({ phase: 'signed-out', user: null, expiresAt: null, error: null })
    expect(servers.seen('POST', '/admins/logout')[0]!.token).toBe(token)
    expect(remote.liveTokens()).toEqual([])
    expect(vault.get(REMOTE)).toBeNull()
  })

  it('tells the signed-in listeners once per sign-in, not on renewals', async () => {
    const { session, profile } = createTestSession()
    const listener = vi.fn()
    const unsubscribe = session.onSignedIn(listener)
    await session.connect(profile(REMOTE))
    await session.signIn({ email: EDITOR.email, password: 'secret' })
    await session.refresh()
    expect(listener).toHaveBeenCalledTimes(1)
    await session.signOut()
    unsubscribe()
    await session.signIn({ email: EDITOR.email, password: 'secret' })
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('keeping the token fresh', () => {
  const MINUTE = 60_000

  async function signedInWithHourToken() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const context = createTestSession()
    serveAuth(context.servers, REMOTE, {
      userCollection: 'admins',
      tokenSeconds: () => 3600,
      accounts: [{ email: EDITOR.email, password: 'secret', user: EDITOR }],
    })
    await context.session.connect(context.profile(REMOTE))
    await context.session.signIn({ email: EDITOR.email, password: 'secret' })
    const renewals = () => context.servers.seen('POST', '/admins/refresh-token')
    return { ...context, renewals }
  }

  it('renews five minutes before the token expires, and again before the new one does', async () => {
    const { session, vault, renewals } = await signedInWithHourToken()
    const firstToken = vault.get(REMOTE)
    const firstExpiry = session.getState().expiresAt!

    await vi.advanceTimersByTimeAsync(55 * MINUTE - 2000)
    expect(renewals()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(2000)
    expect(renewals()).toHaveLength(1)
    expect(renewals()[0]!.token).toBe(firstToken)
    expect(vault.get(REMOTE)).not.toBe(firstToken)
    expect(session.getState()).toMatchObject({ phase: 'signed-in', user: EDITOR })
    expect(session.getState().expiresAt!).toBeGreaterThan(firstExpiry)

    await vi.advanceTimersByTimeAsync(55 * MINUTE)
    expect(renewals()).toHaveLength(2)
  })

  it('marks the session rejected, still signed in, when the server refuses the renewal', async () => {
    const { session, vault, renewals, servers } = await signedInWithHourToken()
    servers.on(REMOTE, 'POST', '/admins/refresh-token', () =>
      fail({ kind: 'unauthorized', status: 401, message: 'expired' }),
    )
    await vi.advanceTimersByTimeAsync(55 * MINUTE)
    expect(renewals()).toHaveLength(1)
    // The screen and what was typed there stay: the UI asks to sign in again over them.
    expect(session.getState()).toMatchObject({ phase: 'signed-in', user: EDITOR, rejected: true })
    expect(vault.get(REMOTE)).toBeNull()
  })

  it('stays signed in through a network hiccup and tries again shortly', async () => {
    const { session, renewals, servers } = await signedInWithHourToken()
    servers.on(REMOTE, 'POST', '/admins/refresh-token', () => fail({ kind: 'unreachable', message: 'ECONNRESET' }))
    await vi.advanceTimersByTimeAsync(55 * MINUTE)
    expect(renewals()).toHaveLength(1)
    expect(session.getState().phase).toBe('signed-in')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(renewals()).toHaveLength(2)
  })

  it('stops renewing once signed out or on another server', async () => {
    const first = await signedInWithHourToken()
    await first.session.signOut()
    await vi.advanceTimersByTimeAsync(2 * 60 * MINUTE)
    expect(first.renewals()).toHaveLength(0)

    const second = await signedInWithHourToken()
    serveAuth(second.servers, OTHER, { accounts: [] })
    await second.session.connect(second.profile(OTHER))
    await vi.advanceTimersByTimeAsync(2 * 60 * MINUTE)
    expect(second.renewals()).toHaveLength(0)
  })
})

describe('profiles', () => {
  it('are saved with a clean address, named after the host unless named', () => {
    const { session } = createTestSession()
    const saved = session.saveProfile({ name: '  ', url: ' https://cms.example.com/base/ ' })
    expect(saved).toMatchObject({ ok: true, profile: { name: 'cms.example.com', url: 'https://cms.example.com/base' } })
    expect(session.saveProfile({ name: 'x', url: 'ftp://cms.example.com' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-url' },
    })
    expect(session.listProfiles()).toHaveLength(1)
  })

  it('deleting one forgets its token and, if it was the last choice, starts on the built-in CMS', async () => {
    const { session, profile, vault } = createTestSession()
    const target = profile(REMOTE)
    await session.connect(target)
    await session.signIn({ email: EDITOR.email, password: 'secret' })
    expect(session.initialTarget()).toEqual(target)

    expect(session.deleteProfile(target.id)).toEqual([])
    expect(vault.get(REMOTE)).toBeNull()
    expect(session.initialTarget()).toEqual({ kind: 'local' })
  })

  it('FOLIO_CMS_URL comes first in the list and at start, and is never saved', async () => {
    const { session } = createTestSession({ envUrl: `${REMOTE}/` })
    session.saveProfile({ name: 'Other', url: OTHER })
    expect(session.listProfiles().map((p) => [p.id, p.url])).toEqual([
      [ENV_PROFILE_ID, REMOTE],
      [expect.any(String), OTHER],
    ])
    expect(session.initialTarget()).toEqual({ kind: 'profile', id: ENV_PROFILE_ID })
    expect(await session.connect(session.initialTarget())).toMatchObject({ phase: 'signed-out', serverUrl: REMOTE })
    session.saveProfile({ name: 'Third', url: 'https://third.example.com' })
    expect(session.listProfiles().filter((p) => p.id === ENV_PROFILE_ID)).toHaveLength(1)
  })
})

describe('a session the server no longer accepts', () => {
  async function signedIn() {
    const context = createTestSession()
    await context.session.connect(context.profile(REMOTE))
    await context.session.signIn({ email: EDITOR.email, password: 'secret' })
    return context
  }

  it('is told from a lack of rights by asking /me, once for refusals that arrive together', async () => {
    const { session, servers, remote } = await signedIn()
    expect(await session.checkRejected()).toBe(false)
    expect(session.getState().rejected).toBeUndefined()

    remote.revokeAll()
    const before = servers.seen('GET', '/admins/me').length
    expect(await Promise.all([session.checkRejected(), session.checkRejected()])).toEqual([true, true])
    expect(servers.seen('GET', '/admins/me')).toHaveLength(before + 1)
    expect(session.getState()).toMatchObject({ phase: 'signed-in', user: EDITOR, rejected: true })
  })

  it('comes back by signing in again as the same user, staying signed in throughout', async () => {
    const { session, remote, phases } = await signedIn()
    remote.revokeAll()
    await session.checkRejected()
    phases.length = 0

    const wrong = await session.signIn({ email: EDITOR.email, password: 'nope' })
    expect(wrong).toMatchObject({ phase: 'signed-in', rejected: true, error: { code: 'wrong-credentials' } })
    const back = await session.signIn({ email: EDITOR.email, password: 'secret' })
    expect(back).toMatchObject({ phase: 'signed-in', user: EDITOR, error: null })
    expect(back.rejected).toBeUndefined()
    expect(new Set(phases)).toEqual(new Set(['signed-in']))
    expect(await session.checkRejected()).toBe(false)
  })

  it('does not take another user in place of the one whose screen is open', async () => {
    const { session, remote } = await signedIn()
    remote.revokeAll()
    await session.checkRejected()
    const state = await session.signIn({ email: 'second@example.com', password: 'second-secret' })
    expect(state).toMatchObject({ phase: 'signed-in', user: EDITOR, rejected: true, error: { code: 'other-user' } })
  })
})
