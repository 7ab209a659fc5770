import { describe, expect, it } from 'vitest'

import { localOrigin, readTeamSettings } from './team-settings.js'

describe('readTeamSettings', () => {
  it('keeps the desktop defaults: loopback, the data folder secret and media, demo content on SQLite only', () => {
    expect(readTeamSettings({}, false)).toEqual({ host: '127.0.0.1', seed: 'default' })
    expect(readTeamSettings({}, true)).toEqual({ host: '127.0.0.1', seed: 'none' })
    expect(readTeamSettings({ FOLIO_CMS_SEED: 'default' }, true).seed).toBe('default')
  })

  it('reads a team server: bind address, public origin, secret, media folder and first admin', () => {
    const settings = readTeamSettings(
      {
        FOLIO_CMS_HOST: '0.0.0.0',
        FOLIO_CMS_PUBLIC_URL: 'https://cms.example.com/',
        PAYLOAD_SECRET: 'x'.repeat(40),
        FOLIO_MEDIA_DIR: '/srv/media',
        FOLIO_ADMIN_EMAIL: 'admin@example.com',
        FOLIO_ADMIN_PASSWORD: 'correct horse battery',
      },
      true,
    )
    expect(settings).toEqual({
      host: '0.0.0.0',
      publicURL: 'https://cms.example.com',
      previewCmsURL: 'https://cms.example.com',
      secret: 'x'.repeat(40),
      mediaDir: '/srv/media',
      admin: { email: 'admin@example.com', password: 'correct horse battery' },
      seed: 'none',
    })
  })

  it("gives the preview site its own address where FOLIO_PREVIEW_CMS_URL sets one (Folio's web host does)", () => {
    expect(readTeamSettings({ FOLIO_PREVIEW_CMS_URL: 'http://127.0.0.1:4100/' }, false)).toEqual({
      host: '127.0.0.1',
      seed: 'default',
      previewCmsURL: 'http://127.0.0.1:4100',
    })
    const both = readTeamSettings(
      { FOLIO_CMS_PUBLIC_URL: 'https://cms.example.com', FOLIO_PREVIEW_CMS_URL: 'http://127.0.0.1:4100' },
      true,
    )
    expect([both.publicURL, both.previewCmsURL]).toEqual(['https://cms.example.com', 'http://127.0.0.1:4100'])
    expect(() => readTeamSettings({ FOLIO_PREVIEW_CMS_URL: 'ftp://x' }, false)).toThrow(
      'FOLIO_PREVIEW_CMS_URL must start with http:// or https://',
    )
  })

  it('refuses what would leave a team server open or broken, saying what to set', () => {
    const refusal = (env: NodeJS.ProcessEnv) => () => readTeamSettings(env, true)
    expect(refusal({ FOLIO_ADMIN_EMAIL: 'a@b.c' })).toThrow('set both, or neither')
    expect(refusal({ FOLIO_ADMIN_EMAIL: 'a@b.c', FOLIO_ADMIN_PASSWORD: 'short' })).toThrow('at least 12 characters')
    expect(refusal({ PAYLOAD_SECRET: 'secret' })).toThrow('at least 32 random characters')
    expect(refusal({ FOLIO_CMS_PUBLIC_URL: 'cms.example.com' })).toThrow('is not a URL')
    expect(refusal({ FOLIO_CMS_PUBLIC_URL: 'https://x.example/cms' })).toThrow('without a path')
    expect(refusal({ FOLIO_CMS_SEED: 'lots' })).toThrow('default, stress or none')
  })
})

describe('localOrigin', () => {
  it('reaches a wildcard bind on loopback and brackets IPv6', () => {
    expect(localOrigin('0.0.0.0', 4200)).toBe('http://127.0.0.1:4200')
    expect(localOrigin('::1', 4200)).toBe('http://[::1]:4200')
    expect(localOrigin('10.0.0.5', 80)).toBe('http://10.0.0.5:80')
  })
})
