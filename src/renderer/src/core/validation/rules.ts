/**
 * One rule per field type, behaving like Payload 3.90's built-in validators
 * (`payload/dist/fields/validations.js`, the lexical editor's `richTextValidateHOC`) run the way
 * the admin's form state runs them (event 'onChange': no database look-ups). Same message keys,
 * same variables, same order of checks, same quirks (e.g. a required empty email reports
 * 'emailAddress'), but one: a required text left empty says 'required', where Payload reports the
 * minimum length (payload-parity.test.ts names it).
 *
 * Written for keystroke use: no closures, no wrapping arrays, no string building unless a
 * message is returned; `t` is only called on failure.
 */
import type { FolioClientField } from '@shared/protocol'
import { isEmailAddress } from './email'
import type { Data, IDType, RuleContext } from './types'

type Field = FolioClientField
export type Rule = (field: Field, value: unknown, ctx: RuleContext, siblingData: Data | undefined) => string | true

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined)

/** `value.length` when it is a number (strings, arrays, array-likes), else undefined. */
function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string') return value.length
  if (value !== null && (typeof value === 'object' || typeof value === 'function')) {
    return num((value as { length?: unknown }).length)
  }
  return undefined
}

const maxTextLength = (field: Field, ctx: RuleContext): number | undefined => num(field.maxLength) ?? ctx.maxTextLength

// ---------------------------------------------------------------------------------------------
// Row counts (has-many text and number, array, blocks)
// ---------------------------------------------------------------------------------------------

/**
 * Payload's `validateArrayLength`. The value is the rows (or a row count, as form state keeps
 * for arrays and blocks). Not required and empty passes; then minRows, maxRows, then required.
 */
export function checkRowCount(value: unknown, field: Field, required: boolean, ctx: RuleContext): string | true {
  const isArray = Array.isArray(value)
  const empty = isArray ? value.length === 0 : !value
  if (!required && empty) return true
  // Payload compares `value.length`, else `value || 0` (JavaScript coerces it to a number).
  const count = isArray ? value.length : empty ? 0 : typeof value === 'number' ? value : Number(value)
  const minRows = num(field.minRows)
  const maxRows = num(field.maxRows)
  if (minRows && count < minRows) {
    return ctx.t('validation:requiresAtLeast', { count: minRows, label: ctx.t('general:rows') })
  }
  if (maxRows && count > maxRows) {
    return ctx.t('validation:requiresNoMoreThan', { count: maxRows, label: ctx.t('general:rows') })
  }
  if (required && empty) {
    return ctx.t('validation:requiresAtLeast', { count: 1, label: ctx.t('general:row') })
  }
  return true
}

// ---------------------------------------------------------------------------------------------
// Text-like
// ---------------------------------------------------------------------------------------------

function textItemLength(
  item: unknown,
  maxLength: number | undefined,
  minLength: number | undefined,
  ctx: RuleContext,
): string | true {
  const length = lengthOf(item) || 0
  if (maxLength !== undefined && length > maxLength) {
    return ctx.t('validation:shorterThanMax', { label: ctx.t('general:value'), maxLength, stringValue: String(item) })
  }
  if (minLength !== undefined && length < minLength) {
    return ctx.t('validation:longerThanMin', { label: ctx.t('general:value'), minLength, stringValue: String(item) })
  }
  return true
}

/** text: rows (hasMany), then each item's max/min length, then required. */
export const text: Rule = (field, value, ctx) => {
  const required = Boolean(field.required)
  if (!required && (value === undefined || value === null)) return true
  if (field.hasMany === true) {
    const rows = checkRowCount(value, field, required, ctx)
    if (rows !== true) return rows
  }
  const maxLength = maxTextLength(field, ctx)
  const minLength = num(field.minLength)
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const result = textItemLength(value[i], maxLength, minLength, ctx)
      if (result !== true) return result
    }
  } else {
    // Empty and required says "required" first, where Payload reports the minimum length: an editor
    // who left the title blank is told to fill it in, not to type a longer one.
    if (required && (value === '' || value === undefined || value === null)) return ctx.t('validation:required')
    const result = textItemLength(value, maxLength, minLength, ctx)
    if (result !== true) return result
  }
  if (required && (!value || ((typeof value === 'string' || Array.isArray(value)) && value.length === 0))) {
    return ctx.t('validation:required')
  }
  return true
}

/** textarea: max length (field's or the default), min length, required. */
export const textarea: Rule = (field, value, ctx) => {
  const maxLength = maxTextLength(field, ctx)
  const minLength = num(field.minLength)
  const length = value ? lengthOf(value) : undefined
  if (length !== undefined && maxLength && length > maxLength) return ctx.t('validation:shorterThanMax', { maxLength })
  if (length !== undefined && minLength && length < minLength) return ctx.t('validation:longerThanMin', { minLength })
  if (field.required && !value) return ctx.t('validation:required')
  return true
}

/** password (the auth view's field): like textarea, with a minimum length of 3 unless set. */
export const password: Rule = (field, value, ctx) => {
  const maxLength = maxTextLength(field, ctx)
  const minLength = field.minLength === undefined ? 3 : num(field.minLength)
  const length = value ? lengthOf(value) : undefined
  if (length !== undefined && maxLength && length > maxLength) return ctx.t('validation:shorterThanMax', { maxLength })
  if (length !== undefined && minLength && length < minLength) return ctx.t('validation:longerThanMin', { minLength })
  if (field.required && !value) return ctx.t('validation:required')
  return true
}

/** confirm-password: required when flagged, and equal to the sibling `password`. */
export const confirmPassword: Rule = (field, value, ctx, siblingData) => {
  if (field.required && !value) return ctx.t('validation:required')
  if (value && value !== siblingData?.password) return ctx.t('fields:passwordsDoNotMatch')
  return true
}

/** Login with username where neither is required: one of email and username must be present. */
const eitherOrApplies = (ctx: RuleContext): boolean =>
  ctx.loginWithUsername !== false && !ctx.loginWithUsername.requireUsername && !ctx.loginWithUsername.requireEmail

/** email: the either/or requirement, then the address shape; a required empty email is 'emailAddress'. */
export const email: Rule = (field, value, ctx, siblingData) => {
  if (eitherOrApplies(ctx) && !value && !siblingData?.username) return ctx.t('validation:required')
  if ((value && !isEmailAddress(typeof value === 'string' ? value : String(value))) || (!value && field.required)) {
    return ctx.t('validation:emailAddress')
  }
  return true
}

/** username (auth collections with login by username): either/or, the default max text length, required. */
export const username: Rule = (field, value, ctx, siblingData) => {
  if (eitherOrApplies(ctx) && !value && !siblingData?.email) return ctx.t('validation:required')
  // Payload applies only the config's default max length here, not the field's own.
  const maxLength = ctx.maxTextLength
  const length = value ? lengthOf(value) : undefined
  if (length !== undefined && maxLength && length > maxLength) return ctx.t('validation:shorterThanMax', { maxLength })
  if (!value && field.required) return ctx.t('validation:required')
  return true
}

/** code: required only rejects a missing value (an empty string passes, as in Payload). */
export const code: Rule = (field, value, ctx) => {
  if (field.required && value === undefined) return ctx.t('validation:required')
  return true
}

/**
 * json: required, then unparseable input. The editor's parse error comes from
 * `options.jsonError`; a string value is taken as the editor's raw text and must parse (as the
 * Folio form-state endpoint does). JSON-schema checks (`jsonSchema`, Ajv) are left to the server.
 */
export const json: Rule = (field, value, ctx) => {
  if (field.required && !value) return ctx.t('validation:required')
  if (ctx.jsonError !== undefined || (typeof value === 'string' && !parsesAsJSON(value)))
    return ctx.t('validation:invalidInput')
  return true
}

function parsesAsJSON(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

// ---------------------------------------------------------------------------------------------
// Number, checkbox, date, point
// ---------------------------------------------------------------------------------------------

/** Payload's `isNumber`: not null/undefined, not blank, and `Number(value)` is not NaN. */
export function isNumber(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'number') return !Number.isNaN(value)
  if (typeof value === 'string' && value.trim() === '') return false
  return !Number.isNaN(Number(value))
}

function numberItem(field: Field, item: unknown, whole: unknown, ctx: RuleContext): string | true {
  if (!isNumber(item)) return ctx.t('validation:enterNumber')
  const n = typeof item === 'number' ? item : parseFloat(String(item))
  const max = num(field.max)
  const min = num(field.min)
  // Payload reports the whole value (all items of a has-many field).
  if (max !== undefined && n > max)
    return ctx.t('validation:greaterThanMax', { label: ctx.t('general:value'), max, value: varValue(whole) })
  if (min !== undefined && n < min)
    return ctx.t('validation:lessThanMin', { label: ctx.t('general:value'), min, value: varValue(whole) })
  return true
}

const varValue = (value: unknown): string | number => (typeof value === 'number' ? value : String(value))

/** number: rows (hasMany), empty → required or pass, then each item is a number within min/max. */
export const number: Rule = (field, value, ctx) => {
  const required = Boolean(field.required)
  if (field.hasMany === true) {
    const rows = checkRowCount(value, field, required, ctx)
    if (rows !== true) return rows
  }
  if (!value && !isNumber(value)) return required ? ctx.t('validation:required') : true
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const result = numberItem(field, value[i], value, ctx)
      if (result !== true) return result
    }
    return true
  }
  return numberItem(field, value, value, ctx)
}

/** checkbox: a set value must be a boolean; a required one must be a boolean. */
export const checkbox: Rule = (field, value, ctx) => {
  if ((value && typeof value !== 'boolean') || (field.required && typeof value !== 'boolean'))
    return ctx.t('validation:trueOrFalse')
  return true
}

/** date: parseable by Date.parse; a required date with a timezone config needs `<name>_tz` beside it. */
export const date: Rule = (field, value, ctx, siblingData) => {
  const valid = Boolean(value) && !Number.isNaN(Date.parse(typeof value === 'string' ? value : String(value)))
  const needsTimezone = Boolean(field.timezone) && Boolean(field.required)
  const validTimezone = needsTimezone ? Boolean(siblingData?.[`${field.name}_tz`]) : true
  if (valid && validTimezone) return true
  if (valid) return ctx.t('validation:timezoneRequired')
  if (value) return ctx.t('validation:notValidDate', { value: String(value) })
  if (field.required) return ctx.t('validation:required')
  return true
}

const EMPTY_POINT: readonly unknown[] = Object.freeze(['', ''])
const coordinate = (value: unknown): number => (typeof value === 'number' ? value : parseFloat(String(value)))

/** point: [longitude, latitude]; required needs two numbers; bounds ±180 and ±90. */
export const point: Rule = (field, value, ctx) => {
  const pair = value === undefined ? EMPTY_POINT : value
  if (pair === null) return field.required ? ctx.t('validation:required') : true
  const first = (pair as ArrayLike<unknown>)[0]
  const second = (pair as ArrayLike<unknown>)[1]
  const lng = coordinate(first)
  const lat = coordinate(second)
  if (field.required && (Number.isNaN(lng) || Number.isNaN(lat) || (Array.isArray(pair) && pair.length !== 2))) {
    return ctx.t('validation:requiresTwoNumbers')
  }
  if ((second && Number.isNaN(lng)) || (first && Number.isNaN(lat))) return ctx.t('validation:invalidInput')
  if (first && !Number.isNaN(lng) && (lng < -180 || lng > 180)) return ctx.t('validation:longitudeOutOfBounds')
  if (second && !Number.isNaN(lat) && (lat < -90 || lat > 90)) return ctx.t('validation:latitudeOutOfBounds')
  return true
}

// ---------------------------------------------------------------------------------------------
// Choices
// ---------------------------------------------------------------------------------------------

const EMPTY: readonly never[] = Object.freeze([])
const optionsOf = (field: Field): readonly unknown[] => (Array.isArray(field.options) ? field.options : EMPTY)

function isOption(options: readonly unknown[], input: unknown): boolean {
  for (let i = 0; i < options.length; i++) {
    const option = options[i]
    if (option === input) return true
    if (typeof option !== 'string' && (option as { value?: unknown } | null | undefined)?.value === input) return true
  }
  return false
}

const sameValueZero = (a: unknown, b: unknown): boolean => a === b || (a !== a && b !== b)

function hasDuplicates(values: readonly unknown[]): boolean {
  for (let i = 1; i < values.length; i++) {
    for (let j = 0; j < i; j++) if (sameValueZero(values[i], values[j])) return true
  }
  return false
}

/** Payload's message: every occurrence of each repeated value, in first-seen order. */
function duplicatesMessage(values: readonly unknown[], ctx: RuleContext): string {
  const counts = new Map<unknown, number>()
  for (const item of values) counts.set(item, (counts.get(item) ?? 0) + 1)
  const repeated: unknown[] = []
  for (const [item, count] of counts) if (count > 1) for (let i = 0; i < count; i++) repeated.push(item)
  let message = ctx.t('validation:invalidSelections')
  for (let i = 0; i < repeated.length; i++)
    message += ` ${JSON.stringify(repeated[i])}${i < repeated.length - 1 ? ',' : ''}`
  return message
}

/** select: every value among the options, no repeats (hasMany), then required. */
export const select: Rule = (field, value, ctx) => {
  const options = optionsOf(field)
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!isOption(options, value[i])) return ctx.t('validation:invalidSelection')
    if (field.hasMany && value.length > 1 && hasDuplicates(value)) return duplicatesMessage(value, ctx)
  }
  if (typeof value === 'string' && !isOption(options, value)) return ctx.t('validation:invalidSelection')
  if (
    field.required &&
    (value === undefined || value === null || (field.hasMany && Array.isArray(value) && value.length === 0))
  ) {
    return ctx.t('validation:required')
  }
  return true
}

/** radio: a set value must be an option; else required. */
export const radio: Rule = (field, value, ctx) => {
  if (value) return isOption(optionsOf(field), value) || ctx.t('validation:invalidSelection')
  return field.required ? ctx.t('validation:required') : true
}

// ---------------------------------------------------------------------------------------------
// Relationship and upload
// ---------------------------------------------------------------------------------------------

/** Payload's `isValidID` for one id type. */
export function isValidID(value: unknown, type: IDType): boolean {
  switch (type) {
    case 'text':
      if (!value) return false
      if (typeof value === 'string') return true
      return typeof value === 'object' && typeof (value as { toHexString?: unknown }).toHexString === 'function'
    case 'number':
      return typeof value === 'number' && !Number.isNaN(value)
    case 'ObjectID': {
      if (value === null || value === undefined) return false
      const text = String(value)
      return text.length === 12 || (text.length === 24 && /^[0-9a-f]{24}$/i.test(text))
    }
  }
}

function idTypeOf(ctx: RuleContext, collection: string | undefined): IDType | undefined {
  const option = ctx.idType
  if (typeof option === 'function') return collection === undefined ? undefined : option(collection)
  return option
}

/** The id part of one relationship value is acceptable (null ids pass, as in Payload). */
function isValidRelation(field: Field, item: unknown, ctx: RuleContext): boolean {
  const relationTo = field.relationTo
  let collection: string | undefined
  let id: unknown
  if (typeof relationTo === 'string') {
    collection = relationTo
    if (item || typeof item === 'number') id = item
  }
  if (Array.isArray(relationTo) && typeof item === 'object' && item !== null) {
    const polymorphic = item as { relationTo?: unknown; value?: unknown }
    if (polymorphic.relationTo) {
      collection = String(polymorphic.relationTo)
      id = polymorphic.value
    }
  }
  if (id === null) return true
  const type = idTypeOf(ctx, collection)
  return type ? isValidID(id, type) : isValidID(id, 'number') || isValidID(id, 'text')
}

/** Payload's hard-coded (untranslated) message, item then its index among the invalid ones. */
function invalidRelationsMessage(field: Field, values: readonly unknown[], ctx: RuleContext): string {
  const parts: string[] = []
  for (const item of values) if (!isValidRelation(field, item, ctx)) parts.push(`${String(item)} ${parts.length}`)
  return `This relationship field has the following invalid relationships: ${parts.join(', ')}`
}

/** relationship and upload: required, row counts of has-many values, then the id shapes. */
export const relationship: Rule = (field, value, ctx) => {
  const isArray = Array.isArray(value)
  if (field.required && ((!value && typeof value !== 'number') || (isArray && value.length === 0)))
    return ctx.t('validation:required')
  if (isArray && value.length > 0) {
    const minRows = num(field.minRows)
    const maxRows = num(field.maxRows)
    if (minRows && value.length < minRows)
      return ctx.t('validation:lessThanMin', { label: ctx.t('general:rows'), min: minRows, value: value.length })
    if (maxRows && value.length > maxRows)
      return ctx.t('validation:greaterThanMax', { label: ctx.t('general:rows'), max: maxRows, value: value.length })
  }
  if (value !== undefined && value !== null) {
    if (isArray) {
      for (let i = 0; i < value.length; i++)
        if (!isValidRelation(field, value[i], ctx)) return invalidRelationsMessage(field, value, ctx)
    } else if (!isValidRelation(field, value, ctx)) {
      return invalidRelationsMessage(field, [value], ctx)
    }
  }
  // Payload's filterOptions look-up runs only on submit, on the server.
  return true
}

// ---------------------------------------------------------------------------------------------
// Array, blocks, rich text
// ---------------------------------------------------------------------------------------------

/** array: row counts only (the rows' own fields are validated by `validateDocument`). */
export const array: Rule = (field, value, ctx) => checkRowCount(value, field, Boolean(field.required), ctx)

/** blocks: row counts, then (when the config carries a slug list) blocks no longer allowed. */
export const blocks: Rule = (field, value, ctx) => {
  const rows = checkRowCount(value, field, Boolean(field.required), ctx)
  if (rows !== true) return rows
  const allowed = field.filterOptions
  if (Array.isArray(allowed) && Array.isArray(value)) {
    let invalid: string[] | undefined
    for (let i = 0; i < value.length; i++) {
      const slug = (value[i] as { blockType?: unknown } | null | undefined)?.blockType
      if (slug && !allowed.includes(slug)) (invalid ??= []).push(String(slug))
    }
    if (invalid) return ctx.t('validation:invalidBlocks', { blocks: invalid.join(', ') })
  }
  return true
}

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

/**
 * The lexical editor's `hasText`: false without root children, or when the only child is a
 * paragraph with no children or a single empty text node.
 */
export function hasText(value: unknown): boolean {
  const children = ((value as { root?: LexicalNode } | null | undefined)?.root?.children ?? undefined) as
    LexicalNode[] | undefined
  if (!children?.length) return false
  if (children.length === 1 && children[0]?.type === 'paragraph') {
    const inner = children[0].children as LexicalNode[] | undefined
    if (!inner || inner.length === 0) return false
    if (inner.length === 1 && inner[0]?.type === 'text' && !lengthOf(inner[0].text)) return false
  }
  return true
}

/** richText: required needs text. Node-level validations of editor features are left to the server. */
export const richText: Rule = (field, value, ctx) => {
  if (field.required && !hasText(value)) return ctx.t('validation:required')
  return true
}

/** The rule per field type (`password` and `confirmPassword` are the auth view's own fields). */
export const rules: Readonly<Record<string, Rule>> = Object.freeze(
  // No prototype: a field type such as 'constructor' must not find a rule.
  Object.assign(Object.create(null) as Record<string, Rule>, {
    array,
    blocks,
    checkbox,
    code,
    confirmPassword,
    date,
    email,
    json,
    number,
    password,
    point,
    radio,
    relationship,
    richText,
    select,
    text,
    textarea,
    upload: relationship,
    username,
  }),
)
