import { describe, expect, it } from 'vitest'
import type { FolioClientBlock } from '@shared/protocol'
import type { FolioClientField } from '@shared/protocol'
import { blockDefaults, blockLabel, hasRelationFields, opensDrawerOnInsert, ownFields } from './blocks'

const quote = {
  slug: 'quote',
  labels: { singular: { en: 'Quote', de: 'Zitat' } },
  fields: [
    { name: 'id', type: 'text' },
    { name: 'blockName', type: 'text' },
    { name: 'text', type: 'text', defaultValue: 'Hello' },
    { name: 'author', type: 'text' },
    { name: 'stamp', type: 'date', defaultValue: () => 'now' },
  ],
} as unknown as FolioClientBlock

describe('rich-text block types', () => {
  it('labels a block in the UI language, else by its slug', () => {
    expect(blockLabel(quote, 'de')).toBe('Zitat')
    expect(blockLabel({ slug: 'cta', fields: [] }, 'en')).toBe('cta')
  })

  it('leaves Payload’s id and blockName out of the fields an editor fills', () => {
    expect(ownFields(quote).map((f) => f.name)).toEqual(['text', 'author', 'stamp'])
  })

  it('opens a new inline block’s drawer when it has a field of its own, counting id and blockName as Payload does', () => {
    const withFields = (...names: string[]) =>
      ({ slug: 'b', fields: names.map((name) => ({ name, type: 'text' })) }) as unknown as FolioClientBlock
    expect(opensDrawerOnInsert(withFields('id', 'blockName', 'note'))).toBe(true)
    expect(opensDrawerOnInsert(quote)).toBe(true)
    expect(opensDrawerOnInsert(withFields('id', 'blockName'))).toBe(false)
    expect(opensDrawerOnInsert({ slug: 'empty' } as unknown as FolioClientBlock)).toBe(false)
  })

  it('finds relationship and upload fields at any depth, which make the drawer ask for their filters', () => {
    const fields = (list: unknown[]) => list as FolioClientField[]
    expect(hasRelationFields(ownFields(quote))).toBe(false)
    expect(hasRelationFields(fields([{ name: 'link', type: 'relationship', relationTo: 'posts' }]))).toBe(true)
    expect(hasRelationFields(fields([{ type: 'row', fields: [{ name: 'image', type: 'upload' }] }]))).toBe(true)
    expect(
      hasRelationFields(
        fields([{ type: 'tabs', tabs: [{ label: 'A', fields: [{ name: 'r', type: 'relationship' }] }] }]),
      ),
    ).toBe(true)
    expect(
      hasRelationFields(
        fields([
          { name: 'items', type: 'blocks', blocks: [{ slug: 'x', fields: [{ name: 'r', type: 'relationship' }] }] },
        ]),
      ),
    ).toBe(true)
  })

  it('starts a new block with the static defaults only', () => {
    expect(blockDefaults(quote)).toEqual({ text: 'Hello' })
  })
})
