import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { leafPathsKey, leafPathsOfKey } from './leaf-paths'

const fields = (label: string, extra: FolioClientField[] = []): FolioClientField[] =>
  [
    { name: 'title', type: 'text', label },
    { name: 'body', type: 'richText', label, admin: { description: label } },
    { name: 'rows', type: 'array', label, fields: [{ name: 'data', type: 'json', label }] },
    ...extra,
  ] as FolioClientField[]

describe('leafPathsKey', () => {
  it('is the same for the schema read again in another language', () => {
    expect(leafPathsKey(fields('Titel'))).toBe(leafPathsKey(fields('Title')))
  })

  it('changes with the fields whose objects are one value', () => {
    const more = fields('Title', [{ name: 'where', type: 'point' }])
    expect(leafPathsKey(more)).not.toBe(leafPathsKey(fields('Title')))
    expect(leafPathsOfKey(leafPathsKey(more))).toEqual(new Set(['body', 'rows.data', 'where']))
    expect(leafPathsOfKey(leafPathsKey(undefined))).toEqual(new Set())
  })
})
