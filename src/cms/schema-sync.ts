import type { Payload } from 'payload'

import { logInfo } from './logger.js'

type PushResult = { apply: () => Promise<void>; hasDataLoss: boolean; warnings: string[] }

/** The parts of @payloadcms/db-sqlite's adapter used here. */
type SQLiteAdapterLike = {
  schema: unknown
  drizzle: unknown
  requireDrizzleKit: () => { pushSchema: (schema: unknown, drizzle: unknown) => Promise<PushResult> }
  execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>
}

const sqlString = (value: string): string => `'${value.replace(/'/g, "''")}'`

/**
 * Brings the SQLite tables in line with the config on every start, whatever NODE_ENV is.
 * The adapter's own push is off (`push: false`): it only runs outside production, and it asks
 * y/N on a terminal before a destructive change (without one the process exits with code 13).
 * Here a destructive change (a removed field or table) is applied after a consistent copy of the
 * database is written next to it, so an upgraded demo schema never blocks startup.
 */
export const syncSchema = async (payload: Payload, databaseFile: string, buildKey?: string): Promise<void> => {
  // Comparing the schema loads drizzle-kit and reads every table: skipped when this same build (its
  // content model and Payload's version, see seed/template.ts) synced this database last time.
  if (buildKey && (await syncedBuild(payload)) === buildKey) {
    logInfo('schema: synced by this build already')
    return
  }
  const adapter = payload.db as unknown as SQLiteAdapterLike
  const { pushSchema } = adapter.requireDrizzleKit()
  const { apply, hasDataLoss, warnings } = await pushSchema(adapter.schema, adapter.drizzle)
  if (warnings.length || hasDataLoss) {
    const backup = `${databaseFile}.${new Date().toISOString().replace(/[:.]/g, '-')}.bak`
    await adapter.execute({ drizzle: adapter.drizzle, raw: `VACUUM INTO ${sqlString(backup)}` })
    logInfo(
      `schema change with possible data loss; the previous database was copied to ${backup}:\n  ${warnings.join('\n  ')}`,
    )
  }
  await apply()
  if (buildKey) await payload.kv.set(SYNCED_BUILD, buildKey)
}

const SYNCED_BUILD = 'folio:schema-synced-by'

/** The build that last synced this database's schema; null on a new database (no tables yet). */
const syncedBuild = async (payload: Payload): Promise<string | null> => {
  try {
    return (await payload.kv.get<string>(SYNCED_BUILD)) ?? null
  } catch {
    return null
  }
}

/** A consistent copy of the SQLite database in one file (no WAL), written while it is in use. */
export const vacuumInto = async (payload: Payload, file: string): Promise<void> => {
  const adapter = payload.db as unknown as SQLiteAdapterLike
  await adapter.execute({ drizzle: adapter.drizzle, raw: `VACUUM INTO ${sqlString(file)}` })
}
