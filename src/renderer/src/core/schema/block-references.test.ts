import { describe, expect, it } from 'vitest'
import type { FolioClientBlock, FolioClientField } from '@shared/protocol'
import { resolveBlockReferences } from './block-references'

const quote: FolioClientBlock = { slug: 'quote', fields: [{ type: 'text', name: 'text', defaultValue: 'Hi' }] }
const nested: FolioClientBlock = {
  slug: 'nested',
  fields: [{ type: 'blocks', name: 'inner', blocks: [], blockReferences: ['quote'] }],
}

const configWith = (fields: FolioClientField[]) => ({
  collections: [{ slug: 'pages', fields }],
  globals: [],
  blocks: [quote, nested],
})

describe('resolveBlockReferences', () => {
  it('gives a blocks field the top-level blocks it names, in its order, with their defaults', () => {
    const field: FolioClientField = { type: 'blocks', name: 'layout', blocks: [], blockReferences: ['nested', 'quote'] }
    resolveBlockReferences(configWith([field]))
    expect(field.blocks?.map((b) => b.slug)).toEqual(['nested', 'quote'])
    expect(field.blocks?.[1]?.fields[0]?.defaultValue).toBe('Hi')
    expect(field.blockReferences).toBeUndefined()
  })

  it('resolves references inside tabs, rows, groups and inside referenced blocks', () => {
    const inTab: FolioClientField = { type: 'blocks', name: 'a', blockReferences: ['nested'] }
    const inRow: FolioClientField = { type: 'blocks', name: 'b', blockReferences: ['quote'] }
    resolveBlockReferences(
      configWith([
        { type: 'tabs', tabs: [{ type: 'tab', label: 'One', fields: [inTab] }] },
        { type: 'row', fields: [{ type: 'group', name: 'g', fields: [inRow] }] },
      ]),
    )
    expect(inTab.blocks?.map((b) => b.slug)).toEqual(['nested'])
    expect(inRow.blocks?.map((b) => b.slug)).toEqual(['quote'])
    expect(nested.fields[0]?.blocks?.map((b) => b.slug)).toEqual(['quote'])
  })

  it('keeps blocks given in place and in the field itself, and leaves out a slug the config lacks', () => {
    const own: FolioClientBlock = { slug: 'own', fields: [] }
    const inline: FolioClientBlock = { slug: 'inline', fields: [] }
    const field: FolioClientField = {
      type: 'blocks',
      name: 'x',
      blocks: [own],
      blockReferences: [inline, 'missing', 'quote'],
    }
    resolveBlockReferences(configWith([field]))
    expect(field.blocks?.map((b) => b.slug)).toEqual(['inline', 'quote', 'own'])
  })

  it('leaves a field without references as it is', () => {
    const field: FolioClientField = { type: 'blocks', name: 'y', blocks: [quote] }
    resolveBlockReferences({ collections: [{ slug: 'p', fields: [field] }], globals: [] })
    expect(field.blocks).toEqual([quote])
  })
})
