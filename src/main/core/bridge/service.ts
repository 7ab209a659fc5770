/**
 * What every service of the bridge shares: the shape of its validators (one zod schema per channel it
 * answers, checked before its handler runs), the payload of a channel that takes none, and the sender a
 * web host's tab is.
 */
import { z } from 'zod'
import type { BridgeChannel, BridgeHandlers, BridgeRequest, BridgeSender } from '@shared/bridge'

/** One schema per channel: a payload reaches its handler only once it has passed it. */
export type ChannelValidators<C extends BridgeChannel> = { [K in C]: z.ZodType<BridgeRequest<K>> }

/** A service's handlers: one per channel its validators name, no more and no fewer. */
export type ServiceHandlers<V extends Partial<ChannelValidators<BridgeChannel>>> = Pick<
  BridgeHandlers,
  keyof V & BridgeChannel
>

/** A channel that takes no payload: undefined or null, nothing else. */
export const none = z
  .undefined()
  .or(z.null())
  .transform(() => undefined)

/** The sender of a call from a web host's tab (no desktop window). */
export const WEB_TAB: BridgeSender = { windowId: null }
