/** The built-in CMS's seeded accounts: their passwords are generated per install, in the host's data folder. */
import { expect, type Page } from '@playwright/test'
import { readLocalAccountPassword } from '../../../src/main/core/paths'
import type { RunningHost } from './web-host'

export type SeededEmail = 'editor@example.com' | 'second@example.com' | 'viewer@example.com'

/** The password the built-in CMS of `host` generated for a seeded user. */
export function seededPassword(host: Pick<RunningHost, 'dataDir'>, email: SeededEmail): string {
  const password = readLocalAccountPassword(host.dataDir, email)
  if (!password) throw new Error(`no generated password for ${email} in ${host.dataDir}`)
  return password
}

/**
 * Signs the page out and in again as a seeded user, from the account screen, and waits until it shows
 * them. Specs share their host: a test that switches away signs the editor back in when it ends.
 */
export async function signInAs(page: Page, host: Pick<RunningHost, 'dataDir'>, email: SeededEmail): Promise<void> {
  await page.goto('/admin/account')
  await page.getByTestId('sign-out').click()
  await page.getByTestId('sign-in-identifier').fill(email)
  await page.getByTestId('sign-in-password').fill(seededPassword(host, email))
  await page.getByTestId('sign-in-submit').click()
  await expect(page.getByTestId('signed-in-as')).toContainText(email)
}
