/**
 * The web hosts a test worker starts all share one key (given as FOLIO_WEB_KEY), so every browser
 * context carries one cookie that lets it into each of them, as the host's printed address would, and
 * the test process's own calls send it in a header. A fresh key per worker process.
 */
import type { BrowserContext } from '@playwright/test'
import { generateHostKey, HOST_KEY_HEADER, hostKeyCookieName } from '../../../src/main/web-host/host-key'

export const TEST_HOST_KEY = generateHostKey()

/** The header a script sends the key in. */
export const hostKeyHeaders: Record<string, string> = { [HOST_KEY_HEADER]: TEST_HOST_KEY }

/** The cookie a browser gets from the host's keyed address, for both names the hosts answer to. */
export function hostKeyCookies() {
  return ['127.0.0.1', 'localhost'].map((domain) => ({
    name: hostKeyCookieName(TEST_HOST_KEY),
    value: TEST_HOST_KEY,
    domain,
    path: '/',
    httpOnly: true,
    sameSite: 'Strict' as const,
  }))
}

/** Lets a browser context into the worker's web hosts (the fixtures' own context has it already). */
export async function letInto(context: BrowserContext): Promise<BrowserContext> {
  await context.addCookies(hostKeyCookies())
  return context
}
