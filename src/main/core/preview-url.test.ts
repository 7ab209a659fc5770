import { describe, expect, it } from 'vitest'
import { withPreviewToken } from './handlers'

describe('withPreviewToken', () => {
  const site = 'http://127.0.0.1:4300'
  it('puts the token in the fragment of a URL on the built-in preview site', () => {
    expect(withPreviewToken(`${site}/posts/post-01?locale=en`, site, 'a.b.c')).toBe(
      `${site}/posts/post-01?locale=en#token=a.b.c`,
    )
  })
  it('never hands the token to another site', () => {
    expect(withPreviewToken('https://frontend.example/posts/x', site, 'a.b.c')).toBe('https://frontend.example/posts/x')
    expect(withPreviewToken('http://127.0.0.1:9999/posts/x', site, 'a.b.c')).toBe('http://127.0.0.1:9999/posts/x')
  })
  it('leaves the URL alone without a preview site or a token', () => {
    expect(withPreviewToken(`${site}/x`, null, 'a.b.c')).toBe(`${site}/x`)
    expect(withPreviewToken(`${site}/x`, site, null)).toBe(`${site}/x`)
    expect(withPreviewToken('not a url', site, 't')).toBe('not a url')
  })
})

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
