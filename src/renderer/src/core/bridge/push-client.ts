/**
 * How a browser tab hears the web host's pushes without holding a connection of its own (push-hub.ts):
 * from the SharedWorker shared by the browser's tabs; where there is none, from the tab that leads
 * (push-leader.ts); and only where neither exists, from an EventSource of its own.
 */
import { WEB_EVENTS_PATH, type BridgeEvent } from '@shared/bridge'
import { HEARTBEAT_MS, createPushHub, eventSourceStream, isPushMessage, type TabMessage } from './push-hub'
import { PUSH_CHANNEL, leaderPushes } from './push-leader'
// The built worker's address (the renderer's scripts are classic, where import.meta.url has no value).
import pushWorkerUrl from './push-worker?sharedworker&url'

export type Deliver = (event: BridgeEvent, data: string) => void

/** The worker's name: every tab of the origin running the same build shares the one worker. */
export const PUSH_WORKER_NAME = 'folio-push'

export function connectPushes(base: string, deliver: Deliver): void {
  // The worker opens the stream on its own origin: a bridge on another base keeps to the tab.
  if (base === '' && typeof SharedWorker === 'function') {
    try {
      return fromSharedWorker(base, deliver)
    } catch {
      // Refused (a policy, a private mode): the next way.
    }
  }
  withoutWorker(base, deliver)
}

function withoutWorker(base: string, deliver: Deliver) {
  const url = `${base}${WEB_EVENTS_PATH}`
  if (typeof navigator !== 'undefined' && navigator.locks && typeof BroadcastChannel === 'function') {
    leaderPushes({
      locks: navigator.locks,
      channel: new BroadcastChannel(`${PUSH_CHANNEL}:${base}`),
      open: eventSourceStream(url),
      deliver,
      id: crypto.randomUUID(),
    })
    return
  }
  createPushHub({ open: eventSourceStream(url) }).connect({
    postMessage: (message) => deliver(message.event, message.data),
  })
}

function fromSharedWorker(base: string, deliver: Deliver) {
  const worker = new SharedWorker(pushWorkerUrl, {
    type: 'module',
    name: PUSH_WORKER_NAME,
  })
  const port = worker.port
  const send = (message: TabMessage) => port.postMessage(message)
  let heard = false
  port.onmessage = (message) => {
    if (!isPushMessage(message.data)) return
    heard = true
    deliver(message.data.event, message.data.data)
  }
  let heartbeat: ReturnType<typeof setInterval> | undefined
  const beat = () => {
    clearInterval(heartbeat)
    heartbeat = setInterval(() => send({ type: 'alive' }), HEARTBEAT_MS)
  }
  beat()
  // A tab closing, or going into the back-forward cache, is forgotten at once; one coming back joins again.
  addEventListener('pagehide', () => {
    clearInterval(heartbeat)
    send({ type: 'bye' })
  })
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    send({ type: 'alive' })
    beat()
  })
  // The worker's script did not load or run (a policy refused it): this tab hears the host another way.
  worker.addEventListener('error', () => {
    if (heard) return
    clearInterval(heartbeat)
    port.onmessage = null
    withoutWorker(base, deliver)
  })
}
