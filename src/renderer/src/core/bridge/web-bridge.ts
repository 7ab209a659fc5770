/**
 * The bridge for a browser talking to the web host: the same FolioBridge interface as Electron's
 * preload, with a POST per call; pushes come from the one event stream the browser's tabs share
 * (push-client.ts), so no tab holds a connection while it waits for one.
 */
import {
  WEB_BRIDGE_HEADER,
  WEB_BRIDGE_PATH,
  isBridgeEvent,
  type BridgeEvent,
  type BridgeEvents,
  type BridgeFailure,
  type FolioBridge,
} from '@shared/bridge'
import { takeEarlyCall } from './early-calls'
import { connectPushes } from './push-client'

type Envelope = { ok: true; value: unknown } | { ok: false; failure: BridgeFailure }

export class BridgeCallError extends Error {
  constructor(
    message: string,
    readonly bridgeError: BridgeFailure['bridgeError'] | 'host-unreachable',
  ) {
    super(message)
  }
}

export function createWebBridge(base = ''): FolioBridge {
  const listeners = new Map<BridgeEvent, Set<(payload: unknown) => void>>()
  let connected = false

  function deliver(event: BridgeEvent, data: string) {
    const set = listeners.get(event)
    if (!set?.size) return
    let payload: unknown
    try {
      payload = JSON.parse(data)
    } catch {
      return
    }
    for (const listener of set) listener(payload)
  }

  return {
    host: 'web',
    async invoke(channel, ...request) {
      const body = request[0] === undefined ? '' : JSON.stringify(request[0])
      const send = () =>
        fetch(`${base}${WEB_BRIDGE_PATH}${channel}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [WEB_BRIDGE_HEADER]: '1' },
          body,
        })
      let response: Response
      try {
        // Sent already by public/folio-early.js while the scripts loaded; again if that did not arrive.
        const early = takeEarlyCall(window.__folioEarly, channel, body)
        response = early ? await early.catch(send) : await send()
      } catch (error) {
        throw new BridgeCallError(`the Folio host did not answer: ${(error as Error).message}`, 'host-unreachable')
      }
      let envelope: Envelope
      try {
        envelope = (await response.json()) as Envelope
      } catch {
        throw new BridgeCallError(`the Folio host answered ${response.status} without JSON`, 'handler-failed')
      }
      if (envelope.ok) return envelope.value as never
      throw new BridgeCallError(envelope.failure.message, envelope.failure.bridgeError)
    },
    on<E extends BridgeEvent>(event: E, listener: (payload: BridgeEvents[E]) => void) {
      if (!isBridgeEvent(event)) throw new Error(`unknown event ${String(event)}`)
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      const wrapped = listener as (payload: unknown) => void
      set.add(wrapped)
      if (!connected) connectPushes(base, deliver)
      connected = true
      return () => {
        set.delete(wrapped)
      }
    },
  }
}
