import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { joinInitialData } from './initial-data'

const parent = { slug: 'categories', id: 7 }

describe('joinInitialData', () => {
  it('points a hasMany relationship inside an unnamed tab at the open document, as a list', () => {
    const fields: FolioClientField[] = [
      { type: 'tabs', tabs: [{ type: 'tab', fields: [{ name: 'categories', type: 'relationship', hasMany: true }] }] },
    ]
    expect(joinInitialData(fields, 'categories', parent)).toEqual({ categories: [7] })
  })

  it('nests the value in the groups of a dotted path, and names the collection for a polymorphic one', () => {
    const fields: FolioClientField[] = [
      {
        name: 'meta',
        type: 'group',
        fields: [
          { type: 'row', fields: [{ name: 'owner', type: 'relationship', relationTo: ['categories', 'pages'] }] },
        ],
      },
    ]
    expect(joinInitialData(fields, 'meta.owner', parent)).toEqual({
      meta: { owner: { relationTo: 'categories', value: 7 } },
    })
  })

  it('gives nothing for a path it cannot fill (unknown, or through an array)', () => {
    const fields: FolioClientField[] = [
      { name: 'rows', type: 'array', fields: [{ name: 'category', type: 'relationship' }] },
    ]
    expect(joinInitialData(fields, 'rows.category', parent)).toBeUndefined()
    expect(joinInitialData(fields, 'missing', parent)).toBeUndefined()
  })
})
