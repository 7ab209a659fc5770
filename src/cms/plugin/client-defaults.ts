import type { Block, Field } from 'payload'

import { toJSONSafe } from './http.js'

type ClientNode = Record<string, unknown> & {
  fields?: ClientNode[]
  tabs?: ClientNode[]
  blocks?: unknown[]
  blockReferences?: unknown[]
}

/**
 * Payload keeps `defaultValue` out of the client config; Folio's form needs the static ones to start
 * new array rows and blocks from them, as Payload's admin does. Each client field gets its server
 * field's default where that is a plain value; a function default stays on the server and the field is
 * marked `serverDefault` (a new document, array row or block asks for it through the form state). The client fields mirror the server's one to one, in order
 * (Payload may add an `id` after them), so the two lists are walked side by side; a field whose type
 * or name differs is skipped rather than guessed.
 */
export function attachStaticDefaults(serverFields: readonly Field[], clientFields: unknown): void {
  if (!Array.isArray(clientFields)) return
  serverFields.forEach((field, index) => {
    const client = clientFields[index] as ClientNode | undefined
    if (!client || client.type !== field.type) return
    if ('name' in field && field.name !== client.name) return
    // A row's `id` (Payload's ObjectId default) is made by the form itself: no request per new row for it.
    const rowId = 'name' in field && field.name === 'id'
    if ('defaultValue' in field && typeof field.defaultValue === 'function') {
      if (!rowId) client.serverDefault = true
    } else if ('defaultValue' in field && field.defaultValue !== undefined) {
      const value = toJSONSafe(field.defaultValue)
      if (value !== undefined) client.defaultValue = value
    }
    if (field.type === 'tabs') {
      field.tabs.forEach((tab, i) => attachStaticDefaults(tab.fields, client.tabs?.[i]?.fields))
    } else if (field.type === 'blocks') {
      attachBlockDefaults(field.blocks ?? [], client.blocks)
      attachBlockDefaults(field.blockReferences ?? [], client.blockReferences)
    } else if ('fields' in field && Array.isArray(field.fields)) {
      attachStaticDefaults(field.fields, client.fields)
    }
  })
}

/** Blocks are matched by slug: a client list may hold only references (strings) where the server has configs. */
export function attachBlockDefaults(serverBlocks: readonly (Block | string)[], clientBlocks: unknown): void {
  if (!Array.isArray(clientBlocks)) return
  for (const block of serverBlocks) {
    if (typeof block === 'string') continue
    const client = clientBlocks.find(
      (b): b is ClientNode => typeof b === 'object' && b !== null && (b as ClientNode).slug === block.slug,
    )
    if (client) attachStaticDefaults(block.fields, client.fields)
  }
}

/** Every collection's, global's and root block's fields in a client config built from `config`. */
export function attachConfigDefaults(
  config: {
    collections: { slug: string; fields: Field[] }[]
    globals: { slug: string; fields: Field[] }[]
    blocks?: Block[]
  },
  clientConfig: { collections: unknown[]; globals: unknown[]; blocks?: unknown },
): void {
  const bySlug = (list: unknown[], slug: string) =>
    list.find((c): c is ClientNode => typeof c === 'object' && c !== null && (c as ClientNode).slug === slug)
  for (const collection of config.collections)
    attachStaticDefaults(collection.fields, bySlug(clientConfig.collections, collection.slug)?.fields)
  for (const global of config.globals)
    attachStaticDefaults(global.fields, bySlug(clientConfig.globals, global.slug)?.fields)
  attachBlockDefaults(config.blocks ?? [], clientConfig.blocks)
}
