/**
 * What every service of the bridge shares: the shape of its validators (one zod schema per channel it
 * answers, checked before its handler runs), the payload of a channel that takes none, and the sender a
 * web host's tab is.
 */
import { z } from 'zod'
import type { ApiResult } from '@shared/api'
import type { BridgeChannel, BridgeHandlers, BridgeRequest, BridgeSender } from '@shared/bridge'

/** One schema per channel: a payload reaches its handler only once it has passed it. */
export type ChannelValidators<C extends BridgeChannel> = { [K in C]: z.ZodType<BridgeRequest<K>> }

/**
 * A service's validators, `satisfies` this: a name outside the contract, or the schema of another
 * payload, fails to compile.
 */
export type ServiceValidators = Partial<ChannelValidators<BridgeChannel>>

/** A service's handlers: one per channel its validators name, no more and no fewer. */
export type ServiceHandlers<V extends ServiceValidators> = Pick<BridgeHandlers, keyof V & BridgeChannel>

/** An answer of the CMS without its token (the composition's one rule, for every service that relays one). */
export type TokenFree = <T>(path: string, result: ApiResult<T>) => ApiResult<T>

/** A channel that takes no payload: undefined or null, nothing else. */
export const none = z
  .undefined()
  .or(z.null())
  .transform(() => undefined)

/** The sender of a call from a web host's tab (no desktop window). */
export const WEB_TAB: BridgeSender = { windowId: null }
