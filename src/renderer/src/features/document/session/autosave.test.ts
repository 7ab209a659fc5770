import { describe, expect, it, vi } from 'vitest'
import type { ApiError, ApiRequest, ApiResult } from '@shared/api'
import { FormStore } from '../../../core/form/form-store'
import { sendOnLeaving, startAutosave, type AutosaveHooks } from './autosave'
import type { AutosaveState } from './autosave-machine'
import { createWriteQueue, type WriteQueue } from './write-queue'
import { fakeBridge, settle } from './fake-bridge'
import { fakeClock } from './fake-clock'

const INTERVAL = 2000

const savedAs = (doc: Record<string, unknown>): ApiResult => ({ ok: true, status: 200, data: { doc } })
const failed = (error: ApiError): ApiResult => ({ ok: false, error })
const unreachable: ApiError = { kind: 'unreachable', message: 'The host cannot be reached' }
const badGateway: ApiError = { kind: 'http', status: 502, message: 'Bad Gateway' }

function setup(hooks: Partial<AutosaveHooks> = {}, writes: WriteQueue = createWriteQueue()) {
  const time = fakeClock()
  const bridge = fakeBridge()
  const form = new FormStore({ id: 1, title: 'Hello', updatedAt: 'v1' })
  const statuses: AutosaveState[] = []
  const errors: ApiError[] = []
  const stale: string[] = []
  const answeredAfterStop: ApiResult[] = []
  const run = startAutosave({
    form,
    intervalMs: INTERVAL,
    // The body as it is when the request leaves: what the server then holds.
    request: () => ({ method: 'POST', path: '/api/posts/1?autosave=true', body: form.getData() }),
    hooks: () => ({
      send: bridge.send,
      writes,
      onError: (e) => errors.push(e),
      onStale: (s) => stale.push(s),
      ...hooks,
    }),
    report: (status) => statuses.push(status),
    onAnsweredAfterStop: (result) => answeredAfterStop.push(result),
    clock: time.clock,
  })
  const type = (title: string) => {
    form.setValue('title', title)
    run.changed()
  }
  const phases = () => statuses.map((s) => s.phase)
  return { ...time, bridge, form, run, type, statuses, phases, errors, stale, answeredAfterStop }
}

const bodyOf = (request: ApiRequest | undefined) => (request as { body?: Record<string, unknown> } | undefined)?.body

describe('autosave against a fake bridge and clock', () => {
  it('sends one save once typing pauses for the interval, and the answer leaves the form saved', async () => {
    const s = setup()
    s.type('Hello w')
    await s.advance(1500)
    s.type('Hello world')
    await s.advance(1999)
    expect(s.bridge.sent).toHaveLength(0)
    await s.advance(1)
    expect(s.bridge.sent).toHaveLength(1)
    expect(bodyOf(s.bridge.sent[0])?.title).toBe('Hello world')
    await s.bridge.answer(savedAs({ id: 1, title: 'Hello world', updatedAt: 'v2' }))
    expect(s.form.isModified()).toBe(false)
    expect(s.phases()).toEqual(['saving', 'saved'])
    expect(s.pending()).toBe(0)
  })

  it('keeps an edit typed while the save was out, and sends it in the next save', async () => {
    const s = setup()
    s.type('Draft one')
    await s.advance(INTERVAL)
    expect(s.bridge.open()).toBe(1)
    s.type('Draft one, then more')
    await s.bridge.answer(savedAs({ id: 1, title: 'Draft one', updatedAt: 'v2' }))
    // The answer did not overwrite what was typed meanwhile.
    expect(s.form.getData()).toMatchObject({ title: 'Draft one, then more' })
    expect(s.form.isModified()).toBe(true)
    await s.advance(INTERVAL)
    expect(s.bridge.sent).toHaveLength(2)
    expect(bodyOf(s.bridge.sent[1])?.title).toBe('Draft one, then more')
    await s.bridge.answer(savedAs({ id: 1, title: 'Draft one, then more', updatedAt: 'v3' }))
    expect(s.form.isModified()).toBe(false)
  })

  it('with the host down, says so once, retries by itself sooner at first, and saves when it is back', async () => {
    const s = setup()
    s.type('Offline words')
    await s.advance(INTERVAL)
    await s.bridge.answer(failed(unreachable))
    await s.advance(1000)
    await s.bridge.answer(failed(unreachable))
    await s.advance(1999)
    expect(s.bridge.sent).toHaveLength(2)
    await s.advance(1)
    expect(s.bridge.sent).toHaveLength(3)
    await s.bridge.answer(savedAs({ id: 1, title: 'Offline words', updatedAt: 'v2' }))
    expect(s.errors).toEqual([unreachable])
    expect(s.phases()).toEqual(['saving', 'error', 'saving', 'error', 'saving', 'saved'])
    expect(s.form.isModified()).toBe(false)
  })

  it('with the CMS killed behind the host (502), keeps the edits and retries at once when the window is back online', async () => {
    const s = setup()
    s.type('Kept through a restart')
    await s.advance(INTERVAL)
    await s.bridge.answer(failed(badGateway))
    expect(s.form.isModified()).toBe(true)
    s.run.backOnline()
    await settle()
    expect(s.bridge.sent).toHaveLength(2)
    expect(bodyOf(s.bridge.sent[1])?.title).toBe('Kept through a restart')
  })

  it.each([
    ['a 423 (another editor holds the lock)', { kind: 'http', status: 423, message: 'Locked' }],
    ['a 404 (the document is gone)', { kind: 'http', status: 404, message: 'Not Found' }],
  ] as [string, ApiError][])(
    '%s is told once, keeps the typed text, and is not sent again until the form changes',
    async (_, error) => {
      const s = setup()
      s.type('Mine')
      await s.advance(INTERVAL)
      await s.bridge.answer(failed(error))
      await s.advance(60_000)
      expect(s.bridge.sent).toHaveLength(1)
      expect(s.errors).toEqual([error])
      expect(s.statuses.at(-1)).toEqual({ phase: 'error', error })
      expect(s.form.getData()).toMatchObject({ title: 'Mine' })
      // Held: leaving now must not send it either (the local draft keeps it).
      expect(s.run.machine().step).toEqual({ kind: 'blocked' })
      s.type('Mine, again')
      await s.advance(INTERVAL)
      expect(s.bridge.sent).toHaveLength(2)
    },
  )

  it('a session the server ended holds every edit, unsent and unreported, until sign-in sends them at once', async () => {
    const ended: ApiError = { kind: 'http', status: 401, message: 'Unauthorized', sessionRejected: true }
    const s = setup()
    s.type('Before the session ended')
    await s.advance(INTERVAL)
    await s.bridge.answer(failed(ended))
    s.type('Typed while signed out')
    await s.advance(60_000)
    expect(s.bridge.sent).toHaveLength(1)
    expect(s.errors).toEqual([])
    s.run.signedIn()
    await settle()
    expect(s.bridge.sent).toHaveLength(2)
    expect(bodyOf(s.bridge.sent[1])?.title).toBe('Typed while signed out')
  })

  it('a field the server refuses is marked on the form', async () => {
    const invalid: ApiError = {
      kind: 'validation',
      status: 400,
      message: 'Invalid',
      fieldErrors: [{ path: 'title', message: 'Too short' }],
    }
    const s = setup()
    s.type('x')
    await s.advance(INTERVAL)
    await s.bridge.answer(failed(invalid))
    expect(s.form.getError('title')).toBe('Too short')
  })

  it('saves for work outside the form too (a chosen file), with the form itself unchanged', async () => {
    let fileChosen = false
    const s = setup({ pending: () => fileChosen })
    fileChosen = true
    s.run.changed()
    await s.advance(INTERVAL)
    expect(s.bridge.sent).toHaveLength(1)
  })

  it('Try again after a refusal sends the same form at once', async () => {
    const s = setup()
    s.type('Refused once')
    await s.advance(INTERVAL)
    await s.bridge.answer(failed({ kind: 'http', status: 403, message: 'Forbidden' }))
    s.run.retryNow()
    await settle()
    expect(s.bridge.sent).toHaveLength(2)
    expect(bodyOf(s.bridge.sent[1])?.title).toBe('Refused once')
  })

  it('sends nothing while a value cannot be sent, and says which field', async () => {
    let blocked: string | null = 'Price'
    const s = setup({ blockedBy: () => blocked })
    s.type('With a bad price')
    await s.advance(INTERVAL)
    expect(s.bridge.sent).toHaveLength(0)
    expect(s.statuses).toEqual([{ phase: 'blocked', message: 'Price' }])
    blocked = null
    s.type('With a good price')
    await s.advance(INTERVAL)
    expect(s.bridge.sent).toHaveLength(1)
  })

  it('stops at a newer copy on the server without sending, and sends unchecked once the editor keeps theirs', async () => {
    let checks = 0
    const s = setup({ newerOnServer: () => Promise.resolve(checks++ === 0 ? 'v9' : null) })
    s.type('Over a colleague')
    await s.advance(INTERVAL)
    expect(s.bridge.sent).toHaveLength(0)
    expect(s.stale).toEqual(['v9'])
    s.run.resume()
    await settle()
    expect(s.bridge.sent).toHaveLength(1)
    expect(checks).toBe(1)
  })

  it('waits its turn behind a save by hand that is out, and sends nothing when that save took everything', async () => {
    const writes = createWriteQueue()
    const s = setup({}, writes)
    s.type('Saved by hand')
    let landManual!: () => void
    void writes.run(() => new Promise<void>((resolve) => (landManual = resolve)))
    await s.advance(INTERVAL)
    expect(s.bridge.sent).toHaveLength(0)
    s.form.markSaved(s.form.snapshot())
    landManual()
    await settle()
    expect(s.bridge.sent).toHaveLength(0)
    expect(s.run.machine().step).toEqual({ kind: 'idle' })
  })

  it('leaving mid-autosave: the answer that lands later changes nothing, and is kept for the leaving check', async () => {
    const s = setup()
    s.type('Sent as the editor left')
    await s.advance(INTERVAL)
    s.type('Typed after it left')
    expect(s.run.stop()).toEqual({ held: false })
    await s.bridge.answer(savedAs({ id: 1, title: 'Sent as the editor left', updatedAt: 'v2' }))
    expect(s.form.getData()).toMatchObject({ title: 'Typed after it left' })
    expect(s.run.landedAfterStop()).toBe('v2')
    expect(s.answeredAfterStop).toHaveLength(1)
    expect(s.phases()).toEqual(['saving'])
    await s.advance(60_000)
    expect(s.bridge.sent).toHaveLength(1)
  })

  it('a check that throws leaves autosave ready for the next change', async () => {
    let fail = true
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const s = setup({ newerOnServer: () => (fail ? Promise.reject(new Error('lost')) : Promise.resolve(null)) })
    s.type('First')
    await s.advance(INTERVAL)
    fail = false
    s.type('Second')
    await s.advance(INTERVAL)
    expect(s.bridge.sent).toHaveLength(1)
    expect(bodyOf(s.bridge.sent[0])?.title).toBe('Second')
    expect(logged).toHaveBeenCalledTimes(1)
    logged.mockRestore()
  })

  it('leaving mid-autosave sends what was typed after it once it lands, checked against the copy it made', async () => {
    const writes = createWriteQueue()
    const s = setup({}, writes)
    s.type('Sent by autosave')
    await s.advance(INTERVAL)
    s.type('Typed just before leaving')
    s.run.stop()
    const checkedAgainst: (string | null)[] = []
    const landed: string[] = []
    const leaving = sendOnLeaving({
      request: { method: 'POST', path: '/api/posts/1?autosave=true', body: s.form.getData() },
      send: s.bridge.send,
      writes,
      base: () => s.run.landedAfterStop() ?? 'v1',
      // The autosave's own copy is no colleague's: only a copy newer than it stops the write.
      newerOnServer: (base) => (checkedAgainst.push(base), Promise.resolve(null)),
      onLanded: () => landed.push('sent'),
    })
    await settle()
    // It waits for the autosave out.
    expect(s.bridge.sent).toHaveLength(1)
    await s.bridge.answer(savedAs({ id: 1, title: 'Sent by autosave', updatedAt: 'v2' }))
    expect(checkedAgainst).toEqual(['v2'])
    expect(bodyOf(s.bridge.sent[1])?.title).toBe('Typed just before leaving')
    await s.bridge.answer(savedAs({ id: 1, title: 'Typed just before leaving', updatedAt: 'v3' }))
    await leaving
    expect(landed).toEqual(['sent'])
  })

  it('leaving sends nothing over a newer copy on the server, and a failed send is not taken for sent', async () => {
    const bridge = fakeBridge()
    const writes = createWriteQueue()
    const request = { method: 'POST', path: '/api/posts/1?autosave=true', body: { title: 'Mine' } } as ApiRequest
    const landed: string[] = []
    await sendOnLeaving({
      request,
      send: bridge.send,
      writes,
      base: () => 'v1',
      newerOnServer: () => Promise.resolve('v5'),
      onLanded: () => landed.push('newer'),
    })
    expect(bridge.sent).toHaveLength(0)
    const failing = sendOnLeaving({
      request,
      send: bridge.send,
      writes,
      base: () => 'v1',
      onLanded: () => landed.push('failed'),
    })
    await settle()
    await bridge.answer(failed(unreachable))
    await failing
    expect(bridge.sent).toHaveLength(1)
    // Not landed: the local draft keeps what was typed.
    expect(landed).toEqual([])
  })
})
