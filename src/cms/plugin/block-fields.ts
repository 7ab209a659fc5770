import type { Block, Field, PayloadRequest } from 'payload'

import { FolioHttpError, type Entity } from './http.js'
import { lexicalBlocks, type LexicalAdapterLike } from './schema.js'

/** What sits between a rich-text field's path and a block slug in Payload's schema paths. */
const LEXICAL_BLOCKS = '.lexical_internal_feature.blocks.'

/**
 * The block a form-state `schemaPath` names, as Payload's admin names a rich-text block's fields:
 * `<entity>.<field path>.lexical_internal_feature.blocks.lexical_blocks.<slug>.fields` (or
 * `lexical_inline_blocks` for inline blocks). The field path is a schema path: named groups, tabs and
 * arrays add their name, a blocks field adds the block slug (`pages.layout.content.text`).
 * Anything else is a 400: the request names no block of this entity.
 */
export const richTextBlockAt = (req: PayloadRequest, entity: Entity, schemaPath: string): Block => {
  const refused = () => new FolioHttpError(400, `schemaPath does not name a rich-text block of ${entity.slug}.`)
  const [fieldPath, blockPart, ...more] = schemaPath.split(LEXICAL_BLOCKS)
  const match =
    more.length === 0 ? /^(lexical_blocks|lexical_inline_blocks)\.([^.]+)\.fields$/.exec(blockPart ?? '') : null
  const [entitySlug, ...names] = fieldPath!.split('.')
  if (!match || entitySlug !== entity.slug || names.length === 0) throw refused()
  const field = fieldAt(req, entity.config.fields, names)
  if (field?.type !== 'richText') throw refused()
  const adapter = (field.editor ?? req.payload.config.editor) as LexicalAdapterLike | undefined
  const nodeType = match[1] === 'lexical_blocks' ? 'block' : 'inlineBlock'
  const block = adapter ? lexicalBlocks(adapter, nodeType, req).find((b) => b.slug === match[2]) : undefined
  if (!block) throw refused()
  return block
}

/** The field a schema path (names, block slugs after blocks fields) leads to, through layout fields. */
export const fieldAt = (req: PayloadRequest, fields: Field[], names: string[]): Field | undefined => {
  const [name, ...rest] = names
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const found =
          'name' in tab && tab.name
            ? tab.name === name
              ? fieldAt(req, tab.fields, rest)
              : undefined
            : fieldAt(req, tab.fields, names)
        if (found) return found
      }
      continue
    }
    const named = 'name' in field && typeof field.name === 'string' && field.name ? field.name : undefined
    if (!named) {
      if ('fields' in field && Array.isArray(field.fields)) {
        const found = fieldAt(req, field.fields, names)
        if (found) return found
      }
      continue
    }
    if (named !== name) continue
    if (rest.length === 0) return field
    if (field.type === 'group' || field.type === 'array') return fieldAt(req, field.fields, rest)
    if (field.type === 'blocks') {
      const [slug, ...inBlock] = rest
      for (const ref of field.blockReferences ?? field.blocks) {
        const block = typeof ref === 'string' ? req.payload.config.blocks?.find((b) => b.slug === ref) : ref
        if (block && block.slug === slug) return fieldAt(req, block.fields, inBlock)
      }
    }
    return undefined
  }
  return undefined
}

/**
 * The fields of one new array row or block, named by Payload's schema path of the rows:
 * `<entity>.<array path>` for an array's row, `<entity>.<blocks path>.<block slug>` for a block
 * (named groups and tabs add their name, blocks on the way their slug). Anything else is a 400.
 */
export const rowFieldsAt = (req: PayloadRequest, entity: Entity, schemaPath: string): Field[] => {
  const [entitySlug, ...names] = schemaPath.split('.')
  const refused = () => new FolioHttpError(400, `schemaPath does not name an array or block of ${entity.slug}.`)
  if (entitySlug !== entity.slug || names.length === 0) throw refused()
  const field = fieldAt(req, entity.config.fields, names)
  if (field?.type === 'array') return field.fields
  const blocks = names.length > 1 ? fieldAt(req, entity.config.fields, names.slice(0, -1)) : undefined
  if (blocks?.type === 'blocks') {
    const slug = names[names.length - 1]
    for (const ref of blocks.blockReferences ?? blocks.blocks) {
      const block = typeof ref === 'string' ? req.payload.config.blocks?.find((b) => b.slug === ref) : ref
      if (block && block.slug === slug) return block.fields
    }
  }
  throw refused()
}
