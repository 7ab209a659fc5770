import { describe, expect, it } from 'vitest'
import { choiceOf, refId, refKey, refList } from './refs'

describe('relationship values', () => {
  it('reads ids of plain, polymorphic and populated values', () => {
    expect(refId(5)).toBe(5)
    expect(refId({ relationTo: 'posts', value: 'a' })).toBe('a')
    expect(refId({ relationTo: 'posts', value: { id: 7 } })).toBe(7)
  })

  it('keys a value by its collection, the field’s own one for plain ids', () => {
    expect(refKey(5, 'media')).toBe('media:5')
    expect(refKey({ relationTo: 'posts', value: 5 }, 'media')).toBe('posts:5')
  })

  it('lists single, many and empty values alike', () => {
    expect(refList(null)).toEqual([])
    expect(refList(undefined)).toEqual([])
    expect(refList(3)).toEqual([3])
    expect(refList([1, 2])).toEqual([1, 2])
  })

  it('keys an option like the value it becomes', () => {
    expect(choiceOf('posts', { id: 4, title: 'Hi' }, 'Hi')).toMatchObject({ key: 'posts:4', id: 4, title: 'Hi' })
  })
})
