/**
 * What a local draft's edits were made on, and the comparisons a restore makes with it. A draft
 * keeps the saved values (the server's copy at its `baseUpdatedAt`) of the top-level fields its
 * edits changed; a restore then tells, per field, whether the draft changed it and whether the
 * server did since (conflict-merge.ts's `restoreSplit`). Pure: maps and plain data in, plain data out.
 */
import type { DraftBase } from '@shared/drafts'

type Leaves = ReadonlyMap<string, unknown>

const topOf = (path: string) => path.split('.', 1)[0]!
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`)

/**
 * The base of a draft: `current` and `saved` are the form's values by leaf path (its snapshot and
 * saved snapshot); the top-level fields where they differ are the ones the edits changed, and their
 * saved values are kept.
 */
export function draftBase(current: Leaves, saved: Leaves): DraftBase {
  const changed = new Set<string>()
  for (const [path, value] of current)
    if (!saved.has(path) || !sameValue(saved.get(path), value)) changed.add(topOf(path))
  for (const path of saved.keys()) if (!current.has(path)) changed.add(topOf(path))
  const values: Record<string, unknown> = {}
  for (const [path, value] of saved) if (changed.has(topOf(path))) values[path] = value
  return { fields: [...changed], values }
}

/**
 * Every value at or beneath `prefix`, down to plain values: a rich-text or JSON value is compared by
 * its content, and a row's id and block type are its identity, not a value (the form keeps them
 * apart too), so a copy read again compares equal to the same content.
 */
export function leavesUnder(data: unknown, prefix: string): Map<string, unknown> {
  const out = new Map<string, unknown>()
  let value: unknown = data
  for (const key of prefix ? prefix.split('.') : []) {
    value = isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined
  }
  flattenInto(out, value, prefix)
  return out
}

/** The base's values at or beneath `prefix`, down to plain values as `leavesUnder` gives them. */
export function baseLeavesUnder(base: DraftBase, prefix: string): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [path, value] of Object.entries(base.values)) {
    if (under(path, prefix)) flattenInto(out, value, path)
    // A leaf above the prefix (a rich-text value holding it): its part beneath the prefix.
    else if (under(prefix, path)) for (const [p, v] of leavesUnder({ [path]: value }, prefix)) out.set(p, v)
  }
  return out
}

/** Whether the base covers a field: the draft's edits changed its top-level field. */
export function baseCovers(base: DraftBase, path: string): boolean {
  return base.fields.includes(topOf(path))
}

export function sameLeaves(a: Leaves, b: Leaves): boolean {
  if (a.size !== b.size) return false
  for (const [path, value] of a) if (!b.has(path) || !sameValue(value, b.get(path))) return false
  return true
}

function flattenInto(out: Map<string, unknown>, value: unknown, path: string, inRow = false): void {
  if (value === undefined) return
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key))
  if (Array.isArray(value)) {
    value.forEach((item, i) => flattenInto(out, item, at(i), true))
    return
  }
  if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (inRow && (key === 'id' || key === 'blockType')) continue
      flattenInto(out, v, at(key))
    }
    return
  }
  out.set(path, value)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b)
}
