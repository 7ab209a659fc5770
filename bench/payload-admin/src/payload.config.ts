// The built-in CMS's content model and the Folio plugin (Folio's own config, copied from src/cms into
// src/folio by prepare.mjs so every import resolves to this folder's one copy of payload and react), served
// by Payload's admin. The database is the one Folio's CMS seeded with the benchmark's data.
import path from 'node:path'

import sharp from 'sharp'

import { buildFolioConfig } from './folio/cms/config.js'
import { resolveCmsPaths } from './folio/cms/data-dir.js'

const dataDir = process.env.BENCH_DATA_DIR ?? path.resolve(process.cwd(), 'data')
// Payload's admin builds its API URLs from serverURL, and its CSRF check lets cookies through only from
// the listed origins: both must be the address next start listens on (set by bench/vs-payload.mjs).
const serverURL = process.env.BENCH_SERVER_URL ?? 'http://127.0.0.1:3000'

export default buildFolioConfig({
  serverURL,
  // No demo preview site runs beside this server.
  previewOrigin: process.env.BENCH_PREVIEW_ORIGIN ?? serverURL,
  paths: resolveCmsPaths(dataDir),
  secret: process.env.PAYLOAD_SECRET ?? 'folio-bench-payload-admin',
  allowedOrigins: [],
  sharp,
  logLevel: 'warn',
})
