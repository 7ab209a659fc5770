import { isDocumentEvent, isLivePreviewEvent } from '@payloadcms/live-preview'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FieldSchemaJSON } from './field-schema'
import type { LivePreviewMessage, LivePreviewOutgoingMessage } from './messages'
import {
  animationFrameScheduler,
  createLivePreviewSender,
  defaultScheduler,
  microtaskScheduler,
  type LivePreviewSenderOptions,
  type PreviewWindowType,
  type Scheduler,
  ANSWERED_RELEASE_MS,
  UNANSWERED_RELEASE_MS,
} from './sender'
import type { TimerHost } from '../lib/timers'

const ADMIN_ORIGIN = 'http://localhost:4100'
const schema: FieldSchemaJSON = [{ name: 'title', type: 'text' }]

/** A scheduler the test runs by hand: `tick()` runs what is queued. */
function manualScheduler() {
  let queue: Array<{ task: () => void; cancelled: boolean }> = []
  const schedule: Scheduler = (task) => {
    const entry = { task, cancelled: false }
    queue.push(entry)
    return () => {
      entry.cancelled = true
    }
  }
  return {
    schedule,
    get queued() {
      return queue.filter((e) => !e.cancelled).length
    },
    tick() {
      const current = queue
      queue = []
      for (const e of current) if (!e.cancelled) e.task()
    },
  }
}

/** Timers the test moves by hand: `advance(ms)` runs those due. */
function manualTimers() {
  let now = 0
  let timers: Array<{ at: number; callback: () => void; cleared: boolean }> = []
  const host: TimerHost = {
    setTimeout: (callback, ms) => {
      const timer = { at: now + ms, callback, cleared: false }
      timers.push(timer)
      return timer
    },
    clearTimeout: (handle) => {
      if (handle) (handle as { cleared: boolean }).cleared = true
    },
  }
  return {
    host,
    get pending() {
      return timers.filter((t) => !t.cleared).length
    },
    advance(ms: number) {
      now += ms
      const due = timers.filter((t) => !t.cleared && t.at <= now)
      timers = timers.filter((t) => !t.cleared && t.at > now)
      for (const t of due) t.callback()
    },
  }
}

function setup(overrides: Partial<LivePreviewSenderOptions> = {}) {
  const clock = manualScheduler()
  const time = manualTimers()
  const sent: Array<{ message: LivePreviewOutgoingMessage; windowType: PreviewWindowType }> = []
  const sender = createLivePreviewSender({
    post: (message, windowType) => sent.push({ message, windowType }),
    fieldSchemaJSON: schema,
    schedule: clock.schedule,
    timers: time.host,
    ...overrides,
  })
  const previews = () =>
    sent.map((s) => s.message).filter((m): m is LivePreviewMessage => m.type === 'payload-live-preview')
  return { clock, time, sent, sender, previews }
}

const post = (title: string) => ({ data: { id: 1, title }, collectionSlug: 'posts', locale: 'en' })

describe('createLivePreviewSender', () => {
  it('sends nothing before the preview is ready, then the latest state at once', () => {
    const { clock, sent, sender, previews } = setup()
    sender.update(post('a'))
    sender.update(post('b'))
    clock.tick()
    expect(sent).toHaveLength(0)
    expect(clock.queued).toBe(0)
    expect(sender.documentEvent()).toBe(false)

    sender.markReady()
    expect(sender.isReady).toBe(true)
    expect(sent).toHaveLength(0) // on the next tick, not synchronously
    clock.tick()
    expect(previews().map((m) => m.data.title)).toEqual(['b'])
  })

  it('coalesces rapid updates: one message per tick, latest wins', () => {
    const { clock, sender, previews } = setup()
    sender.markReady()
    for (const t of ['h', 'he', 'hel', 'hell', 'hello']) sender.update(post(t))
    expect(clock.queued).toBe(1)
    clock.tick()
    sender.applied()
    sender.update(post('hello w'))
    sender.update(post('hello wo'))
    clock.tick()
    clock.tick() // nothing pending: nothing sent
    expect(previews().map((m) => m.data.title)).toEqual(['hello', 'hello wo'])
  })

  it('keeps one message in flight: the newest state goes when the page says it applied the last', () => {
    const { clock, time, sender, previews } = setup()
    sender.markReady()
    sender.update(post('a'))
    clock.tick()
    expect(sender.inFlight).toBe(true)
    // Typing on while the page merges 'a': nothing more is scheduled or sent, however many frames pass.
    for (const t of ['ab', 'abc', 'abcd']) {
      sender.update(post(t))
      clock.tick()
    }
    expect(clock.queued).toBe(0)
    expect(previews().map((m) => m.data.title)).toEqual(['a'])
    // Answered: the newest state goes at once (no frame to wait for), and the slot is taken again.
    sender.applied()
    expect(previews().map((m) => m.data.title)).toEqual(['a', 'abcd'])
    expect(sender.inFlight).toBe(true)
    // Answered with nothing new: the slot is free, the next update goes on the next frame.
    sender.applied()
    expect(sender.inFlight).toBe(false)
    sender.update(post('abcde'))
    clock.tick()
    expect(previews().map((m) => m.data.title)).toEqual(['a', 'abcd', 'abcde'])
    expect(time.pending).toBe(1) // only the release timer of the message in flight
  })

  it('a page that never answers (any third-party frontend) gets the newest state after a short timer', () => {
    const { clock, time, sender, previews } = setup()
    sender.markReady()
    sender.update(post('a'))
    clock.tick()
    sender.update(post('ab'))
    sender.update(post('abc'))
    clock.tick()
    time.advance(UNANSWERED_RELEASE_MS - 1)
    expect(previews()).toHaveLength(1)
    time.advance(1)
    expect(previews().map((m) => m.data.title)).toEqual(['a', 'abc'])
    // Nothing new by the next timer: the slot is simply free again.
    time.advance(UNANSWERED_RELEASE_MS)
    expect(sender.inFlight).toBe(false)
    expect(previews()).toHaveLength(2)
  })

  it('a page that answered is waited for longer, but a lost answer never stalls it for good', () => {
    const { clock, time, sender, previews } = setup()
    sender.markReady()
    sender.update(post('a'))
    clock.tick()
    sender.applied()
    sender.update(post('ab'))
    clock.tick()
    sender.update(post('abc')) // 'ab' is never answered (say its merge failed)
    time.advance(UNANSWERED_RELEASE_MS)
    expect(previews().map((m) => m.data.title)).toEqual(['a', 'ab'])
    time.advance(ANSWERED_RELEASE_MS - UNANSWERED_RELEASE_MS)
    expect(previews().map((m) => m.data.title)).toEqual(['a', 'ab', 'abc'])
  })

  it('a new page (reload, other window) frees the slot; a late answer from the old one changes nothing', () => {
    const { clock, sender, previews } = setup()
    sender.markReady()
    sender.update(post('a'))
    clock.tick()
    sender.applied() // this page answers
    sender.update(post('ab'))
    clock.tick()
    sender.previewReloaded()
    expect(sender.inFlight).toBe(false)
    sender.applied() // the old page's answer, arriving after it went: not ready, ignored
    expect(previews()).toHaveLength(2)
    sender.markReady()
    clock.tick()
    expect(previews().map((m) => [m.data.title, Boolean(m.fieldSchemaJSON)])).toEqual([
      ['a', true],
      ['ab', false],
      ['ab', true],
    ])
  })

  it('a save sends the pending state and the document event at once, even with a message in flight', () => {
    const { clock, sent, sender } = setup()
    sender.markReady()
    sender.update(post('a'))
    clock.tick()
    sender.update(post('ab'))
    expect(sender.documentEvent()).toBe(true)
    expect(
      sent.map((s) => (s.message.type === 'payload-live-preview' ? s.message.data.title : s.message.type)),
    ).toEqual(['a', 'ab', 'payload-document-event'])
  })

  it('evaluates a function update only when a message goes out', () => {
    const { clock, sender, previews } = setup()
    let title = 'one'
    const build = vi.fn(() => post(title))
    sender.update(build)
    sender.update(build)
    expect(build).not.toHaveBeenCalled() // not ready: no work
    sender.markReady()
    title = 'two'
    clock.tick()
    expect(build).toHaveBeenCalledTimes(1)
    expect(previews()[0]!.data.title).toBe('two')
  })

  it('sends fieldSchemaJSON with the first message only', () => {
    const { clock, sender, previews } = setup()
    sender.markReady()
    sender.update(post('a'))
    clock.tick()
    sender.applied()
    sender.update(post('b'))
    clock.tick()
    expect(previews()[0]!.fieldSchemaJSON).toEqual(schema)
    expect('fieldSchemaJSON' in previews()[1]!).toBe(false)
  })

  it('computes a lazy schema once', () => {
    const make = vi.fn(() => schema)
    const { clock, sender, previews } = setup({ fieldSchemaJSON: make })
    sender.markReady()
    sender.update(post('a'))
    clock.tick()
    sender.setWindowType('popup')
    sender.markReady()
    clock.tick()
    expect(make).toHaveBeenCalledTimes(1)
    expect(previews().map((m) => m.fieldSchemaJSON)).toEqual([schema, schema])
  })

  it('on a window type change: waits for the new ready, re-sends the schema and the latest data, posts to the new type', () => {
    const { clock, sent, sender, previews } = setup()
    sender.markReady()
    sender.update(post('a'))
    clock.tick()

    sender.setWindowType('popup')
    expect(sender.windowType).toBe('popup')
    expect(sender.isReady).toBe(false)
    sender.update(post('b'))
    clock.tick()
    expect(sent).toHaveLength(1) // the popup has not said ready

    sender.markReady()
    clock.tick()
    expect(sent.map((s) => s.windowType)).toEqual(['iframe', 'popup'])
    expect(previews()[1]).toMatchObject({ data: { title: 'b' }, fieldSchemaJSON: schema })

    // Popup closed: back to the iframe, which must signal ready again; it then gets the current data.
    sender.setWindowType('iframe')
    clock.tick()
    expect(sent).toHaveLength(2)
    sender.markReady()
    clock.tick()
    expect(sent.map((s) => s.windowType)).toEqual(['iframe', 'popup', 'iframe'])
    expect(previews()[2]).toMatchObject({ data: { title: 'b' }, fieldSchemaJSON: schema })
  })

  it('setting the same window type changes nothing', () => {
    const { clock, sender, previews } = setup()
    sender.markReady()
    sender.update(post('a'))
    clock.tick()
    sender.setWindowType('iframe')
    expect(sender.isReady).toBe(true)
    sender.applied()
    sender.update(post('b'))
    clock.tick()
    expect(previews().map((m) => Boolean(m.fieldSchemaJSON))).toEqual([true, false])
  })

  it('drops a pending update when the window type changes before the tick (never posts to the wrong window)', () => {
    const { clock, sent, sender } = setup()
    sender.markReady()
    sender.update(post('a'))
    sender.setWindowType('popup')
    clock.tick()
    expect(sent).toHaveLength(0)
    sender.markReady()
    clock.tick()
    expect(sent).toEqual([expect.objectContaining({ windowType: 'popup' })])
  })

  it('after a page reload (previewReloaded, or a second ready) the new page gets the schema and current data', () => {
    const { clock, sender, previews } = setup()
    sender.markReady()
    sender.update(post('a'))
    clock.tick()

    sender.previewReloaded()
    expect(sender.isReady).toBe(false)
    sender.markReady()
    clock.tick()

    sender.markReady() // the page reloaded on its own and said ready again
    clock.tick()
    expect(previews().map((m) => [m.data.title, Boolean(m.fieldSchemaJSON)])).toEqual([
      ['a', true],
      ['a', true],
      ['a', true],
    ])
  })

  it('a ready with no document yet sends nothing; the first update then carries the schema', () => {
    const { clock, sent, sender, previews } = setup()
    sender.markReady()
    clock.tick()
    expect(sent).toHaveLength(0)
    sender.update(post('a'))
    clock.tick()
    expect(previews()[0]!.fieldSchemaJSON).toEqual(schema)
  })

  it('documentEvent flushes pending data first, then posts the bare event', () => {
    const { clock, sent, sender } = setup()
    sender.markReady()
    sender.update(post('saved'))
    expect(sender.documentEvent()).toBe(true)
    expect(sent.map((s) => s.message.type)).toEqual(['payload-live-preview', 'payload-document-event'])
    expect(sent[1]!.message).toEqual({ type: 'payload-document-event' })
    clock.tick()
    expect(sent).toHaveLength(2) // the flushed update is not sent twice
    expect(sender.sentCount).toBe(2)
  })

  it('flush sends a pending update now; dispose stops everything', () => {
    const { clock, sent, sender } = setup()
    sender.markReady()
    sender.update(post('a'))
    sender.flush()
    expect(sent).toHaveLength(1)
    sender.update(post('b'))
    sender.dispose()
    clock.tick()
    sender.update(post('c'))
    sender.markReady()
    clock.tick()
    expect(sender.documentEvent()).toBe(false)
    expect(sent).toHaveLength(1)
  })

  it('reports errors from building or posting to onError and keeps working', () => {
    const onError = vi.fn()
    let fail = true
    const clock = manualScheduler()
    const sent: LivePreviewOutgoingMessage[] = []
    const sender = createLivePreviewSender({
      post: (m) => {
        if (fail) throw new Error('window gone')
        sent.push(m)
      },
      schedule: clock.schedule,
      onError,
    })
    sender.markReady()
    sender.update(post('a'))
    clock.tick()
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'window gone' }))
    fail = false
    sender.update({ data: { id: 1 } }) // no collectionSlug/globalSlug: refused
    clock.tick()
    expect(onError).toHaveBeenCalledTimes(2)
    expect(onError.mock.calls[1]![0]).toBeInstanceOf(TypeError)
    sender.update(post('b'))
    clock.tick()
    expect(sent).toHaveLength(1)
  })

  it('without onError, errors surface from the scheduled task', () => {
    const { clock, sender } = setup({
      post: () => {
        throw new Error('boom')
      },
    })
    sender.markReady()
    sender.update(post('a'))
    expect(() => clock.tick()).toThrow('boom')
  })

  it('every message it posts is accepted by the real client for the admin origin', () => {
    const { clock, sent, sender } = setup()
    sender.markReady()
    sender.update({ data: { title: 'g' }, globalSlug: 'header', id: 'h1', locale: 'en' })
    clock.tick()
    sender.documentEvent()
    const [preview, documentEvent] = sent.map(
      (s) => new MessageEvent('message', { data: structuredClone(s.message), origin: ADMIN_ORIGIN }),
    )
    expect(isLivePreviewEvent(preview!, ADMIN_ORIGIN)).toBe(true)
    expect(isDocumentEvent(documentEvent!, ADMIN_ORIGIN)).toBe(true)
    expect(preview!.data).toMatchObject({
      globalSlug: 'header',
      data: { id: 'h1', title: 'g' },
      fieldSchemaJSON: schema,
    })
  })
})

describe('schedulers', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('microtaskScheduler runs once after the current turn and can be cancelled', async () => {
    const task = vi.fn()
    microtaskScheduler(task)
    const cancel = microtaskScheduler(task)
    cancel()
    expect(task).not.toHaveBeenCalled()
    await Promise.resolve()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('a sender on microtasks coalesces one synchronous burst into one message', async () => {
    const sent: LivePreviewOutgoingMessage[] = []
    const sender = createLivePreviewSender({ post: (m) => sent.push(m), schedule: microtaskScheduler })
    sender.markReady()
    for (let i = 0; i < 50; i++) sender.update(post(String(i)))
    await Promise.resolve()
    expect(sent).toHaveLength(1)
    expect((sent[0] as LivePreviewMessage).data.title).toBe('49')
  })

  function fakeFrames() {
    let next = 1
    const callbacks = new Map<number, (t: number) => void>()
    return {
      requestAnimationFrame: vi.fn((cb: (t: number) => void) => {
        callbacks.set(next, cb)
        return next++
      }),
      cancelAnimationFrame: vi.fn((h: number) => void callbacks.delete(h)),
      frame() {
        const current = [...callbacks.values()]
        callbacks.clear()
        for (const cb of current) cb(0)
      },
      get pending() {
        return callbacks.size
      },
    }
  }

  it('animationFrameScheduler runs on the next frame and clears its fallback timer', () => {
    vi.useFakeTimers()
    const frames = fakeFrames()
    const task = vi.fn()
    animationFrameScheduler(frames, 100)(task)
    frames.frame()
    expect(task).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(500)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('animationFrameScheduler falls back to a timer when frames are paused (editor window hidden)', () => {
    vi.useFakeTimers()
    const frames = fakeFrames()
    const task = vi.fn()
    animationFrameScheduler(frames, 100)(task)
    vi.advanceTimersByTime(99)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
    expect(frames.pending).toBe(0)
    frames.frame()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('animationFrameScheduler can be cancelled', () => {
    vi.useFakeTimers()
    const frames = fakeFrames()
    const task = vi.fn()
    const cancel = animationFrameScheduler(frames, 100)(task)
    cancel()
    frames.frame()
    vi.advanceTimersByTime(1000)
    expect(task).not.toHaveBeenCalled()
  })

  it('defaultScheduler uses frames when the environment has them, microtasks otherwise', async () => {
    const task = vi.fn()
    defaultScheduler()(task) // Node: no requestAnimationFrame
    await Promise.resolve()
    expect(task).toHaveBeenCalledTimes(1)

    const frames = fakeFrames()
    vi.stubGlobal('requestAnimationFrame', frames.requestAnimationFrame)
    vi.stubGlobal('cancelAnimationFrame', frames.cancelAnimationFrame)
    const cancel = defaultScheduler()(task)
    expect(frames.requestAnimationFrame).toHaveBeenCalledTimes(1)
    frames.frame()
    expect(task).toHaveBeenCalledTimes(2)
    cancel()
  })
})
