import { describe, expect, it } from 'vitest'
import { keepsLock } from './lock-release'

describe('keepsLock', () => {
  const edit = '/admin/collections/posts/7'
  it("keeps the page's lock on its own path and its other tabs", () => {
    expect(keepsLock(edit, edit)).toBe(true)
    expect(keepsLock(`${edit}/preview`, edit)).toBe(true)
    expect(keepsLock(`${edit}/versions/abc`, edit)).toBe(true)
    expect(keepsLock(`${edit}/api`, edit)).toBe(true)
  })
  it('releases it when leaving elsewhere, including a document whose id starts the same', () => {
    expect(keepsLock('/admin/collections/posts', edit)).toBe(false)
    expect(keepsLock('/admin/collections/posts/70', edit)).toBe(false)
    expect(keepsLock(`${edit}/previewer`, edit)).toBe(false)
  })
  it("always releases a drawer's lock when it closes, whatever the page shows", () => {
    expect(keepsLock(edit, null)).toBe(false)
    expect(keepsLock(`${edit}/versions`, null)).toBe(false)
  })
})
