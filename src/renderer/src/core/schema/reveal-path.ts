/**
 * Where a field path lies among presentational fields, so a refused save can bring its first error into
 * view: which tab of a tabs field holds it, whether a collapsible holds it, which row of an array holds it.
 * Rows, collapsibles and unnamed tabs add no level to the data; named tabs, groups, arrays and blocks do.
 */
import type { FolioClientField } from '@shared/protocol'

const join = (base: string, name: string) => (base ? `${base}.${name}` : name)
const isAtOrInside = (path: string, target: string) => target === path || target.startsWith(`${path}.`)

/** Whether `target` is one of these fields (declared at `base`) or lies inside one of them. */
export function fieldsHoldPath(fields: readonly FolioClientField[], base: string, target: string): boolean {
  return fields.some((field) => fieldHoldsPath(field, base, target))
}

function fieldHoldsPath(field: FolioClientField, base: string, target: string): boolean {
  if (field.type === 'tabs') return tabIndexHolding(field.tabs ?? [], base, target) >= 0
  if (field.name) return isAtOrInside(join(base, field.name), target)
  return fieldsHoldPath(field.fields ?? [], base, target)
}

/** The index of the tab (of a tabs field declared at `base`) that holds `target`, or -1. */
export function tabIndexHolding(tabs: readonly FolioClientField[], base: string, target: string): number {
  return tabs.findIndex((tab) =>
    tab.name ? isAtOrInside(join(base, tab.name), target) : fieldsHoldPath(tab.fields ?? [], base, target),
  )
}

/** The index of the row of the array or blocks at `rowsPath` that holds `target`, if one does. */
export function rowIndexHolding(rowsPath: string, target: string): number | undefined {
  if (!target.startsWith(`${rowsPath}.`)) return undefined
  const segment = target.slice(rowsPath.length + 1).split('.')[0]!
  return /^\d+$/.test(segment) ? Number(segment) : undefined
}
