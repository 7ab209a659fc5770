import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionState } from '@shared/session'
import { createTestSession, SESSION_FIXTURE } from './testing/session-fixture'
import { serveAuth } from './testing/fake-cms'

const { LOCAL_EDITOR } = SESSION_FIXTURE
const OTHER_PORT = 'http://127.0.0.1:4501'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Signed in to the built-in CMS, with the session following its restarts as the hosts wire it. */
async function signedInLocally() {
  const context = createTestSession()
  await context.connectLocal()
  let resumed: Promise<SessionState> | null = null
  context.cms.onRestarted(() => {
    resumed = context.session.resumeLocal()
  })
  context.phases.length = 0
  context.states.length = 0
  /** The built-in CMS dies and comes back (by default on the same address). */
  const crashAndRestart = async (url?: string) => {
    context.localCms.crash(1)
    await vi.advanceTimersByTimeAsync(1000)
    context.localCms.ready(url)
    await vi.advanceTimersByTimeAsync(0)
    if (!resumed) throw new Error('the session was not told the CMS restarted')
    return resumed
  }
  return { ...context, crashAndRestart }
}

describe('the session when the built-in CMS restarts', () => {
  it('stays signed in with the token it had, on the same address', async () => {
    const { session, servers, localCms, phases, crashAndRestart } = await signedInLocally()
    const state = await crashAndRestart()
    expect(state).toMatchObject({ phase: 'signed-in', serverUrl: localCms.url, user: LOCAL_EDITOR })
    expect(servers.seen('POST', '/users/login')).toHaveLength(1)
    // Never left signed-in: the screens (and what is typed in them) stay.
    expect(new Set(phases)).toEqual(new Set(['signed-in']))
    expect(session.getState().phase).toBe('signed-in')
  })

  it('signs in again by itself on a new address, keeping the user on their screen', async () => {
    const { servers, vault, phases, states, crashAndRestart } = await signedInLocally()
    serveAuth(servers, OTHER_PORT, {
      accounts: [{ email: LOCAL_EDITOR.email, password: 'editor-password', user: LOCAL_EDITOR }],
    })
    const state = await crashAndRestart(OTHER_PORT)
    expect(state).toMatchObject({ phase: 'signed-in', serverUrl: OTHER_PORT, user: LOCAL_EDITOR })
    expect(servers.seen('POST', '/users/login')).toHaveLength(2)
    // The UI hears of the new address only once signed in there (its reads there need the token).
    expect(states.map((s) => s.serverUrl)).toEqual([OTHER_PORT])
    expect(vault.get(OTHER_PORT)).toMatch(/#token-1$/)
    expect(new Set(phases)).toEqual(new Set(['signed-in']))
  })

  it('signs in again when the restarted CMS no longer accepts the old token', async () => {
    const { servers, local, crashAndRestart } = await signedInLocally()
    local.revokeAll()
    expect(await crashAndRestart()).toMatchObject({ phase: 'signed-in', user: LOCAL_EDITOR })
    expect(servers.seen('POST', '/users/login')).toHaveLength(2)
  })

  it('connects afresh, visibly, when the automatic sign-in is refused', async () => {
    const { servers, phases, crashAndRestart } = await signedInLocally()
    // The new address knows no such account: the sign-in the user sees says so.
    serveAuth(servers, OTHER_PORT, { accounts: [] })
    const state = await crashAndRestart(OTHER_PORT)
    expect(state).toMatchObject({ phase: 'signed-out', serverUrl: OTHER_PORT, error: { code: 'wrong-credentials' } })
    expect(phases).toContain('connecting')
  })

  it('leaves a user who signed out signed out, with sign-in going to the new address', async () => {
    const { session, servers, vault, crashAndRestart } = await signedInLocally()
    serveAuth(servers, OTHER_PORT, {
      accounts: [{ email: LOCAL_EDITOR.email, password: 'editor-password', user: LOCAL_EDITOR }],
    })
    await session.signOut()
    expect(await crashAndRestart(OTHER_PORT)).toMatchObject({ phase: 'signed-out', serverUrl: OTHER_PORT })
    expect(await session.signIn({ email: LOCAL_EDITOR.email, password: 'editor-password' })).toMatchObject({
      phase: 'signed-in',
      user: LOCAL_EDITOR,
    })
    expect(vault.get(OTHER_PORT)).toBeTruthy()
  })
})
