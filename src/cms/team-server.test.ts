import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { api, login } from './testing/api.js'
import { removeDataDir, startCms, type CmsProcess } from './testing/cms-process.js'

// The real CMS (built: `npm run build:cms`) started the way README's "Running a team server" says.
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-team-media-'))
const teamEnv = {
  FOLIO_CMS_SEED: 'none',
  PAYLOAD_SECRET: 'a-team-secret-that-is-long-enough-0123456789',
  FOLIO_MEDIA_DIR: mediaDir,
  FOLIO_ADMIN_EMAIL: 'admin@team.example',
  FOLIO_ADMIN_PASSWORD: 'first admin password',
  FOLIO_CMS_PUBLIC_URL: 'https://cms.team.example',
}
let cms: CmsProcess | undefined

afterAll(async () => {
  await cms?.stop()
  if (cms) removeDataDir(cms.dataDir)
  removeDataDir(mediaDir)
})

describe('team server', () => {
  it('creates the first admin from the environment once, seeds nothing, keeps secret and uploads where told, links by its public URL', async () => {
    cms = await startCms({ env: teamEnv })
    const { token } = await login(cms.url, 'admin@team.example', 'first admin password')
    const users = await api<{ totalDocs: number }>(cms.url, '/api/users?depth=0', { token })
    expect(users.body.totalDocs).toBe(1)
    expect((await api<{ totalDocs: number }>(cms.url, '/api/posts?depth=0', { token })).body.totalDocs).toBe(0)
    const root = path.join(cms.dataDir, 'cms')
    expect(fs.existsSync(path.join(root, 'secret'))).toBe(false)
    expect(fs.existsSync(path.join(root, 'accounts.json'))).toBe(false)
    expect(cms.stderr()).toContain('created the admin admin@team.example')

    const upload = new FormData()
    upload.append(
      'file',
      new Blob([fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'resources', 'icon.png'))], {
        type: 'image/png',
      }),
      'team.png',
    )
    upload.append('_payload', JSON.stringify({ alt: 'Team upload' }))
    const created = await fetch(`${cms.url}/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: upload,
    })
    expect(created.status).toBe(201)
    expect(fs.readdirSync(mediaDir)).toContain('team.png')
    // Payload's links use the public URL; Folio on this machine still reaches the CMS on loopback.
    const { doc } = (await created.json()) as { doc: { url: string } }
    expect(doc.url).toBe('https://cms.team.example/api/media/file/team.png')
    expect(cms.stdout()).toMatch(/^Folio CMS ready: http:\/\/127\.0\.0\.1:\d+$/m)
    // The preview site's pages reach the CMS at the public URL too.
    const page = await (await fetch(`${cms.previewURL}/posts/any`)).text()
    expect(page).toContain('"cmsURL":"https://cms.team.example"')

    // A restart with another password in the environment leaves the account as it is: no reset by env.
    expect(await cms.stop()).toBe(0)
    cms = await startCms({ dataDir: cms.dataDir, env: { ...teamEnv, FOLIO_ADMIN_PASSWORD: 'another long password' } })
    expect(cms.stderr()).toContain('admin admin@team.example exists')
    const again = await login(cms.url, 'admin@team.example', 'first admin password')
    // Same PAYLOAD_SECRET: the token from before the restart still works.
    const me = await api<{ user: { email: string } | null }>(cms.url, '/api/users/me', { token })
    expect(me.body.user?.email).toBe('admin@team.example')
    expect(again.token).toBeTruthy()
  }, 180_000)
})
