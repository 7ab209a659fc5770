import { describe, expect, it } from 'vitest'
import {
  activeFromPreference,
  columnsPreference,
  dropColumn,
  moveColumn,
  pickerOrder,
  toggleColumn,
} from './column-order'

const all = ['id', 'title', 'slug', 'priority', 'updatedAt']

describe('the list’s column order', () => {
  it('switches a column off, or on at the end of those on show', () => {
    expect(toggleColumn(['title', 'slug'], 'slug')).toEqual(['title'])
    expect(toggleColumn(['title', 'slug'], 'id')).toEqual(['title', 'slug', 'id'])
  })

  it('moves a column one place either way, never beyond the ends', () => {
    expect(moveColumn(['title', 'slug', 'priority'], 'slug', 1)).toEqual(['title', 'priority', 'slug'])
    expect(moveColumn(['title', 'slug', 'priority'], 'slug', -1)).toEqual(['slug', 'title', 'priority'])
    expect(moveColumn(['title', 'slug'], 'title', -1)).toEqual(['title', 'slug'])
    expect(moveColumn(['title', 'slug'], 'slug', 1)).toEqual(['title', 'slug'])
    expect(moveColumn(['title'], 'id', 1)).toEqual(['title'])
  })

  it('puts a dragged column in the place of the one it is dropped on, forwards and backwards', () => {
    expect(dropColumn(['title', 'slug', 'priority', 'updatedAt'], 'title', 'priority')).toEqual([
      'slug',
      'priority',
      'title',
      'updatedAt',
    ])
    expect(dropColumn(['title', 'slug', 'priority', 'updatedAt'], 'updatedAt', 'slug')).toEqual([
      'title',
      'updatedAt',
      'slug',
      'priority',
    ])
    expect(dropColumn(['title', 'slug'], 'title', 'title')).toEqual(['title', 'slug'])
    expect(dropColumn(['title', 'slug'], 'id', 'slug')).toEqual(['title', 'slug'])
  })

  it('lists those on show first in the picker, then the others in the collection’s order', () => {
    expect(pickerOrder(all, ['priority', 'title', 'gone'])).toEqual(['priority', 'title', 'id', 'slug', 'updatedAt'])
  })

  it('is kept as Payload keeps it, every column with whether it shows, and read back', () => {
    const stored = columnsPreference(all, ['priority', 'title'])
    expect(stored).toEqual([
      { accessor: 'priority', active: true },
      { accessor: 'title', active: true },
      { accessor: 'id', active: false },
      { accessor: 'slug', active: false },
      { accessor: 'updatedAt', active: false },
    ])
    expect(activeFromPreference({ columns: stored, listView: 'grid' }, all)).toEqual(['priority', 'title'])
  })

  it('reads no columns from a preference without any, or with only columns the list no longer has', () => {
    expect(activeFromPreference(undefined, all)).toBeUndefined()
    expect(activeFromPreference({ listView: 'grid' }, all)).toBeUndefined()
    expect(activeFromPreference({ columns: [{ accessor: 'gone', active: true }, null, 'x'] }, all)).toBeUndefined()
    expect(
      activeFromPreference(
        {
          columns: [
            { accessor: 'slug', active: true },
            { accessor: 'slug', active: true },
            { accessor: 'id', active: false },
          ],
        },
        all,
      ),
    ).toEqual(['slug'])
  })
})
