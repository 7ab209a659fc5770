/** Which rich-text features and blocks a field enables, from the schema endpoint's `extras.richText`. */
import type { HeadingTagType } from '@lexical/rich-text'
import type { TextFormatType } from 'lexical'
import { createContext, useContext } from 'react'
import type { FolioClientBlock, FolioClientField, FolioRichTextField, FolioSchemaResponse } from '@shared/protocol'
import type { FormStore } from '../../core/form/form-store'
import type { DocumentTarget } from '../../core/requests/document'
import { findEntity } from '../../core/schema/schema'
import { allowedFormats, headingSizes } from './features/allowed-content/allowed'

/**
 * The `extras.richText` key of a field: the entity slug, then the data path without row indexes,
 * where a blocks row adds its block slug (`pages.layout.content.text`).
 */
export function richTextKey(prefix: string, path: string, form: FormStore): string {
  const parts = path.split('.')
  const out: string[] = []
  parts.forEach((part, i) => {
    if (!/^\d+$/.test(part)) return void out.push(part)
    const blockType = form.getRows(parts.slice(0, i).join('.'))[Number(part)]?.blockType
    if (blockType) out.push(blockType)
  })
  return [prefix, ...out].join('.')
}

/**
 * Inside a rich-text block's drawer: the block's schema path, under which the schema describes the
 * rich-text fields of the block (each with its own features).
 */
export const RichTextScopeContext = createContext<string | null>(null)

export function findRichTextConfig(
  schema: FolioSchemaResponse,
  entitySlug: string | undefined,
  path: string,
  form: FormStore,
  /** The enclosing rich-text block's schema path (RichTextScopeContext). */
  scope: string | null = null,
): FolioRichTextField | undefined {
  const all = schema.extras?.richText ?? {}
  if (scope) {
    const hit = all[richTextKey(scope, path, form)]
    if (hit) return hit
    // A plugin that describes nested fields never falls back to another field's features.
    if (Object.keys(all).some((key) => key.startsWith(`${scope}.`))) return undefined
  }
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
  // Not a Payload feature: offered only where the schema says nothing about the field, as before.
  'highlight',
]

export interface RichTextSettings {
  features: Set<string>
  /** Heading sizes the field allows, in order (none without the heading feature). */
  headings: HeadingTagType[]
  /** Text formats the field allows. */
  formats: Set<TextFormatType>
  blocks: FolioClientBlock[]
  inlineBlocks: FolioClientBlock[]
  /** Visible collections with enableRichTextRelationship on that are not upload collections. */
  relationshipCollections: string[]
  /** Visible upload collections. */
  uploadCollections: string[]
  /** Collections an internal link may point to (LinkFeature's enabled ones, less its disabled ones). */
  linkCollections: string[]
  uploadFields: FolioRichTextField['uploadFields']
  /** The link feature's own fields beyond Payload's base ones, shown in the link form. */
  linkFields: FolioClientField[]
  readOnly: boolean
  path: string
  /** The field's key in the schema's `extras.richText`, when the schema describes it. */
  schemaKey?: string
  /**
   * The document and the field's key in the schema, for its blocks' form state; absent when the schema
   * does not describe the field.
   */
  formState?: { target: DocumentTarget; richTextPath: string }
}

const LEXICAL_BLOCKS_PATH = '.lexical_internal_feature.blocks.'

/** Payload's schema path of a rich-text block's fields, as its form state is asked for them. */
export function blockSchemaPath(richTextPath: string, blockSlug: string, inline: boolean): string {
  return `${richTextPath}.lexical_internal_feature.blocks.${inline ? 'lexical_inline_blocks' : 'lexical_blocks'}.${blockSlug}.fields`
}

/**
 * Where internal links may point, as LinkFeature decides: its `enabledCollections`, else every collection
 * but its `disabledCollections`. A field the schema does not describe offers custom URLs only.
 */
export function linkCollections(
  linkProps: unknown,
  schema: FolioSchemaResponse,
  config: FolioRichTextField | undefined,
): string[] {
  if (config?.editor !== 'lexical') return []
  const { enabledCollections, disabledCollections } = (linkProps ?? {}) as {
    enabledCollections?: unknown
    disabledCollections?: unknown
  }
  if (Array.isArray(enabledCollections)) return enabledCollections.filter((c): c is string => typeof c === 'string')
  const disabled = new Set(Array.isArray(disabledCollections) ? disabledCollections : [])
  return schema.config.collections.map((c) => c.slug).filter((slug) => !disabled.has(slug))
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
  const features = new Set(config?.editor === 'lexical' ? config.features : DEFAULT_FEATURES)
  return {
    features,
    headings: headingSizes(features, config?.editor === 'lexical' ? config.featureProps?.heading : undefined),
    formats: allowedFormats(features),
    blocks: config?.blocks ?? [],
    inlineBlocks: config?.inlineBlocks ?? [],
    relationshipCollections: (config?.relationshipCollections ?? []).filter((slug) => visible(slug) && !isUpload(slug)),
    uploadCollections: (config?.uploadCollections ?? []).filter((slug) => visible(slug) && isUpload(slug)),
    uploadFields: config?.uploadFields ?? {},
    linkFields: features.has('link') && config?.editor === 'lexical' ? (config.linkFields ?? []) : [],
    linkCollections: features.has('link')
      ? linkCollections(config?.editor === 'lexical' ? config.featureProps?.link : undefined, schema, config).filter(
          (slug) => visible(slug),
        )
      : [],
    readOnly,
    path,
    ...(config ? { schemaKey: config.path } : {}),
    // A nested field's own blocks have no form state the server answers for (it names top-level fields only).
    ...(config && !config.path.includes(LEXICAL_BLOCKS_PATH)
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
