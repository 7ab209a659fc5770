import { describe, expect, it } from 'vitest'
import { creatableCollections, withCreated } from './drawer-targets'

describe('creatableCollections', () => {
  it('keeps only the related collections the editor may create in, in field order', () => {
    const may = (slug: string) => slug !== 'pages'
    expect(creatableCollections(['posts', 'pages', 'media'], may)).toEqual(['posts', 'media'])
    expect(creatableCollections(['pages'], may)).toEqual([])
  })
})

describe('withCreated', () => {
  const single = { hasMany: false, polymorphic: false, fallback: 'categories' }
  const many = { hasMany: true, polymorphic: false, fallback: 'categories' }
  it('replaces a single value with the new document', () => {
    expect(withCreated(4, { relationTo: 'categories', id: 9 }, single)).toBe(9)
    expect(withCreated(null, { relationTo: 'categories', id: 9 }, single)).toBe(9)
  })
  it('appends to a hasMany value once', () => {
    expect(withCreated([1, 2], { relationTo: 'categories', id: 9 }, many)).toEqual([1, 2, 9])
    expect(withCreated(undefined, { relationTo: 'categories', id: 9 }, many)).toEqual([9])
    expect(withCreated([1, 9], { relationTo: 'categories', id: 9 }, many)).toEqual([1, 9])
  })
  it('stores polymorphic values with their collection, the same id in another collection being another document', () => {
    const poly = { hasMany: true, polymorphic: true, fallback: 'posts' }
    const value = [{ relationTo: 'posts', value: 3 }]
    expect(withCreated(value, { relationTo: 'pages', id: 3 }, poly)).toEqual([
      { relationTo: 'posts', value: 3 },
      { relationTo: 'pages', value: 3 },
    ])
    expect(withCreated(value, { relationTo: 'posts', id: 3 }, poly)).toEqual(value)
  })
})
