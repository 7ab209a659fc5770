/**
 * Runs the committed PostgreSQL migrations not yet applied, each in its own transaction, as Payload's
 * migrate does, but a failure is one line (which migration, the database's message, what to do) instead
 * of Payload's logged stack and its own process.exit. PostgreSQL's DDL is transactional: a migration
 * that throws halfway, or a process killed mid-way, leaves nothing of it, and the next start runs it again.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { logInfo } from '../logger.js'
import { StartupError } from './choice.js'

export type Migration = {
  name: string
  up: (args: { db: unknown; payload: Payload; req: unknown }) => Promise<void>
}

type Adapter = {
  drizzle: unknown
  sessions: Record<string, { db: unknown } | undefined>
  createExtensions?: () => Promise<void>
  execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Array<Record<string, unknown>> }>
}

type DatabaseError = { message?: string; cause?: unknown }

/** The database's own words: drizzle wraps them as "Failed query: <sql>" with the server's error as cause. */
const databaseMessage = (error: unknown): string => {
  let current = error as DatabaseError | undefined
  while (current?.cause && typeof current.cause === 'object') current = current.cause
  const message = current?.message ?? String(error)
  return message.split('\n')[0]!.trim()
}

export const describeMigrationFailure = (name: string, error: unknown): string =>
  `migration ${name} failed: ${databaseMessage(error)} (nothing of it was applied and the database is as ` +
  `the previous migration left it; fix the cause and start again, the migration then runs again)`

export const runMigrations = async (payload: Payload, migrations: Migration[]): Promise<void> => {
  const adapter = payload.db as unknown as Adapter
  await adapter.createExtensions?.()
  const table = await adapter.execute({
    drizzle: adapter.drizzle,
    raw: `SELECT to_regclass('"payload_migrations"') IS NOT NULL AS exists`,
  })
  type Applied = { name: string; batch?: number }
  const done = table.rows[0]?.exists
    ? ((await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false }))
        .docs as unknown as Applied[])
    : []
  if (done.some((row) => row.batch === -1))
    throw new StartupError(
      'this database was changed by a schema push (Payload in dev mode), which the migrations cannot build on: ' +
        'use a fresh database, or move the data over to one the CMS made',
    )
  const batch = Math.max(0, ...done.map((row) => Number(row.batch) || 0)) + 1
  for (const migration of migrations) {
    if (done.some((row) => row.name === migration.name)) continue
    const started = Date.now()
    logInfo(`Migrating: ${migration.name}`)
    const req = await createLocalReq({}, payload)
    try {
      await initTransaction(req)
      const db = adapter.sessions[String(await req.transactionID)]?.db ?? adapter.drizzle
      await migration.up({ db, payload, req })
      await payload.create({ collection: 'payload-migrations', data: { name: migration.name, batch }, req })
      await commitTransaction(req)
    } catch (error) {
      await killTransaction(req).catch(() => undefined)
      throw new StartupError(describeMigrationFailure(migration.name, error))
    }
    logInfo(`Migrated:  ${migration.name} (${Date.now() - started}ms)`)
  }
}
