/** What the blocks and inline-blocks features, the toolbar and the slash menu all know of a block type. */
import type { FolioClientBlock, FolioClientField } from '@shared/protocol'
import { defaultValuesOf } from '@renderer/core/schema/default-values'
import { labelText } from '@renderer/core/schema/schema'

export function blockLabel(block: FolioClientBlock, language: string): string {
  const labels = (block as { labels?: { singular?: unknown } }).labels
  return labelText(labels?.singular as never, language, block.slug)
}

/** The block's own fields: Payload's client blocks also carry its `id` and `blockName` fields. */
export function ownFields(block: FolioClientBlock): FolioClientField[] {
  return (block.fields ?? []).filter((f) => f.name !== 'id' && f.name !== 'blockName')
}

/**
 * Whether any of the fields, at any depth, is a relationship or an upload: those may have
 * `filterOptions`, which only the server evaluates, so the block's drawer asks for them on opening.
 */
export function hasRelationFields(fields: readonly FolioClientField[] | undefined): boolean {
  return (fields ?? []).some(
    (field) =>
      field.type === 'relationship' ||
      field.type === 'upload' ||
      hasRelationFields(field.fields) ||
      (field.tabs ?? []).some((tab) => hasRelationFields(tab.fields)) ||
      (field.blocks ?? []).some((block) => hasRelationFields(block.fields)),
  )
}

/**
 * A new inline block opens its drawer by itself when its type has more than 2 fields, counted as
 * Payload counts them (richtext-lexical's InlineBlockComponent: `clientBlockFields.length > 2`):
 * Payload adds `id` and `blockName` to every block, so any block with a field of its own opens.
 */
export function opensDrawerOnInsert(block: FolioClientBlock): boolean {
  return (block.fields ?? []).length > 2
}

/**
 * Field default values for a new block, nested groups and rows included (the schema's static ones: the
 * drawer then asks the server, which adds those that are functions).
 */
export function blockDefaults(block: FolioClientBlock): Record<string, unknown> {
  return defaultValuesOf(ownFields(block))
}

/** Keys of just-inserted block nodes whose drawer opens by itself when their card mounts. */
export const openOnMount = new Set<string>()
