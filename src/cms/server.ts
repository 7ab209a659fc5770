/**
 * Folio's built-in CMS: Payload 3 on node:http (no Next.js), plus the demo preview site.
 *
 *   FOLIO_DATA_DIR=./.folio-data node --conditions=production out/node/cms/server.js
 *
 * Env: FOLIO_DATA_DIR (required), FOLIO_CMS_PORT (default 0 = any free port), FOLIO_CMS_HOST (default
 * 127.0.0.1), FOLIO_CMS_PUBLIC_URL, FOLIO_PREVIEW_CMS_URL, PAYLOAD_SECRET, FOLIO_MEDIA_DIR, FOLIO_ADMIN_EMAIL/_PASSWORD (team-settings.ts),
 * FOLIO_PREVIEW_PORT (default 0), FOLIO_CMS_ALLOWED_ORIGINS (comma-separated UI origins),
 * FOLIO_CMS_SEED (default | stress | none; none by default on PostgreSQL), FOLIO_CMS_LOG_LEVEL (default info),
 * FOLIO_CMS_CONFIG (default, or alt: the tests' second config, testing/alt-config.ts, with its own seed),
 * FOLIO_DATABASE_URL (postgres://…: PostgreSQL with the committed migrations instead of SQLite).
 * stdout carries only the protocol: phase lines (`Folio CMS phase: starting|database|seeding`, in that
 * order, seeding only when demo content is written) and the two ready lines; logs go to stderr.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'

import { StartupError, chooseDatabase } from './database/choice.js'
import { ensureCmsDirs, makePrivate, readOrCreateSecret, resolveCmsPaths } from './data-dir.js'
import { ownHostCheck } from './http/host-check.js'
import { sendJson, sendWebResponse, toWebRequest } from './http/node-adapter.js'
import { logInfo } from './logger.js'
import { localOrigin, readTeamSettings } from './team-settings.js'
import { startPreviewSite, type PreviewSite } from './preview-site/server.js'

// Before anything is created (the SQLite database, its WAL, uploads, the secret): files 0600, folders
// 0700. The database holds drafts and password hashes; nobody else on the machine needs to read it.
if (process.platform !== 'win32') process.umask(0o077)

// stdout is a protocol (the ready lines); anything else written there (drizzle-kit's schema push
// spinner, stray console.log) goes to stderr.
const writeStdout = process.stdout.write.bind(process.stdout)
process.stdout.write = process.stderr.write.bind(process.stderr)

// Before Payload and lexical load (they are imported dynamically below): no HMR socket,
// no dependency checker (live-preview 3.90.1 next to payload 3.90.2 would stop startup).
process.env.DISABLE_PAYLOAD_HMR ??= 'true'
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

/** Tells Folio what the CMS is doing while it starts (parsed by src/main/core/cms-phase.ts). */
const reportPhase = (phase: 'starting' | 'database' | 'seeding'): void => {
  writeStdout(`Folio CMS phase: ${phase}\n`)
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

const parsePort = (value: string | undefined, name: string): number => {
  const port = Number(value ?? 0)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new StartupError(`${name} must be a port number, got "${value}"`)
  return port
}

const listen = (server: http.Server, port: number, host: string): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
  })

/** sharp is optional: with it Payload generates the media image sizes. */
const loadSharp = async (): Promise<unknown> => {
  const name = 'sharp'
  try {
    return ((await import(name)) as { default: unknown }).default
  } catch {
    return undefined
  }
}

const main = async (): Promise<void> => {
  const started = performance.now()
  reportPhase('starting')
  const dataDir = process.env.FOLIO_DATA_DIR
  if (!dataDir)
    throw new StartupError('FOLIO_DATA_DIR is required (the folder that holds the CMS database and uploads)')
  const cmsPort = parsePort(process.env.FOLIO_CMS_PORT, 'FOLIO_CMS_PORT')
  const previewPort = parsePort(process.env.FOLIO_PREVIEW_PORT, 'FOLIO_PREVIEW_PORT')
  const allowedOrigins = (process.env.FOLIO_CMS_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  const configName = process.env.FOLIO_CMS_CONFIG ?? 'default'
  if (!['default', 'alt'].includes(configName)) throw new StartupError(`FOLIO_CMS_CONFIG must be default or alt`)
  const database = chooseDatabase(process.env.FOLIO_DATABASE_URL)
  // The migrations describe the built-in content model only; the tests' second config stays on SQLite.
  if (database.kind === 'postgres' && configName === 'alt')
    throw new StartupError('FOLIO_CMS_CONFIG=alt runs on SQLite only: unset FOLIO_DATABASE_URL')
  const postgres = database.kind === 'postgres' ? await import('./database/postgres.js') : null
  if (postgres && database.kind === 'postgres') await postgres.checkPostgres(database.url, database.label)
  const team = readTeamSettings(process.env, database.kind === 'postgres')

  const defaultPaths = resolveCmsPaths(dataDir)
  // A team server may keep uploads on a shared volume.
  const paths = { ...defaultPaths, media: team.mediaDir ? path.resolve(team.mediaDir) : defaultPaths.media }
  ensureCmsDirs(paths)
  makePrivate(paths)
  const secret = team.secret ?? readOrCreateSecret(paths.secretFile)

  // Listen first: the port (and so Payload's serverURL) is known before Payload is built.
  // Set once Payload is built; until then requests are answered 503.
  // eslint-disable-next-line prefer-const -- assigned after the server that reads it starts listening
  let handler: Handler | undefined
  /** Set once the port is known: which Host headers name this server (DNS rebinding defence). */
  // eslint-disable-next-line prefer-const -- assigned after the server that reads it starts listening
  let isOwnHost: ((host: string | undefined) => boolean) | undefined
  const server = http.createServer((req, res) => {
    if (isOwnHost && !isOwnHost(req.headers.host))
      return sendJson(res, 421, {
        errors: [{ message: 'Unknown host: reach this server by its own address (or set FOLIO_CMS_PUBLIC_URL).' }],
      })
    if (!handler) return sendJson(res, 503, { errors: [{ message: 'Folio CMS is starting' }] }, { 'retry-after': '1' })
    handler(req, res).catch((err: unknown) => {
      if (res.destroyed) return // the client went away mid-response
      logInfo(`error: request ${req.method} ${req.url} failed: ${(err as Error).stack ?? String(err)}`)
      if (!res.headersSent) sendJson(res, 500, { errors: [{ message: 'Internal error' }] })
      else res.destroy()
    })
  })
  const port = await listen(server, cmsPort, team.host)
  isOwnHost = ownHostCheck({ listenHost: team.host, port, publicURL: team.publicURL })
  // Folio on this machine reaches the CMS here, and the ready line says so. Payload's serverURL (its links,
  // file URLs, preview) is where browsers reach it: FOLIO_CMS_PUBLIC_URL on a team server, else this.
  const localURL = localOrigin(team.host, port)
  const serverURL = team.publicURL ?? localURL

  // eslint-disable-next-line prefer-const -- shutdown (defined before the preview starts) closes it once it exists
  let preview: PreviewSite | undefined
  let shuttingDown = false
  const shutdown = async (): Promise<void> => {
    if (shuttingDown) return
    shuttingDown = true
    setTimeout(() => process.exit(0), 3000).unref() // never hang on a stuck connection
    server.closeAllConnections()
    await Promise.all([new Promise((resolve) => server.close(resolve)), preview?.close()])
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown())
  process.on('SIGINT', () => void shutdown())
  // Started by Folio with a pipe on stdin: when Folio dies (even killed), the pipe closes and the
  // CMS stops too, instead of living on and holding the database and the port.
  if (process.env.FOLIO_CMS_EXIT_WITH_PARENT === '1') {
    process.stdin.on('end', () => void shutdown())
    process.stdin.on('error', () => void shutdown())
    process.stdin.resume()
  }

  preview = await startPreviewSite({
    port: previewPort,
    cmsURL: localURL,
    publicCmsURL: team.previewCmsURL,
    adminOrigins: allowedOrigins,
  })
  writeStdout(`Folio preview site ready: ${preview.origin}\n`)

  const modulesStarted = performance.now()
  const [
    { getPayload, handleEndpoints },
    { buildFolioConfig },
    { syncSchema, vacuumInto },
    { seedDemoContent },
    { seedAccountsFile },
    { ensureFirstAdmin },
    sharp,
  ] = await Promise.all([
    import('payload'),
    import('./config.js'),
    import('./schema-sync.js'),
    import('./seed/index.js'),
    import('./seed/accounts.js'),
    import('./seed/first-admin.js'),
    loadSharp(),
  ])
  const alt = configName === 'alt' ? await import('./testing/alt-config.js') : null
  const initStarted = performance.now()
  reportPhase('database')
  // A fresh SQLite folder with the default demo content starts from a copy of the last one seeded.
  const template =
    !postgres && !alt && team.seed === 'default' && !team.mediaDir && !team.admin && !fs.existsSync(paths.database)
      ? await import('./seed/template.js')
      : null
  const templateAt = template?.templateDir() ?? null
  const fromTemplate = template?.copyTemplate(templateAt, paths) ?? false
  const config = await (alt?.buildAltConfig ?? buildFolioConfig)({
    serverURL,
    previewOrigin: preview.origin,
    paths,
    secret,
    allowedOrigins,
    sharp,
    logLevel: process.env.FOLIO_CMS_LOG_LEVEL,
    db: postgres && database.kind === 'postgres' ? await postgres.postgresDatabase(database.url) : undefined,
  })
  // On PostgreSQL several processes may share the database: the jobs queue's crons start below, in one only.
  const payload = await getPayload({ config, cron: !postgres })
  if (postgres && database.kind === 'postgres') {
    postgres.surviveRestarts(payload)
    await postgres.migratePostgres(payload)
    const { claimJobRunner } = await import('./database/job-runner.js')
    const jobs = await claimJobRunner(database.url)
    if (jobs.runs) await payload._initializeCrons()
    jobs.onTakenOver(() => {
      for (const cron of payload.crons.splice(0)) cron.stop()
    })
  } else
    await syncSchema(payload, paths.database, `${configName}:${(await import('./seed/template.js')).templateKey()}`)
  const seedStarted = performance.now()
  if (alt) await alt.seedAlt(payload, seedAccountsFile(paths.root))
  else
    await seedDemoContent(payload, team.seed, {
      accountsFile: seedAccountsFile(paths.root),
      onSeeding: () => reportPhase('seeding'),
    })
  if (team.admin) await ensureFirstAdmin(payload, team.admin)
  // Before the ready line: nothing but the demo content is in the database yet.
  if (template && !fromTemplate) await template.saveTemplate(templateAt, paths, (file) => vacuumInto(payload, file))
  const seedDone = performance.now()

  handler = async (req, res) => {
    const response = await handleEndpoints({ config, request: toWebRequest(req, localURL) })
    await sendWebResponse(res, response, req.method)
  }
  if (shuttingDown) return
  logInfo(
    `started in ${Math.round(seedDone - started)}ms (modules ${Math.round(initStarted - modulesStarted)}ms, ` +
      `payload init + ${postgres ? 'migrations' : 'schema sync'} ${Math.round(seedStarted - initStarted)}ms, ` +
      `seed ${Math.round(seedDone - seedStarted)}ms${fromTemplate ? ' from the template' : ''})` +
      (sharp ? '' : '; sharp not installed: no image sizes') +
      (database.kind === 'postgres' ? `; database ${database.label}` : ''),
  )
  writeStdout(`Folio CMS ready: ${localURL}\n`)
}

main().catch((err: unknown) => {
  // A setting the operator fixes gets one line; anything unforeseen keeps its stack.
  const detail = err instanceof StartupError ? err.message : ((err as Error).stack ?? String(err))
  process.stderr.write(`[cms] fatal: ${detail}\n`)
  process.exit(1)
})
