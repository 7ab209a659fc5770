import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { logInfo } from '../logger.js'

/**
 * The seeded users' passwords: generated per install, never published, kept beside the database in
 * `<FOLIO_DATA_DIR>/cms/accounts.json` (mode 0600). Folio's automatic sign-in reads it
 * (src/main/core/paths.ts reads the same file; keep the two in step).
 */
export type SeedAccount = { email: string; password: string; role: string }
export type SeedAccountsFile = { accounts: SeedAccount[] }

export const seedAccountsFile = (cmsRoot: string): string => path.join(cmsRoot, 'accounts.json')

export const generatePassword = (): string => randomBytes(18).toString('base64url')

/** The passwords on file, or null when the file is missing or does not name every given user. */
export const readSeedAccounts = (file: string, emails: readonly string[]): Map<string, string> | null => {
  let parsed: unknown
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || err instanceof SyntaxError) return null
    throw err
  }
  const accounts = (parsed as Partial<SeedAccountsFile> | null)?.accounts
  if (!Array.isArray(accounts)) return null
  const passwords = new Map<string, string>()
  for (const account of accounts as Partial<SeedAccount>[])
    if (typeof account?.email === 'string' && typeof account.password === 'string' && account.password !== '')
      passwords.set(account.email, account.password)
  return emails.every((email) => passwords.has(email)) ? passwords : null
}

/** The user of a seeded account's email, where the database has one. */
export const seededUser = async (payload: Payload, email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })).docs[0]

/**
 * Makes sure every seeded user has a generated password on file, and returns them by email.
 *
 * When the file is missing (a fresh install, or a database seeded by an older Folio with the fixed,
 * published passwords), new passwords are generated and the seeded users that already exist get them:
 * the old published ones stop working. The file is written to a temporary name first and renamed into
 * place only after the database holds the new passwords, so a crash in between leaves no file and the
 * next start simply generates again.
 */
export const ensureSeedAccounts = async (
  payload: Payload,
  file: string,
  users: readonly { email: string; role: string }[],
): Promise<Map<string, string>> => {
  const emails = users.map((user) => user.email)
  const onFile = readSeedAccounts(file, emails)
  if (onFile) return onFile

  const accounts: SeedAccount[] = users.map((user) => ({
    email: user.email,
    role: user.role,
    password: generatePassword(),
  }))
  const pending = `${file}.${process.pid}.tmp`
  fs.writeFileSync(pending, JSON.stringify({ accounts } satisfies SeedAccountsFile, null, 2) + '\n', {
    mode: 0o600,
  })
  try {
    let reset = 0
    for (const account of accounts) {
      const existing = await seededUser(payload, account.email)
      if (!existing) continue
      await payload.update({
        collection: 'users',
        id: existing.id,
        data: { password: account.password },
        overrideAccess: true,
      })
      reset++
    }
    fs.renameSync(pending, file)
    if (reset > 0) logInfo(`seed: ${reset} seeded users got generated passwords (see ${file})`)
  } finally {
    fs.rmSync(pending, { force: true })
  }
  return new Map(accounts.map((account) => [account.email, account.password]))
}
