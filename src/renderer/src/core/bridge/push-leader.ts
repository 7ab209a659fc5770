/**
 * Where a browser has no SharedWorker (Chrome on Android), one tab leads: whichever holds the Web Lock
 * LEADER_LOCK opens the one event stream (a push hub with two listeners: itself, and the other tabs
 * over a BroadcastChannel). A tab that starts says hello on the channel and the leader answers it alone
 * with the latest state events. When the leader closes, its lock goes to the next tab waiting for it,
 * whose new stream the host replays the state events on.
 */
import type { BridgeEvent } from '@shared/bridge'
import { createPushHub, isPushMessage, type PushClock, type PushHubOptions, type PushMessage } from './push-hub'

export const LEADER_LOCK = 'folio-push-leader'
export const PUSH_CHANNEL = 'folio-push'

/** The part of navigator.locks used here. */
export interface LeaderLocks {
  request(name: string, callback: () => Promise<void>): Promise<unknown>
}

/** The part of a BroadcastChannel used here. */
export interface LeaderChannel {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
}

/** A push on the channel: to every tab, or (`to`) to the tab that just said hello. */
type ChannelPush = PushMessage & { to?: string }
interface Hello {
  type: 'hello'
  from: string
}

export interface LeaderPushesOptions {
  locks: LeaderLocks
  channel: LeaderChannel
  open: PushHubOptions['open']
  deliver: (event: BridgeEvent, data: string) => void
  /** This tab's id on the channel. */
  id: string
  clock?: PushClock
}

export interface LeaderPushes {
  /** Whether this tab holds the stream. */
  readonly leading: boolean
}

export function leaderPushes({ locks, channel, open, deliver, id, clock }: LeaderPushesOptions): LeaderPushes {
  const hub = createPushHub({ open, ...(clock ? { clock } : {}) })
  let leading = false

  channel.addEventListener('message', ({ data }) => {
    if ((data as Partial<Hello> | null)?.type === 'hello') {
      const from = (data as Hello).from
      if (leading && typeof from === 'string')
        for (const [event, state] of hub.state()) channel.postMessage({ type: 'push', event, data: state, to: from })
      return
    }
    // The leader hears its own stream; a message from a leader before it is not for it.
    if (leading || !isPushMessage(data)) return
    const to = (data as ChannelPush).to
    if (to === undefined || to === id) deliver(data.event, data.data)
  })
  channel.postMessage({ type: 'hello', from: id } satisfies Hello)

  // Held until this tab goes away: the browser then hands the lock to the next tab asking for it.
  void locks.request(LEADER_LOCK, () => {
    leading = true
    hub.connect({ postMessage: (message) => deliver(message.event, message.data) })
    hub.connect({ postMessage: (message) => channel.postMessage(message) })
    return new Promise<void>(() => {})
  })

  return {
    get leading() {
      return leading
    },
  }
}
