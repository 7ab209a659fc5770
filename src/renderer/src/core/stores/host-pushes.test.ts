/**
 * The host tells each new subscriber the state it already has (the session, the built-in CMS's status).
 * A copy equal to the one held must not replace it: every component subscribed to it, the whole signed-in
 * app for the session, would be drawn again for nothing, on every load.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { BridgeEvents, CmsStatus, FolioBridge } from '@shared/bridge'
import type { SessionState } from '@shared/session'

const listeners = new Map<string, (payload: unknown) => void>()
const fakeBridge = {
  host: 'web',
  // The schema the session store asks for is never answered here: only the stores' own state counts.
  invoke: () => new Promise(() => {}),
  on: (event: string, listener: (payload: unknown) => void) => {
    listeners.set(event, listener)
    return () => listeners.delete(event)
  },
} as unknown as FolioBridge
const push = <E extends keyof BridgeEvents>(event: E, payload: BridgeEvents[E]) => listeners.get(event)!(payload)

let stores: {
  useSessionStore: typeof import('./session-store').useSessionStore
  useAppStore: typeof import('./app-store').useAppStore
}
beforeAll(async () => {
  ;(globalThis as unknown as { window: { folio: FolioBridge } }).window = { folio: fakeBridge }
  stores = {
    useSessionStore: (await import('./session-store')).useSessionStore,
    useAppStore: (await import('./app-store')).useAppStore,
  }
  stores.useSessionStore.getState().init()
  stores.useAppStore.getState().init()
})

const session = (phase: SessionState['phase']): SessionState => ({
  target: { kind: 'local' },
  phase,
  serverUrl: 'http://127.0.0.1:4334',
  server: null,
  user: null,
  expiresAt: null,
  error: null,
})

describe('state pushed by the host', () => {
  it('keeps the session it holds when told the same again, and takes a changed one', () => {
    push('main:session-changed', session('signed-in'))
    const held = stores.useSessionStore.getState().session
    push('main:session-changed', session('signed-in'))
    expect(stores.useSessionStore.getState().session).toBe(held)
    push('main:session-changed', session('signed-out'))
    expect(stores.useSessionStore.getState().session?.phase).toBe('signed-out')
  })

  it('keeps the CMS status it holds when told the same again, and takes a changed one', () => {
    const ready: CmsStatus = { mode: 'local', state: 'ready', url: 'http://127.0.0.1:4334' }
    push('main:cms-status', ready)
    const held = stores.useAppStore.getState().cms
    push('main:cms-status', { ...ready })
    expect(stores.useAppStore.getState().cms).toBe(held)
    push('main:cms-status', { ...ready, state: 'restarting' })
    expect(stores.useAppStore.getState().cms?.state).toBe('restarting')
  })
})
