/**
 * The field schema that goes with the first live-preview message to a preview page:
 * one entry per data field, in the shape Payload's admin used to send (`fieldSchemaToJSON`).
 *
 * - every named field: `{ name, type }`;
 * - relationship and upload: plus `hasMany` (boolean) and `relationTo` (a slug or a list of slugs);
 * - array: `fields` with the row's fields plus an `id` text field;
 * - blocks: `blocks` keyed by block slug, each `{ fields }` with the block's fields plus an `id` text field;
 * - named group: `fields`; a named tab: `{ name, type: 'tabs', fields }` (Payload labels it with the
 *   tabs field's type);
 * - rows, collapsibles, unnamed groups and unnamed tabs hold no data of their own: their fields are
 *   lifted into the surrounding list.
 *
 * The @payloadcms/live-preview 3.x client ignores this schema (it merges on the server); it is sent
 * for clients that still read it.
 */
import type { FolioClientBlock, FolioClientField } from '@shared/protocol'

export interface FieldSchemaJSONEntry {
  name: string
  type: string
  /** array, named group, named tab */
  fields?: FieldSchemaJSON
  /** blocks: one entry per block slug */
  blocks?: Record<string, { fields: FieldSchemaJSON }>
  /** relationship, upload */
  hasMany?: boolean
  /** relationship, upload */
  relationTo?: string | string[]
}

export type FieldSchemaJSON = FieldSchemaJSONEntry[]

export interface FieldSchemaOptions {
  /**
   * The root `blocks` of the client config, for blocks fields that use `blockReferences` (slugs):
   * a list or a map by slug. References that cannot be resolved are left out.
   */
  blocks?: readonly FolioClientBlock[] | Record<string, FolioClientBlock>
}

const ROW_ID: FieldSchemaJSONEntry = { name: 'id', type: 'text' }

export function buildFieldSchemaJSON(
  fields: readonly FolioClientField[] | undefined,
  options: FieldSchemaOptions = {},
): FieldSchemaJSON {
  const blockMap = toBlockMap(options.blocks)
  return walk(fields ?? [], blockMap)
}

function walk(fields: readonly FolioClientField[], blockMap: Map<string, FolioClientBlock>): FieldSchemaJSON {
  const out: FieldSchemaJSON = []
  for (const field of fields) {
    if (!field || typeof field !== 'object') continue
    const name = typeof field.name === 'string' && field.name !== '' ? field.name : undefined
    switch (field.type) {
      case 'row':
      case 'collapsible':
        out.push(...walk(field.fields ?? [], blockMap))
        break
      case 'group':
        if (name) out.push({ name, type: field.type, fields: walk(field.fields ?? [], blockMap) })
        else out.push(...walk(field.fields ?? [], blockMap))
        break
      case 'tabs':
        for (const tab of field.tabs ?? []) {
          const tabName = typeof tab.name === 'string' && tab.name !== '' ? tab.name : undefined
          if (tabName) out.push({ name: tabName, type: field.type, fields: walk(tab.fields ?? [], blockMap) })
          else out.push(...walk(tab.fields ?? [], blockMap))
        }
        break
      case 'array':
        if (name) out.push({ name, type: field.type, fields: withRowId(walk(field.fields ?? [], blockMap)) })
        break
      case 'blocks': {
        if (!name) break
        const blocks: Record<string, { fields: FieldSchemaJSON }> = {}
        for (const block of blocksOfField(field, blockMap))
          blocks[block.slug] = { fields: withRowId(walk(block.fields ?? [], blockMap)) }
        out.push({ name, type: field.type, blocks })
        break
      }
      case 'relationship':
      case 'upload':
        if (name)
          out.push({
            name,
            type: field.type,
            hasMany: Boolean(field.hasMany),
            relationTo: relationTo(field.relationTo),
          })
        break
      default:
        if (name) out.push({ name, type: field.type })
    }
  }
  return out
}

/** Rows of arrays and blocks carry an `id`; a row schema that already names one keeps its own. */
function withRowId(fields: FieldSchemaJSON): FieldSchemaJSON {
  return fields.some((f) => f.name === 'id') ? fields : [...fields, { ...ROW_ID }]
}

function relationTo(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  return typeof value === 'string' ? value : ''
}

/** A blocks field's blocks: its `blockReferences` (slugs looked up in the config's root blocks), else its own. */
export function blocksOfField(field: FolioClientField, blockMap: Map<string, FolioClientBlock>): FolioClientBlock[] {
  const list = Array.isArray(field.blockReferences) ? field.blockReferences : (field.blocks ?? [])
  const out: FolioClientBlock[] = []
  for (const ref of list) {
    const block = typeof ref === 'string' ? blockMap.get(ref) : ref
    if (block && typeof block.slug === 'string') out.push(block)
  }
  return out
}

/** The config's root blocks by slug (given as a list or as Payload's blocksMap). */
export function toBlockMap(blocks: FieldSchemaOptions['blocks']): Map<string, FolioClientBlock> {
  const map = new Map<string, FolioClientBlock>()
  if (Array.isArray(blocks)) {
    for (const block of blocks as readonly FolioClientBlock[])
      if (block && typeof block.slug === 'string') map.set(block.slug, block)
  } else if (blocks && typeof blocks === 'object') {
    for (const [slug, block] of Object.entries(blocks as Record<string, FolioClientBlock>))
      if (block) map.set(slug, block)
  }
  return map
}
