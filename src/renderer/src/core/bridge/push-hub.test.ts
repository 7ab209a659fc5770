import { describe, expect, it } from 'vitest'
import type { BridgeEvent } from '@shared/bridge'
import {
  FORGET_AFTER_MS,
  HEARTBEAT_MS,
  REOPEN_AFTER_MS,
  createPushHub,
  type PushClock,
  type PushMessage,
  type PushPort,
} from './push-hub'

/** A clock whose time moves only when told, running the timers that fall due. */
function fakeClock() {
  let now = 0
  const timers = new Map<number, { at: number; run: () => void }>()
  let next = 0
  const clock: PushClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.set(++next, { at: now + ms, run })
      return next
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  }
  const advance = (ms: number) => {
    now += ms
    for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at))
      if (timer.at <= now) {
        timers.delete(id)
        timer.run()
      }
  }
  return { clock, advance, pending: () => timers.size }
}

/** The event streams the hub opened, each able to push and to be closed for good by the browser. */
function fakeStreams() {
  const opened: Array<{ push: (event: BridgeEvent, data: string) => void; gone: () => void; closed: boolean }> = []
  const open = (onEvent: (event: BridgeEvent, data: string) => void, onGone: () => void) => {
    const stream = { push: onEvent, gone: onGone, closed: false, close: () => (stream.closed = true) }
    opened.push(stream)
    return stream
  }
  const live = () => opened.filter((stream) => !stream.closed)
  return { open, opened, live }
}

function tab(): PushPort & { heard: PushMessage[]; events: () => string[] } {
  const heard: PushMessage[] = []
  return {
    heard,
    postMessage: (message) => heard.push(message),
    events: () => heard.map((m) => `${m.event} ${m.data}`),
  }
}

function setUp() {
  const time = fakeClock()
  const streams = fakeStreams()
  const hub = createPushHub({ open: streams.open, clock: time.clock })
  return { hub, streams, ...time }
}

describe('createPushHub', () => {
  it('opens one stream for any number of tabs and fans each event out to all of them', () => {
    const { hub, streams } = setUp()
    const tabs = Array.from({ length: 12 }, tab)
    for (const port of tabs) hub.connect(port)
    expect(streams.opened).toHaveLength(1)
    streams.opened[0]!.push('main:document-elsewhere', '{"key":"posts/1","elsewhere":1}')
    for (const port of tabs) expect(port.events()).toEqual(['main:document-elsewhere {"key":"posts/1","elsewhere":1}'])
  })

  it('gives a tab that connects later the latest state events first, but not one-off events', () => {
    const { hub, streams } = setUp()
    const first = tab()
    hub.connect(first)
    const stream = streams.opened[0]!
    stream.push('main:theme-changed', '{"setting":"light"}')
    stream.push('main:theme-changed', '{"setting":"dark"}')
    stream.push('main:cms-status', '{"state":"ready"}')
    stream.push('main:session-changed', '{"signedIn":true}')
    stream.push('main:menu-command', '"save"')

    const later = tab()
    hub.connect(later)
    expect(later.events()).toEqual([
      'main:theme-changed {"setting":"dark"}',
      'main:cms-status {"state":"ready"}',
      'main:session-changed {"signedIn":true}',
    ])
    stream.push('main:cms-status', '{"state":"restarting"}')
    expect(later.events().at(-1)).toBe('main:cms-status {"state":"restarting"}')
    expect(first.heard).toHaveLength(6)
  })

  it('forgets a tab that says goodbye; the stream closes with the last tab and opens again for the next', () => {
    const { hub, streams } = setUp()
    const [a, b] = [tab(), tab()]
    hub.connect(a)
    hub.connect(b)
    streams.opened[0]!.push('main:theme-changed', '{"setting":"dark"}')
    hub.receive(a, { type: 'bye' })
    expect(hub.tabs).toBe(1)
    streams.opened[0]!.push('main:menu-command', '"save"')
    expect(a.heard).toHaveLength(1)
    expect(b.heard).toHaveLength(2)
    hub.receive(b, { type: 'bye' })
    expect(hub.tabs).toBe(0)
    expect(streams.live()).toHaveLength(0)

    // What the closed stream said is stale: the new stream's own replay from the host is what counts.
    const c = tab()
    hub.connect(c)
    expect(c.heard).toEqual([])
    expect(streams.live()).toHaveLength(1)
    expect(streams.opened).toHaveLength(2)
  })

  it('forgets a tab silent for FORGET_AFTER_MS, keeps one whose heartbeat comes', () => {
    const { hub, streams, advance } = setUp()
    const [beating, crashed] = [tab(), tab()]
    hub.connect(beating)
    hub.connect(crashed)
    for (let at = 0; at < FORGET_AFTER_MS + HEARTBEAT_MS; at += HEARTBEAT_MS) {
      advance(HEARTBEAT_MS)
      hub.receive(beating, { type: 'alive' })
      hub.sweep()
    }
    expect(hub.tabs).toBe(1)
    streams.opened[0]!.push('main:menu-command', '"save"')
    expect(beating.heard).toHaveLength(1)
    expect(crashed.heard).toHaveLength(0)

    // A background tab's heartbeat may come once a minute: that is not silence.
    advance(60_000)
    hub.sweep()
    expect(hub.tabs).toBe(1)
    advance(FORGET_AFTER_MS)
    hub.sweep()
    expect(hub.tabs).toBe(0)
    expect(streams.live()).toHaveLength(0)
  })

  it('takes back a tab it forgot when that tab says it is alive, with the latest state first', () => {
    const { hub, streams, advance } = setUp()
    const [steady, throttled] = [tab(), tab()]
    hub.connect(steady)
    hub.connect(throttled)
    streams.opened[0]!.push('main:session-changed', '{"signedIn":true}')
    advance(FORGET_AFTER_MS)
    hub.receive(steady, { type: 'alive' })
    hub.sweep()
    expect(hub.tabs).toBe(1)
    streams.opened[0]!.push('main:session-changed', '{"signedIn":false}')

    hub.receive(throttled, { type: 'alive' })
    expect(hub.tabs).toBe(2)
    expect(throttled.events()).toEqual([
      'main:session-changed {"signedIn":true}',
      'main:session-changed {"signedIn":false}',
    ])
    // A known tab's heartbeat replays nothing.
    hub.receive(steady, { type: 'alive' })
    expect(steady.heard).toHaveLength(2)
  })

  it('opens the stream again after the browser gave it up, while tabs are connected', () => {
    const { hub, streams, advance } = setUp()
    const port = tab()
    hub.connect(port)
    streams.opened[0]!.gone()
    expect(streams.live()).toHaveLength(0)
    expect(hub.streaming).toBe(false)
    // A tab joining meanwhile does not open a second stream before the wait is over.
    hub.connect(tab())
    advance(REOPEN_AFTER_MS - 1)
    expect(streams.opened).toHaveLength(1)
    advance(1)
    expect(streams.live()).toHaveLength(1)
    streams.opened[1]!.push('main:cms-status', '{"state":"ready"}')
    expect(port.events()).toEqual(['main:cms-status {"state":"ready"}'])
    // The stream it gave up on says nothing more.
    streams.opened[0]!.push('main:cms-status', '{"state":"stale"}')
    expect(port.heard).toHaveLength(1)
  })

  it('does not open the stream again once the last tab left during the wait', () => {
    const { hub, streams, advance, pending } = setUp()
    const port = tab()
    hub.connect(port)
    streams.opened[0]!.gone()
    hub.receive(port, { type: 'bye' })
    expect(pending()).toBe(0)
    advance(REOPEN_AFTER_MS)
    expect(streams.opened).toHaveLength(1)
  })

  it('ignores messages that are not a tab’s', () => {
    const { hub } = setUp()
    const port = tab()
    hub.connect(port)
    hub.receive(port, { type: 'push', event: 'main:cms-status', data: '{}' })
    hub.receive(port, null)
    hub.receive(port, 'bye')
    expect(hub.tabs).toBe(1)
  })
})
