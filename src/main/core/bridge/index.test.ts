import { describe, expect, it, vi } from 'vitest'
import { BRIDGE_CHANNELS, type BridgeChannel, type BridgeHandlers } from '@shared/bridge'
import { ok } from '../testing/fake-cms'
import { SESSION_FIXTURE } from '../testing/session-fixture'
import { setupBridge as setup } from '../testing/bridge-fixture'
import { apiValidators } from './api'
import { draftValidators } from './drafts'
import { fileValidators } from './files'
import { channelValidators, dispatch } from './index'
import { previewValidators } from './preview'
import { schemaValidators } from './schema'
import { sessionValidators } from './session'
import { windowValidators } from './windows'

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

describe('the composed handler map', () => {
  const services = {
    session: sessionValidators,
    api: apiValidators,
    files: fileValidators,
    schema: schemaValidators,
    drafts: draftValidators,
    preview: previewValidators,
    windows: windowValidators,
  }

  it('has, for every channel the renderer asks, a handler and the validator of exactly one service', () => {
    const { handlers } = setup()
    for (const channel of BRIDGE_CHANNELS) {
      const owners = Object.entries(services).filter(([, validators]) => channel in validators)
      expect(
        owners.map(([name]) => name),
        channel,
      ).toHaveLength(1)
      expect(typeof handlers[channel], channel).toBe('function')
    }
    const sorted = (keys: string[]) => [...keys].sort()
    expect(sorted(Object.keys(handlers))).toEqual(sorted([...BRIDGE_CHANNELS]))
    expect(sorted(Object.keys(channelValidators))).toEqual(sorted([...BRIDGE_CHANNELS]))
  })

  it('checks every channel’s payload with its own validator before any handler runs', async () => {
    const called: BridgeChannel[] = []
    const spies = Object.fromEntries(
      BRIDGE_CHANNELS.map((channel) => [channel, () => (called.push(channel), Promise.resolve())]),
    ) as unknown as BridgeHandlers
    for (const channel of BRIDGE_CHANNELS) {
      // No channel takes a stray key: the no-payload ones take nothing, the others are strict objects.
      const result = await dispatch(spies, channel, { stray: true })
      expect(result, channel).toMatchObject({ ok: false, failure: { bridgeError: 'invalid-payload' } })
      // Named by the channel's own validator, not refused as a channel without one.
      expect(!result.ok && result.failure.message.startsWith(`${channel}: `), channel).toBe(true)
    }
    expect(called).toEqual([])
  })
})
