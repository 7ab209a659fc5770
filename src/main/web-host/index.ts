/**
 * `npm run web`: the same UI and bridge as the desktop app, served to a browser by plain Node.
 * Env: FOLIO_PORT (default 4100), FOLIO_CMS_URL (remote server; absent = built-in CMS), FOLIO_DATA_DIR,
 * FOLIO_WEB_KEY (the host's key; a fresh one per launch when absent).
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createHostServices } from '../core/host'
import { ensurePrivateDataDir, resolveDataDir } from '../core/paths'
import { JsonFileSettingsStore } from '../core/settings'
import { startAndAnnounce } from '../core/startup'
import { noPersistence } from '../core/token-vault'
import { hostKeyFrom, keyedUrl } from './host-key'
import { createWebHost, type WebHost } from './server'

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

async function main() {
  const port = Number(process.env.FOLIO_PORT ?? 4100)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`FOLIO_PORT must be a port number, got ${process.env.FOLIO_PORT}`)
  // Settings, local drafts and (in the CMS child, which inherits it) the database: the owner's alone.
  if (process.platform !== 'win32') process.umask(0o077)
  const key = hostKeyFrom(process.env.FOLIO_WEB_KEY)
  // The CMS and the preview site it starts inherit this environment: the key is the host's alone.
  delete process.env.FOLIO_WEB_KEY
  const dataDir = resolveDataDir()
  ensurePrivateDataDir(dataDir)
  const version = (JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as { version: string }).version
  const settings = new JsonFileSettingsStore(join(dataDir, 'settings.json'))

  let host: WebHost | null = null
  let origin = ''
  const services = createHostServices({
    host: 'web',
    appRoot,
    version,
    versions: { node: process.versions.node },
    dataDir,
    settings,
    // No OS keychain here: tokens live in this process's memory only.
    encrypter: noPersistence,
    remoteUrl: process.env.FOLIO_CMS_URL || undefined,
    uiOrigins: () => [origin],
    relayOrigin: () => origin || null,
    broadcast: (event, payload) => host?.broadcast(event, payload),
    log: (line) => process.stderr.write(`${line}\n`),
  })
  host = createWebHost({
    rendererDir: services.rendererDir,
    handlers: services.handlers,
    // Only the built-in CMS is served under the UI's origin (a remote server has its own).
    proxyApi: () => (process.env.FOLIO_CMS_URL ? null : (services.cmsOrigins()[0] ?? null)),
    // The built-in preview site's pages read drafts and merge live-preview data through this /api.
    apiCallerOrigins: () => services.cms.previewOrigins(),
    csp: services.uiContentSecurityPolicy,
    key,
  })
  const url = await host.listen(port)
  origin = url
  // The built-in CMS's /api is proxied here: the demo preview site's pages reach it at this origin and,
  // like any live-preview frontend, trust messages from the UI. Read by the CMS child. (Not
  // FOLIO_CMS_PUBLIC_URL: that is the CMS's own public address, its serverURL.)
  if (!process.env.FOLIO_CMS_URL) process.env.FOLIO_PREVIEW_CMS_URL = url
  // The UI loads from here now and shows what the CMS is doing; "Folio ready" waits for the dashboard.
  // The address to open carries the host's key: the first load trades it for a cookie (host-key.ts).
  const openUrl = keyedUrl(url, host.key)
  console.log(`Folio listening: ${openUrl}`)

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await services.stop()
    await host?.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
  void startAndAnnounce(services, {
    url: openUrl,
    out: (line) => console.log(line),
    err: (line) => process.stderr.write(`${line}\n`),
    stopped: () => stopping,
  })
}

main().catch((error: unknown) => {
  console.error(`Folio web host failed to start: ${(error as Error).message}`)
  process.exit(1)
})
