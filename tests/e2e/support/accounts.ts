/** The built-in CMS's seeded accounts: their passwords are generated per install, in the host's data folder. */
import { readLocalAccountPassword } from '../../../src/main/core/paths'
import type { RunningHost } from './web-host'

export type SeededEmail = 'editor@example.com' | 'second@example.com' | 'viewer@example.com'

/** The password the built-in CMS of `host` generated for a seeded user. */
export function seededPassword(host: Pick<RunningHost, 'dataDir'>, email: SeededEmail): string {
  const password = readLocalAccountPassword(host.dataDir, email)
  if (!password) throw new Error(`no generated password for ${email} in ${host.dataDir}`)
  return password
}
