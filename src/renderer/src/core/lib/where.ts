/**
 * The list filter ("where builder"): which operators each field type offers (the operators Payload's list filter has for it),
 * and reading a Payload `where` back into the editor's rows (OR of AND groups); where-complete.ts turns
 * rows into a where of their complete conditions.
 */
export const OPERATORS = [
  'equals',
  'contains',
  'not_equals',
  'in',
  'all',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'within',
  'intersects',
  'near',
] as const
export type Operator = (typeof OPERATORS)[number]

const base: Operator[] = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const comparable: Operator[] = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const textual: Operator[] = ['like', 'contains']

export interface FilterableField {
  type: string
  hasMany?: boolean
}

/** Operators offered for a field, in the order the picker lists them. */
export function operatorsFor(field: FilterableField): Operator[] {
  const many: Operator[] = field.hasMany ? ['all'] : []
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'richText':
      return [...base, ...textual, ...many]
    case 'number':
      return [...base, ...comparable, ...many]
    case 'date':
      return [...base, ...comparable]
    case 'checkbox':
      return ['equals', 'not_equals', 'exists']
    case 'select':
    case 'radio':
      return [...base, ...many]
    case 'relationship':
    case 'upload':
      return [...base, ...many]
    case 'json':
      return [...base, ...textual, 'within', 'intersects']
    case 'point':
      return ['equals', 'not_equals', 'exists', 'near', 'within', 'intersects']
    default:
      return []
  }
}

/** The value an operator expects: 'in' lists, 'exists' booleans, 'near' a 'lng, lat, max, min' text. */
export type ValueKind = 'single' | 'list' | 'boolean' | 'geo'
export function valueKind(operator: Operator): ValueKind {
  if (operator === 'exists') return 'boolean'
  if (operator === 'in' || operator === 'not_in' || operator === 'all') return 'list'
  if (operator === 'near' || operator === 'within' || operator === 'intersects') return 'geo'
  return 'single'
}

export interface WhereCondition {
  field: string
  operator: Operator
  value: unknown
}

/** Rows as the builder shows them: an OR of AND groups. */
export type WhereGroups = WhereCondition[][]

export type Where = Record<string, unknown>

/** Reads a where back into rows; shapes the builder cannot show are dropped rather than misread. */
export function whereToGroups(where: unknown): WhereGroups {
  if (!where || typeof where !== 'object') return []
  const w = where as { or?: unknown; and?: unknown }
  const orList = Array.isArray(w.or) ? w.or : [w]
  const groups: WhereGroups = []
  for (const entry of orList) {
    if (!entry || typeof entry !== 'object') continue
    const andList = Array.isArray((entry as { and?: unknown }).and) ? (entry as { and: unknown[] }).and : [entry]
    const group: WhereCondition[] = []
    for (const condition of andList) {
      if (!condition || typeof condition !== 'object') continue
      for (const [field, ops] of Object.entries(condition as Record<string, unknown>)) {
        if (field === 'and' || field === 'or' || !ops || typeof ops !== 'object') continue
        for (const [operator, value] of Object.entries(ops as Record<string, unknown>)) {
          if ((OPERATORS as readonly string[]).includes(operator))
            group.push({ field, operator: operator as Operator, value })
        }
      }
    }
    if (group.length) groups.push(group)
  }
  return groups
}
