import { describe, expect, it } from 'vitest'
import { folioStringsByLanguage } from '../../core/i18n/folio-strings/all'
import { connectProgressKey } from './connect-progress'

describe('connectProgressKey', () => {
  it('names the built-in CMS’s step while it starts, in the order it goes through them', () => {
    const key = (phase?: 'starting' | 'database' | 'seeding') =>
      connectProgressKey({ mode: 'local', state: 'starting', url: null, phase }, 'local')
    expect([key(), key('starting'), key('database'), key('seeding')]).toEqual([
      'folio:cmsPhaseStarting',
      'folio:cmsPhaseStarting',
      'folio:cmsPhaseDatabase',
      'folio:cmsPhaseSeeding',
    ])
    expect(connectProgressKey({ mode: 'local', state: 'restarting', url: null, phase: 'database' }, 'local')).toBe(
      'folio:cmsPhaseDatabase',
    )
  })

  it('says "Connecting…" once the CMS is up, and for a saved server', () => {
    expect(connectProgressKey({ mode: 'local', state: 'ready', url: 'http://127.0.0.1:1' }, 'local')).toBe(
      'folio:connecting',
    )
    expect(connectProgressKey({ mode: 'remote', state: 'ready', url: 'https://cms.example' }, 'profile')).toBe(
      'folio:connecting',
    )
    // The built-in CMS may still be starting in the background while a saved server is chosen.
    expect(connectProgressKey({ mode: 'local', state: 'starting', url: null, phase: 'seeding' }, 'profile')).toBe(
      'folio:connecting',
    )
    expect(connectProgressKey(null, 'local')).toBe('folio:connecting')
  })

  it('has every step in English, German, French and Arabic', () => {
    for (const language of ['en', 'de', 'fr', 'ar'])
      for (const key of ['cmsPhaseStarting', 'cmsPhaseDatabase', 'cmsPhaseSeeding'] as const)
        expect(folioStringsByLanguage[language]?.[key], `${language} ${key}`).toMatch(/\S/)
  })
})
