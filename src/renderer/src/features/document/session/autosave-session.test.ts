import { describe, expect, it } from 'vitest'
import type { ApiRequest, ApiResult } from '@shared/api'
import { FormStore } from '../../../core/form/form-store'
import { createAutosaveSession, type AutosaveConfig } from './autosave-session'
import { createWriteQueue } from './write-queue'
import { fakeBridge, settle } from './fake-bridge'
import { fakeClock } from './fake-clock'

const INTERVAL = 2000
const savedAs = (doc: Record<string, unknown>): ApiResult => ({ ok: true, status: 200, data: { doc } })
const bodyOf = (request: ApiRequest | undefined) => (request as { body?: Record<string, unknown> } | undefined)?.body
const keepsLockIn = (request: ApiRequest | undefined) => (request?.path ?? '').includes('keepLock')

/** One view's autosave, as the document's session drives it, with the world it listens to faked. */
function setup() {
  const time = fakeClock()
  const bridge = fakeBridge()
  const form = new FormStore({ id: 1, title: 'Hello', updatedAt: 'v1' })
  let backOnline: (() => void) | null = null
  let signedIn: (() => void) | null = null
  const autosave = createAutosaveSession({
    clock: time.clock,
    invoke: bridge.send,
    onBackOnline: (listener) => {
      backOnline = listener
      return () => void (backOnline = null)
    },
    onSignedIn: (listener) => {
      signedIn = listener
      return () => void (signedIn = null)
    },
  })
  const writes = createWriteQueue()
  const sentOnLeaving: Record<string, unknown>[] = []
  let left = true
  const config = (scope: string, change: Partial<AutosaveConfig> = {}): AutosaveConfig => ({
    form,
    enabled: true,
    intervalMs: INTERVAL,
    scope,
    holdsLock: true,
    request: (keepLock = true) => ({
      method: 'POST',
      path: `/api/${scope}?autosave=true${keepLock ? '&keepLock' : ''}`,
      body: form.getData(),
    }),
    send: bridge.send,
    writes,
    leftDocument: () => left,
    onSentOnLeaving: (data) => sentOnLeaving.push(data),
    ...change,
  })
  const type = (title: string) => form.setValue('title', title)
  /** Types `title` and lets the pause pass: the first save sent carries it. */
  const autosaves = async (title: string) => {
    type(title)
    await time.advance(INTERVAL)
    expect(bodyOf(bridge.sent[0])?.title).toBe(title)
  }
  /** The view is mounted on `scope`, with autosave on. */
  const open = (scope: string) => {
    autosave.mount()
    autosave.configure(config(scope))
  }
  return {
    open,
    autosaves,
    ...time,
    bridge,
    form,
    autosave,
    config,
    type,
    sentOnLeaving,
    stayOnDocument: () => void (left = false),
    backOnline: () => backOnline?.(),
    signIn: () => signedIn?.(),
    listening: () => ({ online: backOnline !== null, signIn: signedIn !== null }),
  }
}

describe('autosave of the open document', () => {
  it('runs only once the view is mounted and enabled, and saves once typing pauses', async () => {
    const s = setup()
    s.autosave.configure(s.config('posts/1'))
    s.type('Before mount')
    await s.advance(INTERVAL)
    expect(s.bridge.sent).toHaveLength(0)
    s.autosave.mount()
    await s.autosaves('After mount')
    await s.bridge.answer(savedAs({ id: 1, title: 'After mount', updatedAt: 'v2' }))
    expect(s.autosave.getSnapshot().phase).toBe('saved')
    expect(s.form.isModified()).toBe(false)
  })

  it('sends nothing while disabled (read-only, no permission) and starts when enabled', async () => {
    const s = setup()
    s.autosave.configure(s.config('posts/1', { enabled: false }))
    s.autosave.mount()
    s.type('Typed read-only')
    await s.advance(INTERVAL * 3)
    expect(s.bridge.sent).toHaveLength(0)
    expect(s.listening()).toEqual({ online: false, signIn: false })
    s.autosave.configure(s.config('posts/1'))
    await s.autosaves('Typed once editable')
  })

  it('turned off with the editor still there (the lock taken over) sends nothing of what waits', async () => {
    const s = setup()
    s.open('posts/1')
    s.type('Waiting')
    s.autosave.configure(s.config('posts/1', { enabled: false }))
    await s.advance(INTERVAL * 3)
    expect(s.bridge.sent).toHaveLength(0)
    expect(s.form.isModified()).toBe(true)
  })

  it('a new callback for the same document restarts nothing: the save under way keeps its answer', async () => {
    const s = setup()
    s.open('posts/1')
    s.type('Saving')
    await s.advance(INTERVAL)
    expect(s.bridge.open()).toBe(1)
    s.autosave.configure(s.config('posts/1', { onSaved: () => {} }))
    await s.bridge.answer(savedAs({ id: 1, title: 'Saving', updatedAt: 'v2' }))
    expect(s.autosave.getSnapshot().phase).toBe('saved')
  })

  it('leaving the document mid-typing sends what waits at once, without the lock, and reports it sent', async () => {
    const s = setup()
    s.open('posts/1')
    s.type('Typed just before leaving')
    s.autosave.unmount()
    await settle()
    expect(s.bridge.sent).toHaveLength(1)
    expect(bodyOf(s.bridge.sent[0])?.title).toBe('Typed just before leaving')
    expect(keepsLockIn(s.bridge.sent[0])).toBe(false)
    await s.bridge.answer(savedAs({ id: 1, title: 'Typed just before leaving', updatedAt: 'v2' }))
    expect(s.sentOnLeaving).toEqual([expect.objectContaining({ title: 'Typed just before leaving' })])
    // Nothing is left running: no timer, no listener.
    expect(s.pending()).toBe(0)
    expect(s.listening()).toEqual({ online: false, signIn: false })
  })

  it("going to another locale sends the first locale's edits with its own request, keeping the lock", async () => {
    const s = setup()
    s.stayOnDocument()
    s.autosave.mount()
    s.autosave.configure(s.config('posts/1@en'))
    s.type('English words')
    s.autosave.configure(s.config('posts/1@de'))
    await settle()
    expect(s.bridge.sent[0]?.path).toContain('posts/1@en')
    expect(keepsLockIn(s.bridge.sent[0])).toBe(true)
    expect(bodyOf(s.bridge.sent[0])?.title).toBe('English words')
    await s.bridge.answer(savedAs({ id: 1, title: 'English words', updatedAt: 'v2' }))
    // The German view shows no status of the English save; back on English, it shows as saved.
    expect(s.autosave.getSnapshot().phase).toBe('idle')
    s.autosave.configure(s.config('posts/1@en'))
    expect(s.autosave.getSnapshot().phase).toBe('saved')
  })

  it('a value that cannot be sent stays unsent on leaving', async () => {
    const s = setup()
    s.autosave.mount()
    s.autosave.configure(s.config('posts/1', { blockedBy: () => 'Year: not a number' }))
    s.type('Kept as typed')
    s.autosave.unmount()
    await s.advance(INTERVAL)
    expect(s.bridge.sent).toHaveLength(0)
  })

  it('a remount (React mounts a view twice) with nothing typed sends nothing and runs again', async () => {
    const s = setup()
    s.autosave.configure(s.config('posts/1'))
    s.autosave.mount()
    s.autosave.unmount()
    s.autosave.mount()
    await settle()
    expect(s.bridge.sent).toHaveLength(0)
    await s.autosaves('After the remount')
  })

  it('the window back online retries a failed save at once; signing in again sends what waited', async () => {
    const s = setup()
    s.open('posts/1')
    s.type('Through the outage')
    await s.advance(INTERVAL)
    await s.bridge.answer({ ok: false, error: { kind: 'unreachable', message: 'down' } })
    expect(s.autosave.getSnapshot().phase).toBe('error')
    s.backOnline()
    await settle()
    expect(s.bridge.sent).toHaveLength(2)
    await s.bridge.answer({
      ok: false,
      error: { kind: 'http', status: 401, message: 'Unauthorized', sessionRejected: true },
    })
    s.type('Through the outage, and more')
    await s.advance(INTERVAL * 5)
    expect(s.bridge.sent).toHaveLength(2)
    s.signIn()
    await settle()
    expect(bodyOf(s.bridge.sent[2])?.title).toBe('Through the outage, and more')
  })

  it('outside work that changes (a chosen file) starts a save without a keystroke', async () => {
    const s = setup()
    let file: string | null = null
    const withFile = () => s.config('media/1', { pending: () => file !== null, pendingKey: file })
    s.autosave.mount()
    s.autosave.configure(withFile())
    file = 'photo.jpg'
    s.autosave.configure(withFile())
    await s.advance(INTERVAL)
    expect(s.bridge.sent).toHaveLength(1)
  })

  it('Try again, resume and a cleared status', async () => {
    const s = setup()
    s.open('posts/1')
    s.type('Refused once')
    await s.advance(INTERVAL)
    await s.bridge.answer({ ok: false, error: { kind: 'http', status: 500, message: 'Boom' } })
    expect(s.autosave.getSnapshot().phase).toBe('error')
    s.autosave.retryNow()
    await settle()
    expect(s.bridge.sent).toHaveLength(2)
    await s.bridge.answer(savedAs({ id: 1, title: 'Refused once', updatedAt: 'v2' }))
    expect(s.autosave.getSnapshot().phase).toBe('saved')
    const before = s.autosave.getSnapshot()
    expect(s.autosave.getSnapshot()).toBe(before)
    s.autosave.clearStatus()
    expect(s.autosave.getSnapshot().phase).toBe('idle')
  })
})
