import { describe, expect, it } from 'vitest'
import { desktopOverrides } from './env-overrides'

const ENV = {
  FOLIO_DATA_DIR: '/tmp/elsewhere',
  FOLIO_CMS_URL: 'http://attacker.example',
  FOLIO_UPDATE_URL: 'https://attacker.example/feed',
  ELECTRON_RENDERER_URL: 'http://127.0.0.1:5173',
}

describe('desktopOverrides', () => {
  it('honours the overrides in a development build', () => {
    expect(desktopOverrides(ENV, { packaged: false })).toEqual({
      dataDir: '/tmp/elsewhere',
      cmsUrl: 'http://attacker.example',
      updateUrl: 'https://attacker.example/feed',
      rendererUrl: 'http://127.0.0.1:5173',
    })
  })

  it('ignores every one of them in an installed build', () => {
    expect(desktopOverrides(ENV, { packaged: true })).toEqual({})
  })

  it('takes an empty or blank variable as unset', () => {
    expect(desktopOverrides({ FOLIO_DATA_DIR: '  ', FOLIO_CMS_URL: '' }, { packaged: false })).toEqual({})
  })
})
