/** Which rich-text features and blocks a field enables, from the schema endpoint's `extras.richText`. */
import { createContext, useContext } from 'react'
import type { FolioClientBlock, FolioRichTextField, FolioSchemaResponse } from '@shared/protocol'
import type { FormStore } from '../../lib/form/form-store'
import type { DocumentTarget } from '../../lib/requests/document'
import { findEntity } from '../../lib/schema'

/**
 * The `extras.richText` key of a field: the entity slug, then the data path without row indexes,
 * where a blocks row adds its block slug (`pages.layout.content.text`).
 */
export function richTextKey(entitySlug: string, path: string, form: FormStore): string {
  const parts = path.split('.')
  const out: string[] = []
  parts.forEach((part, i) => {
    if (!/^\d+$/.test(part)) return void out.push(part)
    const blockType = form.getRows(parts.slice(0, i).join('.'))[Number(part)]?.blockType
    if (blockType) out.push(blockType)
  })
  return [entitySlug, ...out].join('.')
}

export function findRichTextConfig(
  schema: FolioSchemaResponse,
  entitySlug: string | undefined,
  path: string,
  form: FormStore,
): FolioRichTextField | undefined {
  const all = schema.extras?.richText ?? {}
  if (entitySlug) {
    const hit = all[richTextKey(entitySlug, path, form)]
    if (hit) return hit
  }
  // Without the entity (or with an unusual path), a unique match on the path's tail.
  const tail = `.${path
    .split('.')
    .filter((p) => !/^\d+$/.test(p))
    .join('.')}`
  const matches = Object.values(all).filter((c) => c.path.endsWith(tail))
  return matches.length === 1 ? matches[0] : undefined
}

/** Payload's default feature set, for fields the schema says nothing about. */
export const DEFAULT_FEATURES = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'subscript',
  'superscript',
  'inlineCode',
  'paragraph',
  'heading',
  'align',
  'indent',
  'unorderedList',
  'orderedList',
  'checklist',
  'link',
  'relationship',
  'blockquote',
  'upload',
  'horizontalRule',
  'toolbarInline',
]

export interface RichTextSettings {
  features: Set<string>
  blocks: FolioClientBlock[]
  inlineBlocks: FolioClientBlock[]
  /** Visible collections with enableRichTextRelationship on that are not upload collections. */
  relationshipCollections: string[]
  /** Visible upload collections. */
  uploadCollections: string[]
  uploadFields: FolioRichTextField['uploadFields']
  readOnly: boolean
  path: string
  /**
   * The document and the field's key in the schema, for its blocks' form state; absent when the schema
   * does not describe the field.
   */
  formState?: { target: DocumentTarget; richTextPath: string }
}

/** Payload's schema path of a rich-text block's fields, as its form state is asked for them. */
export function blockSchemaPath(richTextPath: string, blockSlug: string, inline: boolean): string {
  return `${richTextPath}.lexical_internal_feature.blocks.${inline ? 'lexical_inline_blocks' : 'lexical_blocks'}.${blockSlug}.fields`
}

export function settingsFrom(
  config: FolioRichTextField | undefined,
  schema: FolioSchemaResponse,
  readOnly: boolean,
  path: string,
  /** The route's document id ('create' for a new document). */
  documentId?: string,
): RichTextSettings {
  const visible = (slug: string) => {
    const entity = findEntity(schema, 'collection', slug)
    return entity !== undefined && !schema.extras?.collections?.[slug]?.hidden ? entity : undefined
  }
  const isUpload = (slug: string) => Boolean((visible(slug) as { upload?: unknown } | undefined)?.upload)
  return {
    features: new Set(config?.editor === 'lexical' ? config.features : DEFAULT_FEATURES),
    blocks: config?.blocks ?? [],
    inlineBlocks: config?.inlineBlocks ?? [],
    relationshipCollections: (config?.relationshipCollections ?? []).filter((slug) => visible(slug) && !isUpload(slug)),
    uploadCollections: (config?.uploadCollections ?? []).filter((slug) => visible(slug) && isUpload(slug)),
    uploadFields: config?.uploadFields ?? {},
    readOnly,
    path,
    ...(config
      ? {
          formState: {
            target: {
              ...config.entity,
              ...(config.entity.kind === 'collection' && documentId && documentId !== 'create'
                ? { id: documentId }
                : {}),
            },
            richTextPath: config.path,
          },
        }
      : {}),
  }
}

export const RichTextSettingsContext = createContext<RichTextSettings | null>(null)

export function useRichTextSettings(): RichTextSettings {
  const value = useContext(RichTextSettingsContext)
  if (!value) throw new Error('rich-text element rendered outside its editor')
  return value
}
