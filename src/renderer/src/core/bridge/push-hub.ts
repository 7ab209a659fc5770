/**
 * One event stream for every tab of a browser: a browser opens at most six HTTP/1.1 connections to a
 * host, shared by all its tabs, so an EventSource per tab left a seventh tab nothing to load with (and
 * queued four or five tabs' bridge calls behind the streams). The hub holds the one stream and fans
 * each event out to the tabs connected to it; a tab that connects later first gets the latest value of
 * each state event (as the host replays them on a new stream). Tabs say goodbye on `pagehide` and send a
 * heartbeat meanwhile (a MessagePort has no close event): one silent for FORGET_AFTER_MS is forgotten,
 * and the stream closes with the last tab. Plain logic: push-worker.ts (a SharedWorker) and
 * push-leader.ts (where there is none) run it.
 */
import { BRIDGE_EVENTS, STATE_EVENTS, isBridgeEvent, type BridgeEvent } from '@shared/bridge'

/** What a tab hears: one pushed event, its data as the host sent it (JSON text). */
export interface PushMessage {
  type: 'push'
  event: BridgeEvent
  data: string
}

/** What a tab tells the hub: it is still there (also after coming back from the back-forward cache), or gone. */
export type TabMessage = { type: 'alive' } | { type: 'bye' }

/** How often a tab says it is still there. */
export const HEARTBEAT_MS = 20_000
/** A tab silent this long is forgotten: a background tab's timers may run only once a minute. */
export const FORGET_AFTER_MS = 3 * 60_000
/** After the browser gave up reconnecting the stream (it answered an error, not a stream), the hub opens it again. */
export const REOPEN_AFTER_MS = 5_000

export interface PushPort {
  postMessage(message: PushMessage): void
}

export interface PushStream {
  close(): void
}

export interface PushClock {
  now(): number
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export interface PushHubOptions {
  /**
   * Opens the one event stream (an EventSource: it reconnects by itself after a dropped connection, and
   * the host then replays the state events): each event to `onEvent`; `onGone` once it closed for good.
   */
  open: (onEvent: (event: BridgeEvent, data: string) => void, onGone: () => void) => PushStream
  clock?: PushClock
}

export interface PushHub {
  /** A new tab: it hears every event from now on, the latest state events first. */
  connect(port: PushPort): void
  /** A message from a connected tab's port (anything not a TabMessage is ignored). */
  receive(port: PushPort, message: unknown): void
  /** Forgets the tabs silent for FORGET_AFTER_MS; run every HEARTBEAT_MS. */
  sweep(): void
  /** The latest data of each state event heard, to replay to a tab that asks. */
  state(): Array<[BridgeEvent, string]>
  /** How many tabs it holds. */
  readonly tabs: number
  /** Whether the one stream is open (or reconnecting). */
  readonly streaming: boolean
}

const realClock: PushClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export function isTabMessage(value: unknown): value is TabMessage {
  const type = (value as { type?: unknown } | null)?.type
  return type === 'alive' || type === 'bye'
}

export function isPushMessage(value: unknown): value is PushMessage {
  const message = value as Partial<PushMessage> | null
  return message?.type === 'push' && isBridgeEvent(message.event) && typeof message.data === 'string'
}

export function createPushHub({ open, clock = realClock }: PushHubOptions): PushHub {
  /** Each tab's port and when it was last heard from. */
  const ports = new Map<PushPort, number>()
  const latest = new Map<BridgeEvent, string>()
  let stream: PushStream | null = null
  let reopen: unknown = null

  function openStream() {
    const opened: PushStream = open(
      (event, data) => {
        if (stream !== opened) return
        if (STATE_EVENTS.has(event)) latest.set(event, data)
        for (const port of ports.keys()) port.postMessage({ type: 'push', event, data })
      },
      () => {
        if (stream !== opened) return
        opened.close()
        stream = null
        reopen = clock.setTimeout(() => {
          reopen = null
          if (ports.size > 0) openStream()
        }, REOPEN_AFTER_MS)
      },
    )
    stream = opened
  }

  function connect(port: PushPort) {
    ports.set(port, clock.now())
    for (const [event, data] of latest) port.postMessage({ type: 'push', event, data })
    if (!stream && reopen === null) openStream()
  }

  function forget(port: PushPort) {
    if (!ports.delete(port) || ports.size > 0) return
    // The last tab is gone: nothing holds a connection. A stream opened later gets the host's replay.
    stream?.close()
    stream = null
    if (reopen !== null) clock.clearTimeout(reopen)
    reopen = null
    latest.clear()
  }

  return {
    connect,
    receive(port, message) {
      if (!isTabMessage(message)) return
      if (message.type === 'bye') return forget(port)
      // A tab forgotten meanwhile (its timers throttled, or back from the back-forward cache) joins again.
      if (ports.has(port)) ports.set(port, clock.now())
      else connect(port)
    },
    sweep() {
      const now = clock.now()
      for (const [port, heard] of [...ports]) if (now - heard >= FORGET_AFTER_MS) forget(port)
    },
    state: () => [...latest],
    get tabs() {
      return ports.size
    },
    get streaming() {
      return stream !== null
    },
  }
}

/** The stream as an EventSource on `url`, listening to every bridge event. */
export function eventSourceStream(url: string): PushHubOptions['open'] {
  return (onEvent, onGone) => {
    const source = new EventSource(url)
    for (const event of BRIDGE_EVENTS)
      source.addEventListener(event, (message) => onEvent(event, (message as MessageEvent<string>).data))
    // A dropped connection is retried by the browser (readyState CONNECTING); an error answer closes it.
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) onGone()
    })
    return source
  }
}
