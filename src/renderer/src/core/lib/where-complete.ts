/**
 * Whether a list filter's condition says enough to be sent: a field, an operator, and a value the
 * operator can use (`exists` needs none). An incomplete condition is never sent nor written into the
 * URL: `where[id][equals]=` would ask for documents whose id is '' and find none.
 */
import {
  OPERATORS,
  operatorsFor,
  valueKind,
  type FilterableField,
  type Operator,
  type Where,
  type WhereGroups,
} from './where'

export interface ConditionLike {
  field: string
  operator: string
  value: unknown
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === ''

/** The items of a list value (`in`, `not_in`, `all`): an array, or text separated by commas. */
export function listItems(value: unknown): unknown[] {
  const items: unknown[] = Array.isArray(value) ? value : blank(value) ? [] : String(value).split(',')
  return items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => !blank(item))
}

const isNumber = (value: unknown) => !blank(value) && Number.isFinite(Number(value))
const isBoolean = (value: unknown) => value === true || value === false || value === 'true' || value === 'false'
const isDate = (value: unknown) =>
  (value instanceof Date && !Number.isNaN(value.getTime())) ||
  (typeof value === 'string' && !blank(value) && !Number.isNaN(Date.parse(value)))

/** `near`: longitude, latitude, then optional max and min distances, as numbers. */
function isNear(value: unknown): boolean {
  const parts: unknown[] = Array.isArray(value) ? value : blank(value) ? [] : String(value).split(',')
  return parts.length >= 2 && parts.length <= 4 && parts.every(isNumber)
}

/** A single value fit for the field: a number for a number field, a date for a date, yes or no for a checkbox. */
function singleComplete(value: unknown, field: FilterableField | undefined): boolean {
  if (Array.isArray(value)) return listItems(value).length > 0
  if (typeof value === 'boolean') return true
  switch (field?.type) {
    case 'number':
      return isNumber(value)
    case 'date':
      return isDate(value)
    case 'checkbox':
      return isBoolean(value)
    default:
      return !blank(value)
  }
}

/**
 * Whether a condition is complete. `field` is the filtered field's type when known (the builder always
 * knows it): then only an operator the builder offers for it counts, and the value must suit the field.
 */
export function isConditionComplete(condition: ConditionLike, field?: FilterableField): boolean {
  if (!condition.field || !condition.operator) return false
  if (!(OPERATORS as readonly string[]).includes(condition.operator)) return false
  const operator = condition.operator as Operator
  if (field && !operatorsFor(field).includes(operator)) return false
  const { value } = condition
  switch (valueKind(operator)) {
    case 'boolean':
      return true
    case 'list':
      return listItems(value).length > 0
    case 'geo':
      if (operator === 'near') return isNear(value)
      if (Array.isArray(value)) return value.length > 0
      return typeof value === 'object' ? value !== null && Object.keys(value).length > 0 : !blank(value)
    default:
      return singleComplete(value, field)
  }
}

/** The value a complete condition sends: lists as arrays, `exists` as yes or no (yes unless told no). */
export function sentValue(operator: Operator, value: unknown): unknown {
  switch (valueKind(operator)) {
    case 'boolean':
      return !(value === false || value === 'false')
    case 'list':
      return listItems(value)
    default:
      return value
  }
}

type FieldOf = (name: string) => FilterableField | undefined

/**
 * A where with its incomplete conditions left out (and the and/or lists they leave empty); undefined when
 * nothing is left. Operators Folio does not know are passed on as they are.
 */
export function completeWhere(where: unknown, fieldOf: FieldOf = () => undefined): Where | undefined {
  if (!where || typeof where !== 'object' || Array.isArray(where)) return undefined
  const out: Where = {}
  for (const [key, entry] of Object.entries(where as Where)) {
    if (key === 'and' || key === 'or') {
      const list = (Array.isArray(entry) ? entry : []).map((w) => completeWhere(w, fieldOf)).filter((w) => w)
      if (list.length) out[key] = list
      continue
    }
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) continue
    const operators: Record<string, unknown> = {}
    for (const [operator, value] of Object.entries(entry as Record<string, unknown>)) {
      if (!(OPERATORS as readonly string[]).includes(operator)) operators[operator] = value
      else if (isConditionComplete({ field: key, operator, value }, fieldOf(key)))
        operators[operator] = valueKind(operator as Operator) === 'boolean' ? sentValue('exists', value) : value
    }
    if (Object.keys(operators).length) out[key] = operators
  }
  return Object.keys(out).length ? out : undefined
}

/** How many complete conditions a where holds: what the Filters button counts. */
export function countConditions(where: unknown, fieldOf?: FieldOf): number {
  const complete = completeWhere(where, fieldOf)
  if (!complete) return 0
  let count = 0
  const walk = (w: Where) => {
    for (const [key, entry] of Object.entries(w)) {
      if (key === 'and' || key === 'or') for (const inner of entry as Where[]) walk(inner)
      else count += Object.keys(entry as Record<string, unknown>).length
    }
  }
  walk(complete)
  return count
}

/** The builder's rows as a Payload where (an OR of AND groups) of their complete conditions only. */
export function groupsToWhere(groups: WhereGroups, fieldOf: FieldOf = () => undefined): Where | undefined {
  const or = groups
    .map((group) => group.filter((c) => isConditionComplete(c, fieldOf(c.field))))
    .filter((group) => group.length > 0)
    .map((group) => ({ and: group.map((c) => ({ [c.field]: { [c.operator]: sentValue(c.operator, c.value) } })) }))
  return or.length ? { or } : undefined
}
