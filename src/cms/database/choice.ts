/**
 * Which database the built-in CMS uses: SQLite in the data folder (one editor, the default) or the
 * PostgreSQL server FOLIO_DATABASE_URL names (a team server). Pure, so start-up errors are testable.
 */

/** A start-up problem the operator fixes from its message alone: printed as one line, no stack. */
export class StartupError extends Error {}

export type DatabaseChoice = { kind: 'sqlite' } | { kind: 'postgres'; url: string; label: string }

/** The URL as it may be shown in a log: no password. */
export const describeDatabaseUrl = (url: URL): string => {
  const user = url.username ? `${decodeURIComponent(url.username)}@` : ''
  const port = url.port ? `:${url.port}` : ''
  // pg takes a unix-socket folder as ?host=/path, which wins over the host part.
  const socket = url.searchParams.get('host')
  if (socket) return `${url.protocol}//${user}${url.pathname.slice(1)} (socket ${socket})`
  return `${url.protocol}//${user}${url.hostname || 'localhost'}${port}${url.pathname}`
}

export const chooseDatabase = (value: string | undefined): DatabaseChoice => {
  const raw = value?.trim()
  if (!raw) return { kind: 'sqlite' }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new StartupError('FOLIO_DATABASE_URL is not a URL; expected postgres://user:password@host:5432/database')
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new StartupError(
      `FOLIO_DATABASE_URL must start with postgres:// (got ${url.protocol}//); leave it unset to use SQLite`,
    )
  if (url.pathname.length <= 1)
    throw new StartupError(`FOLIO_DATABASE_URL names no database; expected postgres://user:password@host:5432/database`)
  return { kind: 'postgres', url: raw, label: describeDatabaseUrl(url) }
}

type PgError = { code?: string; message?: string }

/** One line saying why PostgreSQL refused or could not be reached, and what to check. */
export const describeConnectFailure = (label: string, error: unknown): string => {
  const { code, message } = (error ?? {}) as PgError
  const why = message?.split('\n')[0] || String(error)
  const hint =
    code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT' || code === 'EHOSTUNREACH'
      ? 'is PostgreSQL running there, and are the host and port right?'
      : code === '28P01' || code === '28000'
        ? 'check the user and password in FOLIO_DATABASE_URL'
        : code === '42501'
          ? 'the user needs the right to create tables in that database'
          : 'check FOLIO_DATABASE_URL'
  return `cannot use PostgreSQL at ${label}: ${why} (${hint})`
}
