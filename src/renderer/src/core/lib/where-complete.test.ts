import { describe, expect, it } from 'vitest'
import { operatorsFor, valueKind, type FilterableField, type Operator } from './where'
import { completeWhere, countConditions, groupsToWhere, isConditionComplete, listItems } from './where-complete'

/** Every field kind the builder offers filters for, has-many where Payload has it. */
const FIELDS: FilterableField[] = [
  { type: 'text' },
  { type: 'text', hasMany: true },
  { type: 'textarea' },
  { type: 'email' },
  { type: 'code' },
  { type: 'richText' },
  { type: 'number' },
  { type: 'number', hasMany: true },
  { type: 'date' },
  { type: 'checkbox' },
  { type: 'select' },
  { type: 'select', hasMany: true },
  { type: 'radio' },
  { type: 'relationship' },
  { type: 'relationship', hasMany: true },
  { type: 'upload' },
  { type: 'json' },
  { type: 'point' },
]

/** A value a user would give for the operator on the field. */
function goodValue(field: FilterableField, operator: Operator): unknown {
  switch (valueKind(operator)) {
    case 'boolean':
      return true
    case 'list':
      return field.type === 'number' ? '1, 2' : 'a, b'
    case 'geo':
      return operator === 'near' ? '4.9, 52.4, 1000' : '{"type":"Polygon"}'
  }
  if (field.type === 'number') return 5
  if (field.type === 'date') return '2026-12-01'
  if (field.type === 'checkbox') return true
  return 'hello'
}

const cases = FIELDS.flatMap((field) =>
  operatorsFor(field).map((operator) => ({
    field,
    operator,
    name: `${field.type}${field.hasMany ? '[]' : ''} ${operator}`,
  })),
)

describe('a condition is complete', () => {
  it('covers every field kind the builder offers', () => {
    expect(cases.length).toBeGreaterThan(60)
  })

  it.each(cases)('$name: with a value it can use', ({ field, operator }) => {
    expect(isConditionComplete({ field: 'f', operator, value: goodValue(field, operator) }, field)).toBe(true)
  })

  it.each(cases)('$name: not with an empty value, unless it needs none (exists)', ({ field, operator }) => {
    const needsNone = operator === 'exists'
    for (const value of ['', '   ', undefined, null, []])
      expect(isConditionComplete({ field: 'f', operator, value }, field), JSON.stringify(value)).toBe(needsNone)
  })

  it.each(cases)('$name: never without a field or an operator', ({ field, operator }) => {
    const value = goodValue(field, operator)
    expect(isConditionComplete({ field: '', operator, value }, field)).toBe(false)
    expect(isConditionComplete({ field: 'f', operator: '', value }, field)).toBe(false)
  })

  it('not for an operator the field does not offer, nor one Payload does not know', () => {
    expect(isConditionComplete({ field: 'f', operator: 'like', value: 3 }, { type: 'number' })).toBe(false)
    expect(isConditionComplete({ field: 'f', operator: 'near', value: '1, 2' }, { type: 'text' })).toBe(false)
    expect(isConditionComplete({ field: 'f', operator: 'matches', value: 'x' })).toBe(false)
  })

  it('an empty string for equals on a text field is incomplete; a value from the URL (text) is read as the field wants', () => {
    expect(isConditionComplete({ field: 'title', operator: 'equals', value: '' }, { type: 'text' })).toBe(false)
    expect(isConditionComplete({ field: 'priority', operator: 'equals', value: '3' }, { type: 'number' })).toBe(true)
    expect(isConditionComplete({ field: 'priority', operator: 'equals', value: 'x' }, { type: 'number' })).toBe(false)
    expect(isConditionComplete({ field: 'at', operator: 'less_than', value: 'soon' }, { type: 'date' })).toBe(false)
    expect(isConditionComplete({ field: 'on', operator: 'equals', value: 'false' }, { type: 'checkbox' })).toBe(true)
    expect(isConditionComplete({ field: 'on', operator: 'equals', value: 'maybe' }, { type: 'checkbox' })).toBe(false)
    expect(isConditionComplete({ field: 'at', operator: 'near', value: '4.9' }, { type: 'point' })).toBe(false)
    expect(isConditionComplete({ field: 'tags', operator: 'in', value: ' , ,' }, { type: 'text' })).toBe(false)
  })

  it('without the field known, only the value’s emptiness decides', () => {
    expect(isConditionComplete({ field: 'id', operator: 'equals', value: '' })).toBe(false)
    expect(isConditionComplete({ field: 'id', operator: 'equals', value: '12' })).toBe(true)
    expect(isConditionComplete({ field: 'id', operator: 'exists', value: '' })).toBe(true)
  })
})

describe('the where sent and written into the URL', () => {
  const fieldOf = (name: string): FilterableField | undefined =>
    ({ title: { type: 'text' }, priority: { type: 'number' } })[name]

  it('leaves out incomplete rows and the groups they empty', () => {
    expect(
      groupsToWhere(
        [
          [
            { field: 'title', operator: 'equals', value: '' },
            { field: 'priority', operator: 'greater_than', value: 2 },
          ],
          [{ field: 'title', operator: 'like', value: '' }],
        ],
        fieldOf,
      ),
    ).toEqual({ or: [{ and: [{ priority: { greater_than: 2 } }] }] })
    expect(groupsToWhere([[{ field: 'title', operator: 'equals', value: '' }]], fieldOf)).toBeUndefined()
  })

  it('sends exists as yes unless no was chosen, and lists as arrays', () => {
    expect(
      groupsToWhere([
        [
          { field: 'heroImage', operator: 'exists', value: '' },
          { field: 'tags', operator: 'in', value: 'a, , b' },
        ],
      ]),
    ).toEqual({ or: [{ and: [{ heroImage: { exists: true } }, { tags: { in: ['a', 'b'] } }] }] })
    expect(listItems(['x', ' ', 'y '])).toEqual(['x', 'y'])
  })

  it('a where from the URL loses its incomplete conditions, keeps the rest and what Folio does not know', () => {
    expect(completeWhere({ id: { equals: '' } })).toBeUndefined()
    expect(
      completeWhere(
        {
          or: [
            { and: [{ title: { equals: '' } }, { priority: { equals: '4', near: '1' } }] },
            { and: [{ title: { equals: '' } }] },
          ],
          slug: { matches: 'x' },
        },
        fieldOf,
      ),
    ).toEqual({ or: [{ and: [{ priority: { equals: '4' } }] }], slug: { matches: 'x' } })
    expect(completeWhere({ heroImage: { exists: 'false' } })).toEqual({ heroImage: { exists: false } })
    expect(completeWhere('where')).toBeUndefined()
  })

  it('counts the complete conditions only', () => {
    expect(countConditions(undefined)).toBe(0)
    expect(countConditions({ id: { equals: '' } })).toBe(0)
    expect(
      countConditions({
        or: [{ and: [{ title: { like: 'a' } }, { priority: { equals: '' } }] }, { and: [{ slug: { exists: true } }] }],
      }),
    ).toBe(2)
  })
})
