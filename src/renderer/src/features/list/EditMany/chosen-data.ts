/**
 * What the edit-many drawer applies: the chosen fields' values only, nested as the REST API takes them
 * (a field inside a group gives `{ group: { field } }`), each checked with the edit view's field rules.
 * A chosen field left untouched is applied as it shows, empty: unchecked, no rows, no value.
 */
import type { FolioClientField } from '@shared/protocol'
import type { Translate } from '../../../core/i18n/translate'
import { validateDocument, type FieldValidationError, type ValidationOptions } from '../../../core/validation'
import type { FieldOption } from './field-options'

type Data = Record<string, unknown>

const isData = (value: unknown): value is Data => value !== null && typeof value === 'object' && !Array.isArray(value)

function emptyValue(field: FolioClientField): unknown {
  if (field.type === 'checkbox') return false
  if (field.type === 'array' || field.type === 'blocks') return []
  return null
}

function valueAt(data: unknown, path: string): unknown {
  let node = data
  for (const part of path.split('.')) {
    if (!isData(node)) return undefined
    node = node[part]
  }
  return node
}

function setAt(root: Data, path: string, value: unknown): void {
  const parts = path.split('.')
  let node = root
  for (const part of parts.slice(0, -1)) {
    const next = node[part]
    node = isData(next) ? next : (node[part] = {})
  }
  node[parts[parts.length - 1]!] = value
}

/** The chosen fields' values out of the drawer's form data, nested by their paths. */
export function chosenData(formData: Data, chosen: readonly FieldOption[]): Data {
  const out: Data = {}
  for (const { path, field } of chosen) {
    const value = valueAt(formData, path)
    setAt(out, path, value === undefined ? emptyValue(field) : value)
  }
  return out
}

/** The chosen fields' errors (rows' fields included), with their data paths, in the order they were chosen. */
export function chosenErrors(
  applied: Data,
  chosen: readonly FieldOption[],
  t: Translate,
  options?: ValidationOptions,
): FieldValidationError[] {
  return chosen.flatMap(({ parentPath, field }) => {
    const siblings = parentPath ? valueAt(applied, parentPath) : applied
    return validateDocument([field], isData(siblings) ? siblings : {}, t, options).map((error) => ({
      ...error,
      path: parentPath ? `${parentPath}.${error.path}` : error.path,
    }))
  })
}

/** Something was typed or picked in a chosen field: closing would lose it. */
export function hasChosenInput(formData: Data, chosen: readonly FieldOption[]): boolean {
  return chosen.some(({ path }) => valueAt(formData, path) !== undefined)
}
