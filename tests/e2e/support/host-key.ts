/**
 * The web hosts the tests start all share one key (given to each as FOLIO_WEB_KEY), so one cookie lets
 * a browser context into each of them, as the host's printed address would, and the test process's own
 * calls send it in a header. The key is fresh per run: the config makes it, and its workers inherit it.
 * The config's `storageState` gives every context the cookie (`browser.newContext()` in a test too).
 */
import { generateHostKey, HOST_KEY_HEADER, hostKeyCookieName } from '../../../src/main/web-host/host-key'

export const TEST_HOST_KEY = (process.env.FOLIO_E2E_HOST_KEY ??= generateHostKey())

/** The header a script sends the key in. */
export const hostKeyHeaders: Record<string, string> = { [HOST_KEY_HEADER]: TEST_HOST_KEY }

/** The cookie a browser gets from the host's keyed address, for both names the hosts answer to. */
export function hostKeyCookies() {
  return ['127.0.0.1', 'localhost'].map((domain) => ({
    name: hostKeyCookieName(TEST_HOST_KEY),
    value: TEST_HOST_KEY,
    domain,
    path: '/',
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: 'Strict' as const,
  }))
}
