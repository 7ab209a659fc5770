import { describe, expect, it, vi } from 'vitest'
import type { BridgeHandlers } from '@shared/bridge'
import { ok } from '../testing/fake-cms'
import { SESSION_FIXTURE } from '../testing/session-fixture'
import { setupBridge as setup } from '../testing/bridge-fixture'
import { dispatch } from './index'

const { REMOTE, EDITOR } = SESSION_FIXTURE

describe('the CMS token', () => {
  it('never reaches the renderer: not from /me, /refresh-token or /login, nor echoed by any other answer', async () => {
    const { handlers, servers, signInRemote, vault } = setup()
    servers.on(REMOTE, 'GET', '/custom/echo', (_request, token) => ok({ seen: `JWT ${token}`, kept: 'yes' }))
    await signInRemote()
    const token = vault.get(REMOTE)!
    expect(token).toBeTruthy()
    const answers = [
      await handlers['renderer:api']({ method: 'GET', path: `/${EDITOR.collection}/me` }),
      await handlers['renderer:api']({ method: 'POST', path: `/${EDITOR.collection}/refresh-token` }),
      await handlers['renderer:api']({
        method: 'POST',
        path: `/${EDITOR.collection}/login`,
        authenticated: false,
        body: { email: EDITOR.email, password: 'secret' },
      }),
      await handlers['renderer:api']({ method: 'GET', path: '/custom/echo' }),
      await handlers['renderer:boot'](),
    ]
    for (const answer of answers) {
      expect(JSON.stringify(answer)).not.toContain(token)
      expect(JSON.stringify(answer)).not.toMatch(/"(token|refreshedToken)":"[^"]*#token-/)
    }
    // What the renderer needs of them is still there.
    expect(answers[0]).toMatchObject({ ok: true, data: { user: EDITOR } })
    expect(answers[1]).toMatchObject({ ok: true, data: { user: EDITOR } })
    expect(answers[3]).toMatchObject({ ok: true, data: { kept: 'yes' } })
  })
})

describe('dispatch', () => {
  it('never calls a handler with a malformed payload, and reports why', async () => {
    const api = vi.fn()
    const handlers = { 'renderer:api': api } as unknown as BridgeHandlers
    const result = await dispatch(handlers, 'renderer:api', { method: 'GET', path: 'http://evil.example' })
    expect(api).not.toHaveBeenCalled()
    expect(result).toMatchObject({ ok: false, failure: { bridgeError: 'invalid-payload' } })
  })

  it('turns a throwing handler into a failure instead of a crash', async () => {
    const handlers = {
      'renderer:app-info': () => Promise.reject(new Error('boom')),
    } as unknown as BridgeHandlers
    await expect(dispatch(handlers, 'renderer:app-info', undefined)).resolves.toEqual({
      ok: false,
      failure: { bridgeError: 'handler-failed', message: 'boom' },
    })
  })
})
