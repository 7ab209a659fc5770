// npm run test:concurrency [-- --editors 20 --seconds 30 --documents 5]: simulated editors on PostgreSQL.
// Each editor is a REST client speaking Folio's plugin protocol as the app does: take the lock over the
// form-state endpoint, read the document, check before saving that nobody saved since (the app's
// changed-on-server check), save, and release. Every save either lands or is refused (423 locked, or a
// conflict); the log is then replayed against the final state: a save that landed on a copy someone else
// had changed since it was read is a lost update, and there must be none. Each editor's time holding a
// lock (from the answer that granted it until it sends its release) is logged too: two editors holding one
// document's lock at once ("two holders") must never happen.
// Uses FOLIO_TEST_DATABASE_URL when set (npm test passes its cluster), else starts a throwaway cluster.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { root } from './lib.mjs'
import { postgresUnavailableReason, startThrowawayPostgres } from './postgres-cluster.mjs'

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const EDITORS = option('editors', 20)
const SECONDS = option('seconds', 30)
const DOCUMENTS = option('documents', 5)
// --unsafe: no lock and no changed-on-server check, to show the replay does find lost updates.
const UNSAFE = process.argv.includes('--unsafe')
// --sqlite: on the built-in CMS's SQLite database instead, whose writes take turns within the process.
const SQLITE = process.argv.includes('--sqlite')
const ADMIN = { email: 'admin@concurrency.test', password: 'concurrency-admin-password' }

const load = (file) => import(pathToFileURL(join(root, 'out/node/cms/testing', file)).href)
const { startCms, removeDataDir } = await load('cms-process.js')

const call = async (base, path, { token, method = 'GET', body } = {}) => {
  const started = performance.now()
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await res.text()
  let json
  try {
    json = JSON.parse(text)
  } catch {
    json = { text }
  }
  return { status: res.status, body: json, ms: performance.now() - started }
}

const login = async (base, email, password) => {
  const res = await call(base, '/users/login', { method: 'POST', body: { email, password } })
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`)
  return { token: res.body.token, id: res.body.user.id }
}

const lock = (base, token, id, take) =>
  call(base, '/folio/form-state', {
    token,
    method: 'POST',
    body: {
      collectionSlug: 'pages',
      id,
      data: {},
      operation: 'update',
      skipValidation: true,
      updateLastEdited: take,
      returnLockStatus: true,
    },
  })

const percentile = (values, p) => {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function run(databaseUrl) {
  const cms = await startCms({
    env: {
      FOLIO_DATABASE_URL: databaseUrl ?? '',
      FOLIO_TEST_DATABASE_URL: '',
      FOLIO_CMS_SEED: 'none',
      FOLIO_ADMIN_EMAIL: ADMIN.email,
      FOLIO_ADMIN_PASSWORD: ADMIN.password,
    },
    timeoutMs: 180_000,
  })
  try {
    const base = cms.url
    const { token: adminToken } = await login(base, ADMIN.email, ADMIN.password)
    const editors = []
    for (let i = 0; i < EDITORS; i++) {
      const email = `editor${i}@concurrency.test`
      const password = `editor-${i}-password`
      const created = await call(base, '/users', {
        token: adminToken,
        method: 'POST',
        body: { email, password, role: 'editor' },
      })
      if (created.status !== 201) throw new Error(`user ${email}: ${created.status}`)
      editors.push({ email, ...(await login(base, email, password)) })
    }
    const docs = []
    for (let i = 0; i < DOCUMENTS; i++) {
      const created = await call(base, '/pages', {
        token: adminToken,
        method: 'POST',
        body: { title: 'start', slug: `concurrency-${i}`, _status: 'published' },
      })
      if (created.status !== 201) throw new Error(`page ${i}: ${created.status} ${JSON.stringify(created.body)}`)
      docs.push({ id: created.body.doc.id, initial: created.body.doc.updatedAt })
    }

    const log = []
    const holds = []
    const deadline = Date.now() + SECONDS * 1000
    const editorLoop = async (editor, index) => {
      let seq = 0
      while (Date.now() < deadline) {
        const doc = docs[(index + seq) % docs.length]
        seq++
        const taken = UNSAFE ? { status: 200, body: {} } : await lock(base, editor.token, doc.id, true)
        const state = taken.body?.lockedState
        if (taken.status !== 200) {
          log.push({ editor: editor.email, doc: doc.id, outcome: `lock-error-${taken.status}` })
          continue
        }
        if (state?.isLocked && state.user?.email !== editor.email) {
          log.push({ editor: editor.email, doc: doc.id, outcome: 'locked' })
          continue
        }
        const held = { editor: editor.email, doc: doc.id, from: performance.now(), to: Infinity }
        holds.push(held)
        const read = await call(base, `/pages/${doc.id}?depth=0`, { token: editor.token })
        const base0 = read.body.updatedAt
        const value = `${editor.email}#${seq}`
        // The app's changed-on-server check, just before saving.
        const check = await call(base, `/pages/${doc.id}?depth=0`, { token: editor.token })
        if (!UNSAFE && check.body.updatedAt !== base0) {
          log.push({ editor: editor.email, doc: doc.id, outcome: 'conflict' })
        } else {
          const saved = await call(base, `/pages/${doc.id}?depth=0`, {
            token: editor.token,
            method: 'PATCH',
            body: { title: value },
          })
          if (saved.status === 200)
            log.push({
              editor: editor.email,
              doc: doc.id,
              outcome: 'saved',
              base: base0,
              after: saved.body.doc.updatedAt,
              value,
              ms: saved.ms,
            })
          else
            log.push({
              editor: editor.email,
              doc: doc.id,
              outcome: saved.status === 423 ? 'refused-423' : `error-${saved.status}`,
              ms: saved.ms,
            })
        }
        // Leaving the document releases this editor's lock, as the app does.
        held.to = performance.now()
        const own = `where[and][0][document.relationTo][equals]=pages&where[and][1][document.value][equals]=${doc.id}`
        await call(base, `/payload-locked-documents?${own}&where[and][2][user.value][equals]=${editor.id}`, {
          token: editor.token,
          method: 'DELETE',
        })
      }
    }
    const started = Date.now()
    await Promise.all(editors.map((editor, index) => editorLoop(editor, index)))
    const elapsed = (Date.now() - started) / 1000

    // Replay: per document, the saves in the order the server stamped them. Each must have started from
    // the copy the previous one left (or the first copy); the last one's value must be the final state.
    let lost = 0
    for (const doc of docs) {
      const saves = log
        .filter((e) => e.doc === doc.id && e.outcome === 'saved')
        .sort((a, b) => a.after.localeCompare(b.after))
      let current = doc.initial
      for (const save of saves) {
        if (save.base !== current) lost++
        current = save.after
      }
      const final = await call(base, `/pages/${doc.id}?depth=0`, { token: adminToken })
      const expected = saves.at(-1)?.value ?? 'start'
      if (final.body.title !== expected) lost++
    }
    // Two editors told they hold one document's lock, both before either let it go.
    let twoHolders = 0
    for (const doc of docs) {
      const ofDoc = holds.filter((h) => h.doc === doc.id).sort((a, b) => a.from - b.from)
      for (let i = 1; i < ofDoc.length; i++)
        if (ofDoc.slice(0, i).some((h) => h.editor !== ofDoc[i].editor && h.to > ofDoc[i].from)) twoHolders++
    }
    const counts = {}
    for (const entry of log) counts[entry.outcome] = (counts[entry.outcome] ?? 0) + 1
    const saves = log.filter((e) => e.outcome === 'saved')
    return {
      editors: EDITORS,
      documents: DOCUMENTS,
      seconds: Math.round(elapsed),
      outcomes: counts,
      writesPerSecond: Number((saves.length / elapsed).toFixed(1)),
      p95SaveMs: Math.round(
        percentile(
          saves.map((e) => e.ms),
          95,
        ),
      ),
      lostUpdates: lost,
      twoHolders,
    }
  } finally {
    await cms.stop()
    removeDataDir(cms.dataDir)
  }
}

// Ctrl+C or a kill still runs the exit hooks (the throwaway PostgreSQL cluster removes itself there).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
let databaseUrl = SQLITE ? undefined : process.env.FOLIO_TEST_DATABASE_URL
let cluster = null
if (!databaseUrl && !SQLITE) {
  const unavailable = postgresUnavailableReason()
  if (unavailable) {
    console.log(`skipped: the concurrency test: ${unavailable}`)
    process.exit(0)
  }
  cluster = await startThrowawayPostgres()
  databaseUrl = cluster.url('folio_test')
}
let url
if (databaseUrl) {
  url = new URL(databaseUrl)
  url.pathname = `/folio_concurrency_${Date.now()}`
}
try {
  const result = await run(url?.toString())
  console.log(`Folio concurrency: ${JSON.stringify(result)}`)
  // Under --unsafe the replay must find what the locks and checks otherwise prevent (without locks, every
  // editor counts as holding one, so two holders are expected there too).
  if (UNSAFE ? result.lostUpdates === 0 : result.lostUpdates !== 0 || result.twoHolders !== 0 || !result.outcomes.saved)
    process.exitCode = 1
} finally {
  await cluster?.stop()
}
