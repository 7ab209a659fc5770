import { describe, expect, it } from 'vitest'
import { isActivePath } from './paths'

describe('isActivePath', () => {
  it('matches the link itself and paths below it, not siblings that share a prefix', () => {
    expect(isActivePath('/admin/collections/posts', '/admin/collections/posts')).toBe(true)
    expect(isActivePath('/admin/collections/posts/12', '/admin/collections/posts')).toBe(true)
    expect(isActivePath('/admin/collections/posts-archive', '/admin/collections/posts')).toBe(false)
    expect(isActivePath('/admin/collections/posts/', '/admin/collections/posts')).toBe(true)
  })
})
