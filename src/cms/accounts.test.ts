import fs from 'node:fs'
import path from 'node:path'

import { afterAll, expect, it } from 'vitest'

import { seedAccountsFile } from './seed/accounts.js'
import { api, login } from './testing/api.js'
import { makeTempDataDir, removeDataDir, seededPassword, startCms, type CmsProcess } from './testing/cms-process.js'

// The real CMS, built (`npm run build:cms`), restarted on one data folder.
const dataDir = makeTempDataDir()
let cms: CmsProcess | undefined

afterAll(async () => {
  await cms?.stop()
  removeDataDir(dataDir)
})

it('gives a database seeded with the old fixed passwords generated ones, once', async () => {
  cms = await startCms({ dataDir })
  // Stand in for a database an older Folio seeded: the editor's password is the published one again,
  // and there is no passwords file.
  const { token } = await login(cms.url, 'editor@example.com', seededPassword(dataDir, 'editor@example.com'))
  const me = await api<{ user: { id: number } }>(cms.url, '/api/users/me', { token })
  const reset = await api(cms.url, `/api/users/${me.body.user.id}`, {
    method: 'PATCH',
    token,
    body: { password: 'editor-password' },
  })
  expect(reset.status).toBe(200)
  await cms.stop()
  fs.rmSync(seedAccountsFile(path.join(dataDir, 'cms')))

  cms = await startCms({ dataDir })
  const published = await api(cms.url, '/api/users/login', {
    body: { email: 'editor@example.com', password: 'editor-password' },
  })
  expect(published.status).toBe(401)
  const generated = seededPassword(dataDir, 'editor@example.com')
  expect((await login(cms.url, 'editor@example.com', generated)).token).toBeTruthy()

  // The next start keeps the passwords on file.
  await cms.stop()
  cms = await startCms({ dataDir })
  expect(seededPassword(dataDir, 'editor@example.com')).toBe(generated)
  expect((await login(cms.url, 'editor@example.com', generated)).token).toBeTruthy()
}, 300_000)
