/** Value helpers: shape checks (DiffError), structural equality, stable keys. */
import { DiffError, type DiffSide } from './types'

export type PlainObject = Record<string, unknown>

export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isMissing(value: unknown): value is null | undefined {
  return value === null || value === undefined
}

/** A short description of a value's type, for error messages: 'string', 'array', 'object', 'null'… */
export function describeType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return 'an object'
  return `a ${typeof value}`
}

export interface ValueSite {
  path: string
  fieldType: string
  side: DiffSide
  locale?: string
}

export function wrongType(site: ValueSite, expected: string, value: unknown): DiffError {
  return new DiffError({ ...site, expected, received: describeType(value) })
}

/** An object (or nothing): group data, named tab data, a locale map, a row. */
export function expectObject(value: unknown, site: ValueSite, expected = 'an object'): PlainObject | undefined {
  if (isMissing(value)) return undefined
  if (!isPlainObject(value)) throw wrongType(site, expected, value)
  return value
}

/** An array (or nothing): array and blocks rows, has-many values. */
export function expectArray(value: unknown, site: ValueSite, expected = 'an array'): unknown[] | undefined {
  if (isMissing(value)) return undefined
  if (!Array.isArray(value)) throw wrongType(site, expected, value)
  return value as unknown[]
}

/** Structural equality; object key order does not matter, undefined members equal absent ones. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const other = b as unknown[]
    if (a.length !== other.length) return false
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], other[i])) return false
    return true
  }
  const x = a as PlainObject
  const y = b as PlainObject
  const keysX = Object.keys(x).filter((k) => x[k] !== undefined)
  const keysY = Object.keys(y).filter((k) => y[k] !== undefined)
  if (keysX.length !== keysY.length) return false
  for (const k of keysX) if (!Object.prototype.hasOwnProperty.call(y, k) || !deepEqual(x[k], y[k])) return false
  return true
}

/** JSON with sorted object keys: equal for deep-equal values. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? String(value)
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stableStringify(v))).join(',')}]`
  const obj = value as PlainObject
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort()
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify(obj[k])}`).join(',')}}`
}

/** A row's or item's id, when it has a usable one. */
export function idOf(value: unknown): string | number | undefined {
  if (!isPlainObject(value)) return undefined
  const id = value.id
  return (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id)) ? id : undefined
}
