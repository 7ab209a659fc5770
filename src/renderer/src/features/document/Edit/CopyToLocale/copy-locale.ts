/**
 * Copying a document's localized values from one locale to another, as Payload's copyDataFromLocale
 * does, but in the client: which localized fields may be copied, and the target locale's data with
 * the copied values in it. Arrays and blocks that are not localized share their rows between locales,
 * so their localized children are copied row by row; a localized array or block list is copied whole.
 */
import type { FolioClientBlock, FolioClientField } from '@shared/protocol'
import { newRowId } from '../../../../core/form/form-store'
import { dataFields, labelText, labelFromSlug } from '../../../../core/schema/schema'

type Data = Record<string, unknown>

/**
 * One node of Payload's sanitized document permissions: `true` (everything allowed), an object with
 * `read`/`update` and the permissions of its `fields` (and `blocks`), or nothing (nothing allowed).
 */
export type PermissionNode = unknown

export interface CopyableField {
  /** Names from the document's root, with the block's slug after a blocks field: `layout.hero.heading`. */
  key: string
  /** The labels along the way, for the checklist. */
  labels: string[]
}

export interface CopyOptions {
  /** The keys of the fields to copy (see copyableFields). */
  keys: ReadonlySet<string>
  /** Replace values the target locale already has; otherwise only empty ones are filled. */
  overwrite: boolean
}

const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v)

function allows(node: PermissionNode, operation: 'read' | 'update'): boolean {
  if (node === true) return true
  if (!isObject(node)) return false
  const value = node[operation]
  return value === true || (isObject(value) && value.permission === true)
}

/** The permissions of a field beneath a node (the document's answer, a field's, or a block's). */
function fieldNode(node: PermissionNode, name: string): PermissionNode {
  if (node === true) return true
  if (!isObject(node)) return undefined
  const fields = node.fields
  return fields === true ? true : isObject(fields) ? fields[name] : undefined
}

function blockNode(node: PermissionNode, slug: string): PermissionNode {
  if (node === true) return true
  if (!isObject(node)) return undefined
  const blocks = node.blocks
  // A blocks field whose answer says nothing about its blocks leaves them to the field's own permissions.
  if (blocks === undefined) return node.fields === undefined ? { fields: true } : node
  return blocks === true ? true : isObject(blocks) ? blocks[slug] : undefined
}

function blocksOf(field: FolioClientField): FolioClientBlock[] {
  const refs = (field.blockReferences ?? []).filter((b): b is FolioClientBlock => typeof b === 'object')
  return [...(field.blocks ?? []), ...refs]
}

const fieldLabel = (field: FolioClientField, language: string) =>
  labelText(field.label, language, labelFromSlug(field.name ?? ''))
const blockLabel = (block: FolioClientBlock, language: string) =>
  labelText(block.labels?.singular, language, labelFromSlug(block.slug))

/**
 * The localized fields this user may read in the source locale and update in the target one
 * (`read`/`update`: the document's permissions asked in each locale).
 */
export function copyableFields(
  fields: FolioClientField[],
  access: { read: PermissionNode; update: PermissionNode },
  language: string,
  parent: CopyableField = { key: '', labels: [] },
): CopyableField[] {
  const out: CopyableField[] = []
  for (const field of dataFields(fields)) {
    if (!field.name || field.hidden) continue
    const here = { key: join(parent.key, field.name), labels: [...parent.labels, fieldLabel(field, language)] }
    const read = fieldNode(access.read, field.name)
    const update = fieldNode(access.update, field.name)
    if (field.localized) {
      if (allows(read, 'read') && allows(update, 'update')) out.push(here)
    } else if (field.type === 'blocks') {
      for (const block of blocksOf(field)) {
        const inBlock = { key: join(here.key, block.slug), labels: [...here.labels, blockLabel(block, language)] }
        const blockAccess = { read: blockNode(read, block.slug), update: blockNode(update, block.slug) }
        out.push(...copyableFields(block.fields, blockAccess, language, inBlock))
      }
    } else if (field.fields) {
      out.push(...copyableFields(field.fields, { read, update }, language, here))
    }
  }
  return out
}

/** The target locale's data with the chosen localized values of the source copied into it. */
export function copyLocaleData(fields: FolioClientField[], source: Data, target: Data, options: CopyOptions): Data {
  return merge(fields, source, structuredClone(target), '', options)
}

function merge(fields: FolioClientField[], source: Data, target: Data, parentKey: string, options: CopyOptions): Data {
  for (const field of dataFields(fields)) {
    if (!field.name || field.hidden) continue
    const key = join(parentKey, field.name)
    const from = source[field.name]
    const to = target[field.name]
    if (field.localized) {
      if (options.keys.has(key) && !isEmpty(from) && (options.overwrite || isEmpty(to)))
        target[field.name] = withFreshRowIds(structuredClone<unknown>(from))
    } else if (field.type === 'array' || field.type === 'blocks') {
      if (!Array.isArray(to) || !Array.isArray(from)) continue
      const blocks = blocksOf(field)
      for (const row of to) {
        if (!isObject(row)) continue
        // Rows are shared between locales: the same row has the same id in both.
        const match: unknown = from.find((r) => isObject(r) && r.id === row.id)
        if (!isObject(match)) continue
        if (field.type === 'array') merge(field.fields ?? [], match, row, key, options)
        else {
          const block = blocks.find((b) => b.slug === row.blockType)
          if (block) merge(block.fields, match, row, join(key, block.slug), options)
        }
      }
    } else if (field.fields && isObject(from)) {
      target[field.name] = merge(field.fields, from, isObject(to) ? to : {}, key, options)
    }
  }
  return target
}

const join = (parent: string, name: string) => (parent ? `${parent}.${name}` : name)

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

/** Rows of a copied localized array or block list are the target locale's own: they get new ids. */
function withFreshRowIds(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item: unknown) => (isObject(item) && 'id' in item ? { ...freshen(item), id: newRowId() } : item))
  return isObject(value) && !('root' in value) ? freshen(value) : value
}

function freshen(data: Data): Data {
  const out: Data = {}
  for (const [k, v] of Object.entries(data)) out[k] = withFreshRowIds(v)
  return out
}
