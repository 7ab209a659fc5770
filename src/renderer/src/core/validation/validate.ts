/**
 * Field and document validation against Payload's client-config field definitions.
 *
 * Skipped, like fields the admin does not render: `hidden` and `admin.hidden` fields (Payload's
 * own `id` of array/block rows among them), `admin.disabled` fields (e.g. `blockName`), `ui`
 * fields, and everything inside a skipped group, row, collapsible, tab, array or blocks field.
 * Fields with an `admin.condition` are skipped too: conditions are server functions (Payload strips
 * them from the client config), so only the server can tell whether such a field shows; its
 * form-state endpoint validates them.
 */
import type { FolioClientBlock, FolioClientField } from '@shared/protocol'
import { rules, username } from './rules'
import { isUnsendable, unsendableMessage } from './typed-text'
import {
  DEFAULT_MAX_TEXT_LENGTH,
  type Data,
  type FieldValidationError,
  type RuleContext,
  type Translate,
  type ValidationOptions,
} from './types'

type Field = FolioClientField

const EMPTY_DATA: Data = Object.freeze({})

const asData = (value: unknown): Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : EMPTY_DATA

function contextOf(t: Translate, options: ValidationOptions | undefined, jsonError: unknown): RuleContext {
  const max = options?.defaultMaxTextLength
  return {
    t,
    maxTextLength: typeof max === 'number' ? max : DEFAULT_MAX_TEXT_LENGTH,
    loginWithUsername: options?.loginWithUsername ?? false,
    idType: options?.idType,
    blocksMap: options?.blocksMap,
    jsonError,
    draft: options?.draft ?? false,
  }
}

/** Empty as far as a draft is concerned: a value still to be filled in. */
const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

const draftViews = new WeakMap<Field, Field>()
/**
 * The field as a draft save checks it: what is missing or not yet long enough (required,
 * minLength, minRows) may wait for publishing, as in Payload; every other limit holds.
 */
function draftView(field: Field): Field {
  let view = draftViews.get(field)
  if (!view) {
    view = { ...field, required: false, minLength: undefined, minRows: undefined }
    draftViews.set(field, view)
  }
  return view
}

/** Hidden, disabled, or shown only under a (server-side) condition: not validated here. */
export function isSkippedField(field: { type?: unknown; hidden?: unknown; admin?: Record<string, unknown> }): boolean {
  if (field.hidden === true || field.type === 'ui') return true
  const admin = field.admin
  return (
    admin !== undefined &&
    admin !== null &&
    (admin.hidden === true || admin.disabled === true || admin.condition !== undefined)
  )
}

/** The auth username: a text field named `username` at the top of a login-with-username collection. */
const isAuthUsername = (field: Field, path: string | undefined, ctx: RuleContext): boolean =>
  ctx.loginWithUsername !== false && field.type === 'text' && path === 'username'

function runRule(
  field: Field,
  value: unknown,
  ctx: RuleContext,
  siblingData: Data | undefined,
  path: string | undefined,
): string | true {
  // Typed text that is no value of the field (JSON that does not parse, 1e309): never sendable.
  if (isUnsendable(value)) return unsendableMessage(value, ctx.t)
  if (ctx.draft) {
    if (isEmptyValue(value)) return true
    field = draftView(field)
  }
  if (isAuthUsername(field, path, ctx)) return username(field, value, ctx, siblingData)
  const rule = rules[field.type]
  return rule ? rule(field, value, ctx, siblingData) : true
}

/**
 * Validates one value against its field, as Payload's validator for that field type does.
 * Returns true or the translated message. For arrays and blocks only the row counts are checked
 * (their rows' fields: `validateDocument`); layout fields (group, row, collapsible, tabs) and
 * unknown types pass. Skipped fields (see `isSkippedField`) pass.
 *
 * Besides Payload's field types, `password` and `confirmPassword` validate the auth view's
 * password and confirm-password inputs (see `PASSWORD_FIELD`, `CONFIRM_PASSWORD_FIELD`).
 */
export function validateField(field: Field, value: unknown, t: Translate, options?: ValidationOptions): string | true {
  if (isSkippedField(field)) return true
  return runRule(
    field,
    value,
    contextOf(t, options, options?.jsonError),
    options?.siblingData,
    options?.path ?? field.name,
  )
}

/** The password input of an auth collection's edit view (not part of the client config's fields). */
export const PASSWORD_FIELD: Readonly<Field> = Object.freeze({ type: 'password', name: 'password', required: true })

/** The confirm-password input of the auth view; compared with the sibling `password`. */
export const CONFIRM_PASSWORD_FIELD: Readonly<Field> = Object.freeze({
  type: 'confirmPassword',
  name: 'confirm-password',
  required: true,
})

// ---------------------------------------------------------------------------------------------
// Document walk
// ---------------------------------------------------------------------------------------------

/**
 * State of one `validateDocument` call. The current data path is kept as a stack of segments
 * and only joined into a string when a field fails, so valid fields cost no allocation.
 */
interface Walk {
  ctx: RuleContext
  errors: FieldValidationError[]
  segments: (string | number)[]
}

function pathOf(walk: Walk, name: string): string {
  if (walk.segments.length === 0) return name
  return `${walk.segments.join('.')}.${name}`
}

function findBlock(field: Field, slug: unknown, ctx: RuleContext): FolioClientBlock | undefined {
  if (typeof slug !== 'string' || slug === '') return undefined
  const blocks = field.blocks
  if (Array.isArray(blocks)) {
    for (let i = 0; i < blocks.length; i++) if (blocks[i]?.slug === slug) return blocks[i]
  }
  const references = field.blockReferences
  if (Array.isArray(references)) {
    for (let i = 0; i < references.length; i++) {
      const reference = references[i]
      if (reference === slug) return ctx.blocksMap?.[slug]
      if (typeof reference === 'object' && reference?.slug === slug) return reference
    }
  }
  return undefined
}

function walkFields(walk: Walk, fields: readonly Field[] | undefined, siblingData: Data): void {
  if (!fields) return
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]
    if (!field || isSkippedField(field)) continue
    const name = typeof field.name === 'string' && field.name !== '' ? field.name : undefined

    switch (field.type) {
      case 'row':
      case 'collapsible':
        walkFields(walk, field.fields, siblingData)
        continue
      case 'group':
        if (name === undefined) {
          walkFields(walk, field.fields, siblingData)
        } else {
          walk.segments.push(name)
          walkFields(walk, field.fields, asData(siblingData[name]))
          walk.segments.pop()
        }
        continue
      case 'tabs':
        walkTabs(walk, field, siblingData)
        continue
    }

    if (name === undefined) continue
    const value = siblingData[name]
    const result = runRule(field, value, walk.ctx, siblingData, walk.segments.length === 0 ? name : undefined)
    if (result !== true) walk.errors.push({ path: pathOf(walk, name), message: result })

    if (field.type === 'array' && Array.isArray(value)) {
      walk.segments.push(name)
      for (let row = 0; row < value.length; row++) {
        walk.segments.push(row)
        walkFields(walk, field.fields, asData(value[row]))
        walk.segments.pop()
      }
      walk.segments.pop()
    } else if (field.type === 'blocks' && Array.isArray(value)) {
      walk.segments.push(name)
      for (let row = 0; row < value.length; row++) {
        const rowData = asData(value[row])
        // Rows of unknown block types have no field definitions to check.
        const block = findBlock(field, rowData.blockType, walk.ctx)
        if (!block) continue
        walk.segments.push(row)
        walkFields(walk, block.fields, rowData)
        walk.segments.pop()
      }
      walk.segments.pop()
    }
  }
}

function walkTabs(walk: Walk, field: Field, siblingData: Data): void {
  const tabs = field.tabs
  if (!Array.isArray(tabs)) return
  for (let i = 0; i < tabs.length; i++) {
    const tab = tabs[i]
    if (!tab || isSkippedField(tab)) continue
    if (typeof tab.name === 'string' && tab.name !== '') {
      walk.segments.push(tab.name)
      walkFields(walk, tab.fields, asData(siblingData[tab.name]))
      walk.segments.pop()
    } else {
      walkFields(walk, tab.fields, siblingData)
    }
  }
}

/**
 * Validates a whole document (one locale's data, as the API returns it) and returns the failed
 * fields in field order, each with Payload's dotted data path: named groups and named tabs add
 * their name, arrays and blocks add name and row index (`tags.3.label`,
 * `layout.0.images.1.caption`); rows, collapsibles, unnamed groups and unnamed tabs add nothing.
 * A missing group, tab or row object validates its fields against empty data (so required
 * fields inside report, as on the server).
 */
export function validateDocument(
  fields: readonly Field[],
  data: Data | null | undefined,
  t: Translate,
  options?: ValidationOptions,
): FieldValidationError[] {
  // `siblingData`, `path` and `jsonError` are per-field options: the walk supplies its own.
  const walk: Walk = { ctx: contextOf(t, options, undefined), errors: [], segments: [] }
  walkFields(walk, fields, asData(data))
  return walk.errors
}
