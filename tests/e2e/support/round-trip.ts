/**
 * What a generic round trip of a collection needs (tests/e2e/field-roundtrip.spec.ts): values for the
 * required fields that have no default, the text field an editor would change, and a document as text
 * with its keys in one order, so two reads compare byte for byte.
 */
import type { FolioClientEntity, FolioClientField } from '../../../src/shared/protocol'

/** Fields whose data sits at the level of their parent (no name of their own in the document). */
const PRESENTATIONAL = new Set(['row', 'collapsible', 'ui'])

/** The fields that hold the document's top-level data, unnamed tabs, rows and collapsibles looked through. */
export function dataFields(fields: readonly FolioClientField[]): FolioClientField[] {
  const out: FolioClientField[] = []
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        if (tab.name) out.push({ ...tab, type: 'group' })
        else out.push(...dataFields(tab.fields ?? []))
      }
    } else if (PRESENTATIONAL.has(field.type) || (field.type === 'group' && !field.name)) {
      out.push(...dataFields(field.fields ?? []))
    } else if (field.name) out.push(field)
  }
  return out
}

const firstOption = (field: FolioClientField): unknown => {
  const [option] = (field.options as ({ value: string } | string)[] | undefined) ?? []
  return typeof option === 'object' ? option?.value : option
}

/** A value Payload takes for a required field of this kind, or `undefined` where only the test can make one. */
function valueFor(field: FolioClientField, stamp: string): unknown {
  const min = typeof field.min === 'number' ? field.min : 1
  const many = (value: unknown) => (field.hasMany ? [value] : value)
  switch (field.type) {
    case 'text':
    case 'textarea':
      return many(`Round trip ${stamp}`)
    case 'email':
      return `round-trip-${stamp}@example.com`
    case 'number':
      return many(min)
    case 'select':
    case 'radio':
      return many(firstOption(field))
    case 'checkbox':
      return true
    case 'date':
      return new Date().toISOString()
    case 'point':
      return [13.4, 52.5]
    case 'json':
      return {}
    case 'code':
      return '// round trip'
    case 'group':
      return requiredValues(field.fields ?? [], stamp)
    case 'array':
    case 'blocks':
      return typeof field.minRows === 'number' && field.minRows > 0 ? undefined : []
    default:
      return undefined
  }
}

let idCount = 0
/** A custom id no other document of the run has: text from the stamp, a number from the clock and a count. */
const uniqueId = (type: string, stamp: string): string | number =>
  type === 'number' ? (Date.now() % 1_000_000_000) * 100 + (idCount++ % 100) : `rt-${stamp}-${idCount++}`

/**
 * A create body holding every required field that has no default of its own; null where some required
 * field cannot be made generically (a required relationship, upload or rich text).
 */
export function requiredValues(fields: readonly FolioClientField[], stamp: string): Record<string, unknown> | null {
  const body: Record<string, unknown> = {}
  for (const field of dataFields(fields)) {
    // Payload's own id field is hidden; a config's custom id is a field the editor fills in.
    const customID = field.name === 'id' && !field.hidden
    if (field.name === 'id' && !customID) continue
    const needed = field.required || customID
    if (!needed || field.defaultValue !== undefined || field.serverDefault) {
      if (field.type === 'group') {
        const inner = requiredValues(field.fields ?? [], stamp)
        if (inner === null) return null
        if (Object.keys(inner).length) body[field.name!] = inner
      }
      continue
    }
    const value = customID ? uniqueId(field.type, stamp) : valueFor(field, stamp)
    if (value === undefined || value === null) return null
    body[field.name!] = value
  }
  return body
}

/** The text field an editor would change on this collection: its title field, else its first editable text. */
export function editableText(entity: FolioClientEntity): string | null {
  const fields = dataFields(entity.fields)
  const editable = (f: FolioClientField) =>
    f.type === 'text' &&
    !f.hasMany &&
    f.name !== 'id' &&
    !f.admin?.readOnly &&
    !f.admin?.hidden &&
    !f.hidden &&
    !f.admin?.disabled &&
    !f.customField &&
    f.admin?.position !== 'sidebar'
  const title = entity.admin?.useAsTitle
  const byTitle = fields.find((f) => f.name === title && editable(f))
  return (byTitle ?? fields.find(editable))?.name ?? null
}

/**
 * What changed from one read of a document to the next: each leaf's path (`steps.0.note`) with its new
 * value as text; a path gone is `undefined`. `updatedAt` changes with every save and is left out.
 */
export function changes(before: unknown, after: unknown): Record<string, string | undefined> {
  const leaves = (value: unknown, prefix: string, out: Map<string, string>) => {
    if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, out)
    } else out.set(prefix, JSON.stringify(value))
    return out
  }
  const from = leaves(before, '', new Map())
  const to = leaves(after, '', new Map())
  const changed: Record<string, string | undefined> = {}
  for (const path of new Set([...from.keys(), ...to.keys()])) {
    if (path !== 'updatedAt' && from.get(path) !== to.get(path)) changed[path] = to.get(path)
  }
  return changed
}

/** A JSON value as text with every object's keys sorted: two reads of one document compare as strings. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )
}
