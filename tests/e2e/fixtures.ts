import { test as base, expect } from '@playwright/test'
import { CMS_START_DEADLINE_MS, startWebHost, waitForCms, waitForSignedIn, type RunningHost } from './support/web-host'

/** One web host with the built-in CMS per worker, on a fresh data folder. */
export const test = base.extend<object, { host: RunningHost }>({
  host: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; the host has none
    async ({}, use) => {
      const host = await startWebHost()
      const status = await waitForCms(host.url)
      if (status.state !== 'ready') throw new Error(`the built-in CMS failed: ${status.message}\n${host.output()}`)
      // The host signs in to it a moment after it is ready: a test's first REST read must not beat that.
      await waitForSignedIn(host.url)
      await use(host)
      await host.stop()
    },
    { scope: 'worker', timeout: CMS_START_DEADLINE_MS + 30_000 },
  ],
  baseURL: async ({ host }, use) => use(host.url),
})

export { expect }
