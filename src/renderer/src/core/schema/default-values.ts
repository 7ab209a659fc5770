import type { FolioClientField } from '@shared/protocol'
import { newRowId } from '../form/form-store'

type Data = Record<string, unknown>

/**
 * The data a new array row or block starts from: each field's static `defaultValue` (the plugin's
 * schema carries them), inside named groups and tabs as objects, through rows, collapsibles and
 * unnamed tabs as if their fields stood at this level. Arrays and blocks take their own default rows.
 * Values are copied, so editing one row never changes the schema or another row.
 */
export function defaultValuesOf(fields: readonly FolioClientField[] | undefined, newId = newRowId): Data {
  const out: Data = {}
  for (const field of fields ?? []) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) addNamedOrFlat(out, tab.name, defaultValuesOf(tab.fields, newId))
    } else if (field.type === 'group') {
      addNamedOrFlat(out, field.name, defaultValuesOf(field.fields, newId))
    } else if (field.type === 'row' || field.type === 'collapsible') {
      Object.assign(out, defaultValuesOf(field.fields, newId))
    } else if ((field.type === 'array' || field.type === 'blocks') && field.name && Array.isArray(field.defaultValue)) {
      out[field.name] = field.defaultValue.map((row: unknown) => defaultRow(field, row as Data, newId))
    } else if (field.name && field.defaultValue != null && typeof field.defaultValue !== 'function') {
      out[field.name] = structuredClone(field.defaultValue)
    }
  }
  return out
}

function addNamedOrFlat(out: Data, name: string | undefined, defaults: Data): void {
  if (!name) Object.assign(out, defaults)
  else if (Object.keys(defaults).length > 0) out[name] = defaults
}

/**
 * One of an array's or blocks field's default rows: what it gives, over its own fields' defaults (as
 * Payload's form state fills a row), with an id of its own, as the form keys rows by id.
 */
function defaultRow(field: FolioClientField, row: Data, newId: () => string): Data {
  const fields = field.type === 'blocks' ? field.blocks?.find((b) => b.slug === row.blockType)?.fields : field.fields
  return { ...defaultValuesOf(fields, newId), ...structuredClone(row), id: newId() }
}
