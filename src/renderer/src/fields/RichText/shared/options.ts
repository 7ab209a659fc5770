/**
 * What the toolbar and the slash menu offer, in the same order, as the field's features enable it:
 * the block types of a paragraph, and the things to insert.
 */
import type { LexicalEditor } from 'lexical'
import type { Translate } from '@renderer/core/i18n/translate'
import type { RichTextSettings } from '../config'
import { blockLabel } from './blocks'
import { INSERT_BLOCK_COMMAND, INSERT_INLINE_BLOCK_COMMAND, type EmbedKind } from './commands'
import { insertHorizontalRule, insertTable, type BlockType } from './editing'

export interface BlockTypeOption {
  type: BlockType
  label: string
  /** Words the slash menu also matches. */
  keywords: string[]
}

export function blockTypeOptions(settings: RichTextSettings, t: Translate): BlockTypeOption[] {
  const has = (feature: string) => settings.features.has(feature)
  return [
    { type: 'paragraph', label: t('folio:richText-paragraph'), keywords: ['text', 'p'] },
    ...settings.headings.map((h) => ({
      type: h,
      label: t('folio:richText-heading', { level: h.slice(1) }),
      keywords: [h, 'heading', 'title'],
    })),
    ...(has('blockquote')
      ? [{ type: 'quote' as const, label: t('folio:richText-quote'), keywords: ['quote', 'blockquote'] }]
      : []),
    ...(has('unorderedList')
      ? [{ type: 'bullet' as const, label: t('folio:richText-bulletList'), keywords: ['list', 'bullet', 'ul'] }]
      : []),
    ...(has('orderedList')
      ? [
          {
            type: 'number' as const,
            label: t('folio:richText-numberedList'),
            keywords: ['list', 'number', 'ordered', 'ol'],
          },
        ]
      : []),
    ...(has('checklist')
      ? [{ type: 'check' as const, label: t('folio:richText-checkList'), keywords: ['list', 'check', 'todo'] }]
      : []),
  ]
}

export interface InsertOption {
  key: string
  label: string
  keywords: string[]
  /** Inserts at once; absent for embeds, which first ask which document (`embed`). */
  run?: (editor: LexicalEditor) => void
  embed?: EmbedKind
}

export function insertOptions(settings: RichTextSettings, t: Translate, language: string): InsertOption[] {
  const has = (feature: string) => settings.features.has(feature)
  const options: InsertOption[] = []
  if (has('horizontalRule'))
    options.push({
      key: 'hr',
      label: t('folio:richText-horizontalRule'),
      keywords: ['hr', 'rule', 'divider'],
      run: insertHorizontalRule,
    })
  if (has('experimental_table'))
    options.push({
      key: 'table',
      label: t('folio:richText-table'),
      keywords: ['table', 'grid'],
      run: (e) => insertTable(e),
    })
  for (const b of settings.blocks)
    options.push({
      key: `block:${b.slug}`,
      label: blockLabel(b, language),
      keywords: ['block', b.slug],
      run: (e) => e.dispatchCommand(INSERT_BLOCK_COMMAND, b),
    })
  for (const b of settings.inlineBlocks)
    options.push({
      key: `inline:${b.slug}`,
      label: blockLabel(b, language),
      keywords: ['inline', b.slug],
      run: (e) => e.dispatchCommand(INSERT_INLINE_BLOCK_COMMAND, b),
    })
  if (has('relationship') && settings.relationshipCollections.length)
    options.push({
      key: 'relationship',
      label: t('folio:richText-relationship'),
      keywords: ['relationship', 'link', 'document'],
      embed: 'relationship',
    })
  if (has('upload') && settings.uploadCollections.length)
    options.push({
      key: 'upload',
      label: t('folio:richText-upload'),
      keywords: ['upload', 'image', 'file', 'media'],
      embed: 'upload',
    })
  return options
}
