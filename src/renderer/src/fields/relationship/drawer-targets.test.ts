import { describe, expect, it } from 'vitest'
import { creatableCollections, drawerAllows, withCreated } from './drawer-targets'

describe('creatableCollections', () => {
  it('keeps only the related collections the editor may create in, in field order', () => {
    const may = (slug: string) => slug !== 'pages'
    expect(creatableCollections(['posts', 'pages', 'media'], may)).toEqual(['posts', 'media'])
    expect(creatableCollections(['pages'], may)).toEqual([])
  })
})

describe('drawerAllows', () => {
  it('offers create and edit unless the field turns them off', () => {
    expect(drawerAllows({ type: 'relationship' })).toEqual({ create: true, edit: true })
    expect(drawerAllows({ type: 'relationship', admin: { allowCreate: false } })).toEqual({ create: false, edit: true })
    expect(drawerAllows({ type: 'relationship', admin: { allowEdit: false } })).toEqual({ create: true, edit: false })
  })
  it('keeps an upload’s chosen file editable: allowEdit is a relationship option', () => {
    expect(drawerAllows({ type: 'upload', admin: { allowCreate: false, allowEdit: false } })).toEqual({
      create: false,
      edit: true,
    })
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
