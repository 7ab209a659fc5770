/**
 * npm run cms:create-admin -- --email you@example.com: the first admin of a team server, made once on
 * the database the CMS uses (FOLIO_DATABASE_URL, else SQLite in FOLIO_DATA_DIR), with the password read
 * from stdin or asked for. Refuses when that user exists. Every failure is one line and exit code 1.
 */
import { StartupError, chooseDatabase } from '../database/choice.js'
import { ensureCmsDirs, makePrivate, readOrCreateSecret, resolveCmsPaths } from '../data-dir.js'
import { checkAdminPassword, parseCreateAdminArgs } from './args.js'
import { readPassword } from './read-password.js'

// drizzle-kit draws a spinner on stdout while it syncs SQLite's schema: the command's answer is the only
// line shown there, and errors (Payload logs at error level, on stderr) are all that reach stderr.
const writeStdout = process.stdout.write.bind(process.stdout)
process.stdout.write = () => true
process.env.DISABLE_PAYLOAD_HMR ??= 'true'
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'
if (process.platform !== 'win32') process.umask(0o077)

type PayloadValidation = {
  name?: string
  data?: { errors?: Array<{ label?: string; path?: string; message?: string }> }
}

/** Payload's validation error (e.g. an address its email check refuses) as one line. */
const refusal = (error: unknown): StartupError | null => {
  const { name, data } = (error ?? {}) as PayloadValidation
  if (name !== 'ValidationError' || !data?.errors?.length) return null
  const reasons = data.errors.map((field) => `${field.label ?? field.path ?? 'field'}: ${field.message ?? 'invalid'}`)
  return new StartupError(`the CMS refused the user: ${reasons.join('; ')}`)
}

const main = async (): Promise<void> => {
  const { email } = parseCreateAdminArgs(process.argv.slice(2))
  const dataDir = process.env.FOLIO_DATA_DIR
  if (!dataDir) throw new StartupError('FOLIO_DATA_DIR is required (the CMS data folder)')
  const database = chooseDatabase(process.env.FOLIO_DATABASE_URL)
  const password = checkAdminPassword(await readPassword(email))

  const postgres = database.kind === 'postgres' ? await import('../database/postgres.js') : null
  if (postgres && database.kind === 'postgres') await postgres.checkPostgres(database.url, database.label)
  const paths = resolveCmsPaths(dataDir)
  ensureCmsDirs(paths)
  makePrivate(paths)
  const [{ getPayload }, { buildFolioConfig }, { syncSchema }] = await Promise.all([
    import('payload'),
    import('../config.js'),
    import('../schema-sync.js'),
  ])
  const origin = 'http://127.0.0.1:4200'
  const config = await buildFolioConfig({
    serverURL: origin,
    previewOrigin: origin,
    paths,
    secret: process.env.PAYLOAD_SECRET?.trim() || readOrCreateSecret(paths.secretFile),
    allowedOrigins: [],
    logLevel: 'error',
    db: postgres && database.kind === 'postgres' ? await postgres.postgresDatabase(database.url) : undefined,
  })
  const payload = await getPayload({ config, cron: false })
  try {
    // A first admin may come before the first start: the schema is made as the CMS would make it.
    if (postgres) await postgres.migratePostgres(payload)
    else await syncSchema(payload, paths.database)
    const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } })
    if (existing.totalDocs > 0)
      throw new StartupError(
        `a user ${email} exists already; nothing was changed (sign in as them, or pick another email)`,
      )
    await payload
      .create({ collection: 'users', data: { email, password, role: 'editor', name: 'Admin' }, overrideAccess: true })
      .catch((error: unknown) => {
        throw refusal(error) ?? error
      })
  } finally {
    await payload.destroy().catch(() => undefined)
  }
  writeStdout(`Folio: created the admin ${email}${database.kind === 'postgres' ? ` on ${database.label}` : ''}\n`)
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    const detail = err instanceof StartupError ? err.message : ((err as Error).stack ?? String(err))
    process.stderr.write(`[cms:create-admin] ${detail}\n`)
    process.exit(1)
  },
)
