/**
 * The web host's bridge as tests call and watch it, from the one contract in src/shared (Playwright
 * does not read the path aliases, hence the relative import).
 */
import type { Page } from '@playwright/test'
import type { ApiRequest } from '../../../src/shared/api'
import { WEB_BRIDGE_HEADER, WEB_BRIDGE_PATH, type BridgeChannel, type BridgeResponse } from '../../../src/shared/bridge'
import { hostKeyHeaders } from './host-key'

/** The path the renderer posts a channel's requests to. */
export const bridgePath = (channel: BridgeChannel): string => `${WEB_BRIDGE_PATH}${channel}`

/** The headers without which the web host refuses a bridge call: the bridge's own and the host's key. */
export const bridgeHeaders: Record<string, string> = { [WEB_BRIDGE_HEADER]: '1', ...hostKeyHeaders }

/** The renderer's CMS requests, as `page.route` and request listeners match them. */
export const API_CHANNEL_PATH = bridgePath('renderer:api')
export const API_CHANNEL_GLOB = `**${API_CHANNEL_PATH}`

/** The CMS request a `renderer:api` call carried, from its posted body. */
export const apiRequestOf = (postData: string): ApiRequest => JSON.parse(postData) as ApiRequest

/** Calls a channel of a running host from the test process (not from the page). */
export async function callBridge<C extends BridgeChannel>(hostUrl: string, channel: C): Promise<BridgeResponse<C>> {
  const response = await fetch(`${hostUrl}${bridgePath(channel)}`, { method: 'POST', headers: bridgeHeaders })
  return ((await response.json()) as { value: BridgeResponse<C> }).value
}

export interface HeldCalls {
  /** Lets every held call (and every later one) go on to the host. */
  release(): void
  /** How many calls have been held so far. */
  held(): number
}

/**
 * Holds the page's `renderer:api` calls that `matches` (a slow server, on purpose) until `release`, to
 * see the screen while it waits; the others go on at once. `once`: only the first matching call is held.
 * Registered after the page's other routes, so it sees each call first.
 */
export async function holdApiCalls(
  page: Page,
  matches: (request: ApiRequest, postData: string) => boolean,
  { once = false }: { once?: boolean } = {},
): Promise<HeldCalls> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  await page.route(API_CHANNEL_GLOB, async (route) => {
    const postData = route.request().postData() ?? '{}'
    if (!(once && held > 0) && matches(apiRequestOf(postData), postData)) {
      held++
      await released
    }
    await route.fallback()
  })
  return { release: () => release(), held: () => held }
}
