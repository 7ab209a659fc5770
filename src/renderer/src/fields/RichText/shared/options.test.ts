import { describe, expect, it, vi } from 'vitest'
import type { LexicalEditor } from 'lexical'
import type { FolioClientBlock } from '@shared/protocol'
import type { RichTextSettings } from '../config'
import { allowedFormats, headingSizes } from '../features/allowed-content/allowed'
import { INSERT_BLOCK_COMMAND, INSERT_INLINE_BLOCK_COMMAND } from './commands'
import { blockTypeOptions, insertOptions } from './options'

const t = (key: string, vars?: Record<string, unknown>) => (vars ? `${key} ${JSON.stringify(vars)}` : key)
const cta = { slug: 'cta', fields: [] } as FolioClientBlock
const mention = { slug: 'mention', fields: [] } as FolioClientBlock

const settings = (features: string[], extra: Partial<RichTextSettings> = {}): RichTextSettings => ({
  features: new Set(features),
  headings: headingSizes(new Set(features), undefined),
  formats: allowedFormats(new Set(features)),
  blocks: [],
  inlineBlocks: [],
  relationshipCollections: [],
  uploadCollections: [],
  linkFields: [],
  uploadFields: {},
  linkCollections: [],
  readOnly: false,
  path: 'content',
  ...extra,
})

describe('what the toolbar and the slash menu offer', () => {
  it('always offers the paragraph, and the other block types only with their features', () => {
    expect(blockTypeOptions(settings([]), t).map((o) => o.type)).toEqual(['paragraph'])
    expect(
      blockTypeOptions(settings(['heading', 'blockquote', 'unorderedList', 'orderedList', 'checklist']), t).map(
        (o) => o.type,
      ),
    ).toEqual(['paragraph', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'quote', 'bullet', 'number', 'check'])
    expect(blockTypeOptions(settings(['heading']), t)[2]).toMatchObject({
      label: 'folio:richText-heading {"level":"2"}',
      keywords: ['h2', 'heading', 'title'],
    })
  })

  it("offers only the heading sizes the field's heading feature enables", () => {
    const headings = headingSizes(new Set(['heading']), { enabledHeadingSizes: ['h1', 'h2', 'h3', 'h4'] })
    expect(blockTypeOptions(settings(['heading'], { headings }), t).map((o) => o.type)).toEqual([
      'paragraph',
      'h1',
      'h2',
      'h3',
      'h4',
    ])
  })

  it('offers rule, table, blocks, inline blocks and embeds in that order', () => {
    const options = insertOptions(
      settings(['horizontalRule', 'experimental_table', 'relationship', 'upload'], {
        blocks: [cta],
        inlineBlocks: [mention],
        relationshipCollections: ['posts'],
        uploadCollections: ['media'],
      }),
      t,
      'en',
    )
    expect(options.map((o) => o.key)).toEqual(['hr', 'table', 'block:cta', 'inline:mention', 'relationship', 'upload'])
    expect(options.filter((o) => o.embed).map((o) => o.embed)).toEqual(['relationship', 'upload'])
  })

  it('offers no embed without a collection to pick from', () => {
    expect(insertOptions(settings(['relationship', 'upload']), t, 'en')).toEqual([])
  })

  it('asks the blocks features to insert through their commands', () => {
    const [block, inline] = insertOptions(settings([], { blocks: [cta], inlineBlocks: [mention] }), t, 'en')
    const dispatchCommand = vi.fn()
    const editor = { dispatchCommand } as unknown as LexicalEditor
    block!.run!(editor)
    inline!.run!(editor)
    expect(dispatchCommand.mock.calls).toEqual([
      [INSERT_BLOCK_COMMAND, cta],
      [INSERT_INLINE_BLOCK_COMMAND, mention],
    ])
  })
})
