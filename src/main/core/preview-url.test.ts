import { describe, expect, it } from 'vitest'

describe('preview origins for the CSP', () => {
  it('adds the origins of preview URLs the CMS answered with, http(s) only', async () => {
    const { CmsConnection } = await import('./cms-connection')
    const cms = new CmsConnection({ vault: { get: () => null, set: () => {}, clear: () => {} } as never })
    expect(cms.previewOrigins()).toEqual([])
    cms.notePreviewUrl('https://frontend.example/posts/x?preview=1')
    cms.notePreviewUrl('https://frontend.example/other')
    cms.notePreviewUrl('javascript:alert(1)')
    cms.notePreviewUrl('not a url')
    expect(cms.previewOrigins()).toEqual(['https://frontend.example'])
  })
})
