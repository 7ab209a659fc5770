/** Which features, blocks and collections a richText field offers, from the schema endpoint. */
import { describe, expect, it } from 'vitest'
import type { FolioRichTextField, FolioSchemaResponse } from '@shared/protocol'
import { FormStore } from '../../core/form/form-store'
import { blockSchemaPath, DEFAULT_FEATURES, findRichTextConfig, richTextKey, settingsFrom } from './config'

const rt = (path: string, extra: Partial<FolioRichTextField> = {}): FolioRichTextField => ({
  path,
  entity: { kind: 'collection', slug: path.split('.')[0]! },
  editor: 'lexical',
  features: ['bold', 'heading', 'relationship', 'upload'],
  featureProps: {},
  blocks: [],
  inlineBlocks: [],
  relationshipCollections: ['posts', 'secret', 'media'],
  uploadCollections: ['media', 'posts'],
  uploadFields: {},
  ...extra,
})

const schema = {
  config: {
    collections: [
      { slug: 'posts', fields: [] },
      { slug: 'media', fields: [], upload: {} },
      { slug: 'secret', fields: [] },
    ],
    globals: [],
  },
  extras: {
    collections: { secret: { hidden: true } },
    globals: {},
    richText: {
      'posts.body': rt('posts.body'),
      'pages.layout.content.text': rt('pages.layout.content.text', { features: ['italic'] }),
    },
  },
} as unknown as FolioSchemaResponse

describe('rich-text settings', () => {
  it('keys a field by entity and data path, with block slugs for rows of blocks fields', () => {
    const form = new FormStore({
      layout: [
        { id: 'a', blockType: 'hero' },
        { id: 'b', blockType: 'content', text: { root: {} } },
      ],
    })
    expect(richTextKey('pages', 'layout.1.text', form)).toBe('pages.layout.content.text')
    expect(findRichTextConfig(schema, 'pages', 'layout.1.text', form)?.features).toEqual(['italic'])
    expect(findRichTextConfig(schema, 'posts', 'body', new FormStore())?.path).toBe('posts.body')
    // Without the entity, a unique tail still finds it.
    expect(findRichTextConfig(schema, undefined, 'body', new FormStore())?.path).toBe('posts.body')
  })

  it('offers relationships only to visible non-upload collections, uploads only to visible upload collections', () => {
    const settings = settingsFrom(schema.extras.richText['posts.body'], schema, false, 'body')
    expect(settings.relationshipCollections).toEqual(['posts'])
    expect(settings.uploadCollections).toEqual(['media'])
    expect([...settings.features]).toEqual(['bold', 'heading', 'relationship', 'upload'])
  })

  it("falls back to Payload's default features when the schema says nothing about the field", () => {
    const settings = settingsFrom(undefined, schema, true, 'other')
    expect([...settings.features]).toEqual(DEFAULT_FEATURES)
    expect(settings.readOnly).toBe(true)
    expect(settings.relationshipCollections).toEqual([])
  })
  it("names the document and the field's schema key for its blocks' form state", () => {
    const config = schema.extras.richText['posts.body']
    expect(settingsFrom(config, schema, false, 'body', '7').formState).toEqual({
      target: { kind: 'collection', slug: 'posts', id: '7' },
      richTextPath: 'posts.body',
    })
    expect(settingsFrom(config, schema, false, 'body', 'create').formState?.target).toEqual({
      kind: 'collection',
      slug: 'posts',
    })
    expect(settingsFrom(undefined, schema, false, 'other', '7').formState).toBeUndefined()
    expect(blockSchemaPath('posts.body', 'badge', true)).toBe(
      'posts.body.lexical_internal_feature.blocks.lexical_inline_blocks.badge.fields',
    )
    expect(blockSchemaPath('pages.layout.content.text', 'callout', false)).toBe(
      'pages.layout.content.text.lexical_internal_feature.blocks.lexical_blocks.callout.fields',
    )
  })

  it("reads the heading sizes and text formats from the field's features; highlight only without a description", () => {
    const config = rt('posts.summary', {
      features: ['bold', 'heading'],
      featureProps: { heading: { enabledHeadingSizes: ['h1', 'h2', 'h3', 'h4'] } },
    })
    const settings = settingsFrom(config, schema, false, 'summary')
    expect(settings.headings).toEqual(['h1', 'h2', 'h3', 'h4'])
    expect([...settings.formats]).toEqual(['bold'])
    const undescribed = settingsFrom(undefined, schema, false, 'other')
    expect(undescribed.headings).toHaveLength(6)
    expect(undescribed.formats.has('highlight')).toBe(true)
  })

  it('finds a rich-text field inside a rich-text block under the block schema path, never another field', () => {
    const scope = blockSchemaPath('posts.body', 'note', false)
    const nested = rt(`${scope}.text`, { features: ['italic'] })
    const withNested = {
      ...schema,
      extras: { ...schema.extras, richText: { ...schema.extras.richText, [nested.path]: nested } },
    }
    expect(findRichTextConfig(withNested, 'posts', 'text', new FormStore(), scope)?.features).toEqual(['italic'])
    // An undescribed field of a described block is not matched by its name's tail elsewhere.
    expect(findRichTextConfig(withNested, 'posts', 'body', new FormStore(), scope)).toBeUndefined()
    // The nested field's own blocks have no server form state.
    expect(settingsFrom(nested, withNested, false, 'text', '7').formState).toBeUndefined()
    expect(settingsFrom(nested, withNested, false, 'text', '7').schemaKey).toBe(nested.path)
  })

  it('offers internal links to the enabled collections, else to all visible ones but the disabled', () => {
    const enabled = rt('posts.links', { features: ['link'], featureProps: { link: { enabledCollections: ['media'] } } })
    expect(settingsFrom(enabled, schema, false, 'links').linkCollections).toEqual(['media'])
    const disabled = rt('posts.links', {
      features: ['link'],
      featureProps: { link: { disabledCollections: ['media'] } },
    })
    // 'secret' is hidden.
    expect(settingsFrom(disabled, schema, false, 'links').linkCollections).toEqual(['posts'])
    expect(settingsFrom(undefined, schema, false, 'links').linkCollections).toEqual([])
  })
})
