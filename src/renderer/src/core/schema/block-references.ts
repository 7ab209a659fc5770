/**
 * A blocks field may name its blocks by slug (`blockReferences: ['quote']`), pointing at the config's
 * top-level `blocks`, as Payload's admin resolves them through its `blocksMap`. The renderer resolves
 * them once, when the schema arrives: every such field gets the blocks themselves in `blocks` (in the
 * order referenced, then any blocks it also lists itself), so each part of the form (rows, defaults,
 * validation, diffs, copying to a locale) reads one list. A slug the config does not define is left out.
 */
import type { FolioClientBlock, FolioClientConfig, FolioClientField } from '@shared/protocol'

/** The config with every blocks field's references resolved (the config's objects are changed in place). */
export function resolveBlockReferences<T extends Pick<FolioClientConfig, 'collections' | 'globals'>>(config: T): T {
  const root = (config as { blocks?: unknown }).blocks
  const bySlug = new Map<string, FolioClientBlock>()
  if (Array.isArray(root))
    for (const block of root as FolioClientBlock[]) if (block?.slug) bySlug.set(block.slug, block)
  const seen = new Set<object>()

  const walk = (fields: FolioClientField[] | undefined): void => {
    if (!Array.isArray(fields)) return
    for (const field of fields) {
      if (!field || seen.has(field)) continue
      seen.add(field)
      if (field.type === 'blocks') resolveField(field)
      walk(field.fields)
      for (const tab of field.tabs ?? []) walk(tab.fields)
      for (const block of field.blocks ?? []) {
        if (seen.has(block)) continue
        seen.add(block)
        walk(block.fields)
      }
    }
  }

  const resolveField = (field: FolioClientField): void => {
    const references = field.blockReferences
    if (!Array.isArray(references) || references.length === 0) return
    const resolved: FolioClientBlock[] = []
    for (const reference of references) {
      const block = typeof reference === 'string' ? bySlug.get(reference) : reference
      if (block && !resolved.some((b) => b.slug === block.slug)) resolved.push(block)
    }
    for (const block of field.blocks ?? []) if (!resolved.some((b) => b.slug === block.slug)) resolved.push(block)
    field.blocks = resolved
    delete field.blockReferences
  }

  for (const entity of [...config.collections, ...config.globals]) walk(entity.fields)
  return config
}
