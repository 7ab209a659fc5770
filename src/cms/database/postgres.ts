/**
 * The built-in CMS on PostgreSQL: @payloadcms/db-postgres, loaded only when FOLIO_DATABASE_URL asks for it,
 * with the schema from the committed migrations in ../migrations (never a push, which may drop data).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import type { DatabaseAdapterObj, Payload } from 'payload'

import { logInfo } from '../logger.js'
import { StartupError, describeConnectFailure } from './choice.js'
import { runMigrations, type Migration } from './migrate.js'
import { localeParentIndexes } from './locale-indexes.js'
import { describeMissingPostgis, readPostgisState } from './postgis.js'

/** A host that drops packets would otherwise hang start-up (and every request) forever. */
const CONNECT_TIMEOUT_MS = 10_000

type PgClient = {
  connect: () => Promise<unknown>
  end: () => Promise<void>
  query: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }>
}
type PgModule = { Client: new (options: { connectionString: string; connectionTimeoutMillis: number }) => PgClient }

/** pg as the adapter loads it: a dependency of @payloadcms/db-postgres, resolved from there. */
const loadPg = (): PgModule => {
  const adapterEntry = createRequire(import.meta.url).resolve('@payloadcms/db-postgres')
  return createRequire(adapterEntry)('pg') as PgModule
}

/** Connects to `url`; resolves with the client, or null where the database does not exist yet. */
const connectOrMissing = async (url: string, label: string): Promise<PgClient | null> => {
  const { Client } = loadPg()
  const client = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  try {
    await client.connect()
    return client
  } catch (error) {
    await client.end().catch(() => undefined)
    if ((error as { code?: string }).code === '3D000') return null
    throw new StartupError(describeConnectFailure(label, error))
  }
}

/**
 * Connects once before Payload does, so an unreachable or misconfigured server is one clear line
 * (the adapter logs a stack and keeps a pool retrying), and so is a server without PostGIS.
 * A missing database is fine: the adapter creates it (PostGIS is then looked up from `postgres`).
 */
export const checkPostgres = async (url: string, label: string): Promise<void> => {
  let client = await connectOrMissing(url, label)
  if (!client) {
    const server = new URL(url)
    server.pathname = '/postgres'
    client = await connectOrMissing(server.toString(), label).catch(() => null)
  }
  if (!client) return
  try {
    const missing = describeMissingPostgis(label, await readPostgisState(client))
    if (missing) throw new StartupError(missing)
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Where the compiled migrations sit beside this module (out/node/cms/migrations). */
export const builtMigrationDir = (): string =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations')

export const postgresDatabase = async (
  url: string,
  migrationDir = builtMigrationDir(),
): Promise<DatabaseAdapterObj> => {
  const [{ postgresAdapter }, { index }] = await Promise.all([
    import('@payloadcms/db-postgres'),
    import('@payloadcms/db-postgres/drizzle/pg-core'),
  ])
  return postgresAdapter({
    pool: { connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    push: false,
    migrationDir,
    afterSchemaInit: [localeParentIndexes(index) as never],
  })
}

/**
 * Runs the committed migrations not yet applied (migrate.ts), then those of the module
 * FOLIO_TEST_EXTRA_MIGRATIONS names: the tests' way to run a migration that fails halfway.
 */
export const migratePostgres = async (payload: Payload): Promise<void> => {
  const { migrations } = await import('../migrations/index.js')
  const extraModule = process.env.FOLIO_TEST_EXTRA_MIGRATIONS
  const extra = extraModule
    ? ((await import(pathToFileURL(extraModule).href)) as { migrations: Migration[] }).migrations
    : []
  await runMigrations(payload, [...(migrations as unknown as Migration[]), ...extra])
}

type PoolLike = { on: (event: 'error', listener: (error: Error) => void) => void }

/**
 * pg's pool emits 'error' when an idle connection dies (PostgreSQL restarted or went away); without a
 * listener that ends the process. With one, requests fail during the outage and new connections are
 * made once PostgreSQL is back.
 */
export const surviveRestarts = (payload: Payload): void => {
  const pool = (payload.db as unknown as { pool?: PoolLike }).pool
  pool?.on('error', (error) =>
    logInfo(`warn: PostgreSQL connection lost (${error.message}); reconnecting on the next request`),
  )
}
