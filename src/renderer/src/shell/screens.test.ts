import { describe, expect, it } from 'vitest'
import { loadApiView, loadEditView, loadVersionDetailView, loadVersionsView, screenLoaderFor } from './screens'

describe('screenLoaderFor', () => {
  it('names the chunk of each document screen', () => {
    expect(screenLoaderFor('/admin/collections/posts/12')).toBe(loadEditView)
    expect(screenLoaderFor('/admin/collections/posts/create')).toBe(loadEditView)
    expect(screenLoaderFor('/admin/collections/posts/12/preview')).toBe(loadEditView)
    expect(screenLoaderFor('/admin/globals/site-settings')).toBe(loadEditView)
    expect(screenLoaderFor('/admin/collections/posts/12/versions')).toBe(loadVersionsView)
    expect(screenLoaderFor('/admin/globals/site-settings/versions/4')).toBe(loadVersionDetailView)
    expect(screenLoaderFor('/admin/collections/posts/12/api')).toBe(loadApiView)
  })

  it('leaves the dashboard, lists and other pages in the main chunk', () => {
    for (const path of ['/admin', '/admin/collections/posts', '/admin/account', '/admin/nowhere/at/all/here', '/'])
      expect(screenLoaderFor(path)).toBeNull()
  })
})
