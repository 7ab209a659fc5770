/**
 * One job runner per PostgreSQL database: several CMS processes may serve one team, but Payload's jobs
 * queue (scheduled publish and other tasks) must be run by one of them only, or a job runs twice.
 * The process that gets a PostgreSQL advisory lock at start-up runs the queue (Payload's crons), for as
 * long as its session holds the lock; the others say so in one line and only serve requests.
 */
import { createRequire } from 'node:module'

import { logInfo } from '../logger.js'

/** The advisory lock's two keys: "Foli" and the jobs queue. Advisory locks are per database. */
const LOCK_KEYS = [0x466f6c69, 1] as const
const RETAKE_MS = 5_000

type PgClient = {
  connect: () => Promise<unknown>
  end: () => Promise<void>
  query: (sql: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>
  on: (event: 'error' | 'end', listener: (error?: Error) => void) => void
}
type PgModule = { Client: new (options: { connectionString: string; connectionTimeoutMillis: number }) => PgClient }

const loadPg = (): PgModule => {
  const adapterEntry = createRequire(import.meta.url).resolve('@payloadcms/db-postgres')
  return createRequire(adapterEntry)('pg') as PgModule
}

export const JOB_RUNNER_LINES = {
  runs: 'jobs: this process runs the jobs queue',
  other:
    'jobs: another CMS process on this database runs the jobs queue; this one serves requests only (restart it to take over once that one stops)',
  lost: (why: string) => `warn: jobs: lost the job runner's PostgreSQL session (${why}); taking it again`,
  retaken: 'jobs: this process runs the jobs queue again',
  takenOver:
    'warn: jobs: another CMS process took the jobs queue while PostgreSQL was away; this one stops running jobs',
}

export type JobRunnerClaim = {
  /** Whether this process runs the jobs queue (then start Payload with its crons). */
  runs: boolean
  /** Called when the lock went to another process after an outage: stop running jobs. */
  onTakenOver: (stop: () => Promise<void> | void) => void
}

/** A session of its own holding the advisory lock; null when another session holds it. */
const tryLock = async (url: string): Promise<PgClient | null> => {
  const { Client } = loadPg()
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  const { rows } = await client.query('SELECT pg_try_advisory_lock($1, $2) AS locked', [...LOCK_KEYS])
  if (rows[0]?.locked === true) return client
  await client.end().catch(() => undefined)
  return null
}

export const claimJobRunner = async (url: string): Promise<JobRunnerClaim> => {
  let stopJobs: () => Promise<void> | void = () => undefined
  const claim: JobRunnerClaim = { runs: false, onTakenOver: (stop) => (stopJobs = stop) }
  const holder = await tryLock(url)
  if (!holder) {
    logInfo(JOB_RUNNER_LINES.other)
    return claim
  }
  claim.runs = true
  logInfo(JOB_RUNNER_LINES.runs)
  // PostgreSQL restarting ends the session and frees the lock: take it again, or stop running jobs.
  const watch = (client: PgClient): void => {
    let lost = false
    const onLost = (error?: Error): void => {
      if (lost) return
      lost = true
      logInfo(JOB_RUNNER_LINES.lost(error?.message ?? 'connection ended'))
      void client.end().catch(() => undefined)
      const retake = (): void => {
        tryLock(url).then(
          (again) => {
            if (again) {
              logInfo(JOB_RUNNER_LINES.retaken)
              watch(again)
            } else {
              logInfo(JOB_RUNNER_LINES.takenOver)
              void stopJobs()
            }
          },
          () => setTimeout(retake, RETAKE_MS).unref(),
        )
      }
      setTimeout(retake, RETAKE_MS).unref()
    }
    client.on('error', onLost)
    client.on('end', onLost)
  }
  watch(holder)
  return claim
}
