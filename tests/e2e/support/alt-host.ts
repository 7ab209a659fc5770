/**
 * One alt CMS and one web host pointed at it by URL, for a whole spec file: started before its
 * first test, the host's session ended before each test (the host keeps it between pages), both
 * stopped after the last. `signIn` uses the sign-in screen, as an editor would.
 */
import { expect, test, type Page } from '@playwright/test'
import { startAltCms, type AltCms, type AltEmail } from './alt-cms'
import { callBridge } from './bridge'
import { startWebHost, type RunningHost } from './web-host'

export interface AltHost {
  readonly cms: AltCms
  readonly host: RunningHost
  /** Signs in on the host's sign-in screen, reached from `path`, and waits for the signed-in shell. */
  signIn(page: Page, email?: AltEmail, path?: string): Promise<void>
}

export function useAltHost(): AltHost {
  let cms: AltCms | undefined
  let host: RunningHost | undefined

  test.beforeAll(async () => {
    // A CMS start takes about a minute on a busy machine.
    test.setTimeout(180_000)
    cms = await startAltCms()
    host = await startWebHost({ FOLIO_CMS_URL: cms.url })
  })
  test.beforeEach(async () => {
    await callBridge(running().host.url, 'renderer:sign-out')
  })
  test.afterAll(async () => {
    await host?.stop()
    await cms?.stop()
  })

  const running = () => {
    if (!cms || !host) throw new Error('the alt CMS and its host start in beforeAll')
    return { cms, host }
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
