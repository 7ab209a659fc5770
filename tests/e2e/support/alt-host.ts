/**
 * One alt CMS and one web host pointed at it by URL, shared by every alt spec file a Playwright
 * worker runs: started when the first of them needs it, stopped when the worker ends. A CMS start
 * costs 30-60 s on a busy machine, so one per file made the suite minutes longer. The specs make
 * their own uniquely named documents, so they can share it; the host's session is ended before
 * each test (the host keeps it between pages). `signIn` uses the sign-in screen, as an editor would.
 *
 * Spec files take `test` from here: the shared CMS is a worker fixture of this test type.
 */
import { test as base, expect, type Page } from '@playwright/test'
import { startAltCms, type AltCms, type AltEmail } from './alt-cms'
import { callBridge } from './bridge'
import { startWebHost, type RunningHost } from './web-host'

interface AltStack {
  readonly cms: AltCms
  readonly host: RunningHost
}

export const test = base.extend<object, { altStack: AltStack }>({
  altStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none
    async ({}, use) => {
      const cms = await startAltCms()
      const host = await startWebHost({ FOLIO_CMS_URL: cms.url }).catch(async (error: unknown) => {
        await cms.stop()
        throw error
      })
      await use({ cms, host })
      await host.stop()
      await cms.stop()
    },
    // A CMS start takes about a minute on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],
})

export { expect }

export interface AltHost {
  readonly cms: AltCms
  readonly host: RunningHost
  /** Signs in on the host's sign-in screen, reached from `path`, and waits for the signed-in shell. */
  signIn(page: Page, email?: AltEmail, path?: string): Promise<void>
}

export function useAltHost(): AltHost {
  let stack: AltStack | undefined

  test.beforeAll(async ({ altStack }) => {
    stack = altStack
  })
  test.beforeEach(async () => {
    await callBridge(running().host.url, 'renderer:sign-out')
  })

  const running = () => {
    if (!stack) throw new Error('the alt CMS and its host start in beforeAll')
    return stack
  }
  return {
    get cms() {
      return running().cms
    },
    get host() {
      return running().host
    },
    async signIn(page, email = 'alice@example.com', path = '/') {
      const { cms: server, host: web } = running()
      await page.goto(`${web.url}${path}`)
      await page.getByTestId('sign-in-identifier').fill(email)
      await page.getByTestId('sign-in-password').fill(server.password(email))
      await page.getByTestId('sign-in-submit').click()
      await expect(page.getByTestId('nav')).toBeVisible()
    },
  }
}
