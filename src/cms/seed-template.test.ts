import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { api, login, type RestList } from './testing/api.js'
import { defaultStartTimeoutMs, removeDataDir, seededPassword, startCms } from './testing/cms-process.js'

// The real CMS twice on fresh SQLite folders: the first seeds and keeps the template, the second
// starts from a copy of it (seed/template.ts). PostgreSQL never uses the template.
const templates = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-cms-templates-'))
const env = { FOLIO_CMS_TEMPLATE: '', FOLIO_CMS_TEMPLATE_DIR: templates }
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) removeDataDir(dir)
  fs.rmSync(templates, { recursive: true, force: true })
})

const EDITOR = 'editor@example.com'

describe.skipIf(Boolean(process.env.FOLIO_TEST_DATABASE_URL))('a fresh data folder', () => {
  it(
    'starts from the seeded template: the same demo content, with passwords and a secret of its own',
    async () => {
      const first = await startCms({ env })
      dirs.push(first.dataDir)
      await first.stop()
      expect(first.stdout()).toContain('Folio CMS phase: seeding')
      expect(first.stderr()).toMatch(/seed: kept as the template/)
      expect(first.stderr()).not.toContain('schema: synced by this build already')

      const second = await startCms({ env })
      dirs.push(second.dataDir)
      try {
        expect(second.stdout()).not.toContain('Folio CMS phase: seeding')
        expect(second.stderr()).toMatch(/seed \d+ms from the template/)
        // The copy was synced by this same build: its schema is not compared again.
        expect(second.stderr()).toContain('schema: synced by this build already')
        // Its own generated password signs in; the first folder's does not.
        const ownPassword = seededPassword(second.dataDir, EDITOR)
        expect(ownPassword).not.toBe(seededPassword(first.dataDir, EDITOR))
        const { token } = await login(second.url, EDITOR, ownPassword)
        const other = await api(second.url, '/api/users/login', {
          method: 'POST',
          body: { email: EDITOR, password: seededPassword(first.dataDir, EDITOR) },
        })
        expect(other.status).toBe(401)
        expect(fs.readFileSync(path.join(second.dataDir, 'cms', 'secret'), 'utf8')).not.toBe(
          fs.readFileSync(path.join(first.dataDir, 'cms', 'secret'), 'utf8'),
        )
        // The demo content and its uploads are there.
        const posts = await api<RestList>(second.url, '/api/posts?limit=1&depth=0&draft=true', { token })
        expect(posts.body.totalDocs).toBeGreaterThanOrEqual(48)
        const media = await api<RestList>(second.url, '/api/media?limit=10&depth=0', { token })
        expect(media.body.totalDocs).toBe(3)
        const file = await fetch(`${second.url}/api/media/file/folio-ocean.png`, {
          headers: { authorization: `JWT ${token}` },
        })
        expect(file.status).toBe(200)
      } finally {
        await second.stop()
      }
    },
    2 * defaultStartTimeoutMs() + 30_000,
  )
})
