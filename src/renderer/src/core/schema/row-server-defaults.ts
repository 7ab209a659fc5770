/**
 * Function defaults of a new array row or block (Payload runs them with the user and locale, so only the
 * server can): whether a row's fields have any, the schema path the server knows the rows by, and filling
 * the answer into the row without touching what the editor typed while it was out.
 */
import type { FolioClientField } from '@shared/protocol'
import type { FormStore } from '../form/form-store'

const isIndex = (segment: string) => /^\d+$/.test(segment)
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Whether fields of this row (through groups, tabs, rows and collapsibles, not nested rows) default by function. */
export function hasServerDefaults(fields: readonly FolioClientField[] | undefined): boolean {
  return (fields ?? []).some((field) => {
    if (field.serverDefault) return true
    if (field.type === 'array' || field.type === 'blocks') return false
    if (field.type === 'tabs') return (field.tabs ?? []).some((tab) => hasServerDefaults(tab.fields))
    return hasServerDefaults(field.fields)
  })
}

/**
 * Payload's schema path of the rows at a data path: indexes dropped, a block row's slug in its place
 * (`content.1.links` of a hero → `content.hero.links`).
 */
export function rowsSchemaPath(dataPath: string, blockTypeAt: (rowsPath: string, index: number) => string | undefined) {
  const segments = dataPath.split('.')
  const out: string[] = []
  segments.forEach((segment, i) => {
    if (!isIndex(segment)) return void out.push(segment)
    const blockType = blockTypeAt(segments.slice(0, i).join('.'), Number(segment))
    if (blockType) out.push(blockType)
  })
  return out.join('.')
}

/** Writes the server's defaults into the row at `rowPath` where its fields are still empty; typed values win. */
export function fillRowDefaults(
  form: FormStore,
  rowPath: string,
  fields: readonly FolioClientField[] | undefined,
  defaults: Record<string, unknown>,
): void {
  for (const field of fields ?? []) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) fillNamedOrFlat(form, rowPath, tab.name, tab.fields, defaults)
    } else if (field.type === 'group') {
      fillNamedOrFlat(form, rowPath, field.name, field.fields, defaults)
    } else if (field.type === 'row' || field.type === 'collapsible') {
      fillRowDefaults(form, rowPath, field.fields, defaults)
    } else if (field.name && field.type !== 'array' && field.type !== 'blocks' && field.name in defaults) {
      // Arrays and blocks already start from their static default rows.
      const path = `${rowPath}.${field.name}`
      if (form.getValue(path) === undefined) form.setValue(path, defaults[field.name])
    }
  }
}

function fillNamedOrFlat(
  form: FormStore,
  rowPath: string,
  name: string | undefined,
  fields: readonly FolioClientField[] | undefined,
  defaults: Record<string, unknown>,
): void {
  if (!name) return fillRowDefaults(form, rowPath, fields, defaults)
  const nested = defaults[name]
  if (isPlainObject(nested)) fillRowDefaults(form, `${rowPath}.${name}`, fields, nested)
}
