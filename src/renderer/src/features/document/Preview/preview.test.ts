import { describe, expect, it } from 'vitest'
import { INITIAL_TOOLBAR_STATE } from '../../../core/live-preview'
import { popupFeatures } from './popup'
import { previewPreferenceKey, toolbarFromPreference } from './use-preview-preference'

describe('preview popup features', () => {
  it('opens 800x700 centred on the screen, without menu bar or toolbar', () => {
    expect(popupFeatures({ availLeft: 0, availTop: 0, availWidth: 1920, availHeight: 1080 })).toBe(
      'width=800,height=700,left=560,top=190,menubar=no,toolbar=no,popup=yes',
    )
  })
  it('centres on a second screen and shrinks to a small one', () => {
    expect(popupFeatures({ availLeft: 1920, availTop: 0, availWidth: 1280, availHeight: 800 })).toBe(
      'width=800,height=700,left=2160,top=50,menubar=no,toolbar=no,popup=yes',
    )
    expect(popupFeatures({ availWidth: 640, availHeight: 480 })).toBe(
      'width=640,height=480,left=0,top=0,menubar=no,toolbar=no,popup=yes',
    )
  })
})

describe('preview toolbar preference', () => {
  it('is kept under the entity preference key', () => {
    expect(previewPreferenceKey('collection', 'posts')).toBe('collection-posts')
    expect(previewPreferenceKey('global', 'site-settings')).toBe('global-site-settings')
  })
  it('reads a stored toolbar back, clamping sizes and refusing unknown zooms', () => {
    expect(
      toolbarFromPreference({ limit: 10, livePreview: { breakpoint: 'custom', width: -5, height: '300', zoom: 75 } }),
    ).toEqual({ breakpoint: 'custom', width: 0, height: 300, zoom: 75 })
    expect(toolbarFromPreference({ livePreview: { breakpoint: 'mobile', zoom: 33 } }).zoom).toBe(100)
  })
  it('falls back to responsive at 100% without a stored value', () => {
    expect(toolbarFromPreference(null)).toEqual(INITIAL_TOOLBAR_STATE)
    expect(toolbarFromPreference({ livePreview: 'junk' })).toEqual(INITIAL_TOOLBAR_STATE)
  })
})
