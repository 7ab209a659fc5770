/**
 * The fields an editor may pick in the edit-many drawer, as Payload's bulk edit offers them
 * (its FieldSelect): every data field the user may read and update, walking through groups, rows,
 * collapsibles and tabs; arrays and blocks are offered whole. Left out, as there: unique fields
 * (one value on many documents would break them), hidden, disabled and read-only fields,
 * `admin.disableBulkEdit`, ui fields, an upload collection's file fields; and Payload's own
 * id, timestamps and draft status, which the edit view does not render either.
 */
import type { FolioClientField } from '@shared/protocol'
import { labelFromSlug, labelText } from '../../../core/schema/schema'

export interface FieldOption {
  /** Data path of the field ('stats.rating', 'seo.metaTitle'). */
  path: string
  /** Path of the object holding it ('' at the top): where its renderer is placed. */
  parentPath: string
  /** 'Statistics > Rating': the labels of the labelled groups and collapsibles around it, as Payload shows them. */
  label: string
  field: FolioClientField
}

/** Field permissions as GET /api/access reports them once sanitized: true for all, else per field name. */
export type FieldPermissions = true | Record<string, unknown> | undefined

const SYSTEM_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'deletedAt', '_status'])
const UPLOAD_FILE_FIELDS = new Set([
  'file',
  'mimeType',
  'thumbnailURL',
  'width',
  'height',
  'filesize',
  'filename',
  'url',
  'focalX',
  'focalY',
  'sizes',
])
const LAYOUT_TYPES = new Set(['row', 'collapsible', 'tabs'])

type Admin = { hidden?: boolean; disabled?: boolean; readOnly?: boolean; disableBulkEdit?: boolean }

function isLeftOut(field: FolioClientField): boolean {
  const admin = (field.admin ?? {}) as Admin
  if (field.hidden || admin.hidden || admin.disabled) return true
  if (LAYOUT_TYPES.has(field.type) || (field.type === 'group' && !field.name)) return false
  // A join holds no data of its own: the documents pointing back are changed where they are.
  return Boolean(
    field.type === 'ui' ||
    field.type === 'join' ||
    admin.disableBulkEdit ||
    field.unique ||
    field.readOnly ||
    admin.readOnly,
  )
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined

/** Whether a permission entry allows an operation: `true`, or `{ update: true | { permission: true } }`. */
function allows(entry: unknown, operation: 'read' | 'update'): boolean {
  if (entry === true) return true
  const own = asRecord(entry)?.[operation]
  return own === true || asRecord(own)?.permission === true
}

/** A named field's own permissions; with none reported (or all allowed) the collection's update decides. */
function permissionOf(permissions: FieldPermissions, name: string): unknown {
  if (permissions === undefined || permissions === true || Object.keys(permissions).length === 0) return true
  return permissions[name]
}

/** The permissions of the fields inside a named group or tab. */
function innerPermissions(entry: unknown): FieldPermissions {
  if (entry === true) return true
  const fields = asRecord(entry)?.fields
  return fields === true ? true : asRecord(fields)
}

interface Walk {
  language: string
  out: FieldOption[]
}

const join = (parent: string, name: string) => (parent ? `${parent}.${name}` : name)
const prefixed = (prefix: string, label: string) => (prefix ? `${prefix} > ${label}` : label)
const labelOf = (field: FolioClientField, language: string) =>
  labelText(field.label, language, field.name ? labelFromSlug(field.name) : '')

function walk(w: Walk, fields: readonly FolioClientField[], path: string, prefix: string, perms: FieldPermissions) {
  for (const field of fields) {
    if (isLeftOut(field)) continue
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        if (isLeftOut(tab)) continue
        if (!tab.name) walk(w, tab.fields ?? [], path, prefix, perms)
        else {
          const entry = permissionOf(perms, tab.name)
          if (allows(entry, 'read') && allows(entry, 'update'))
            walk(w, tab.fields ?? [], join(path, tab.name), prefix, innerPermissions(entry))
        }
      }
      continue
    }
    const label = field.label ? labelOf(field, w.language) : ''
    if (field.type === 'row' || field.type === 'collapsible' || (field.type === 'group' && !field.name)) {
      walk(w, field.fields ?? [], path, label ? prefixed(prefix, label) : prefix, perms)
      continue
    }
    if (!field.name) continue
    const entry = permissionOf(perms, field.name)
    if (!allows(entry, 'read') || !allows(entry, 'update')) continue
    if (field.type === 'group') {
      walk(
        w,
        field.fields ?? [],
        join(path, field.name),
        label ? prefixed(prefix, label) : prefix,
        innerPermissions(entry),
      )
      continue
    }
    w.out.push({
      path: join(path, field.name),
      parentPath: path,
      label: prefixed(prefix, labelOf(field, w.language)),
      field,
    })
  }
}

export function editableFieldOptions(
  fields: readonly FolioClientField[],
  options: { permissions: FieldPermissions; language: string; isUpload?: boolean },
): FieldOption[] {
  const top = fields.filter(
    (f) => !f.name || (!SYSTEM_FIELDS.has(f.name) && !(options.isUpload && UPLOAD_FILE_FIELDS.has(f.name))),
  )
  const w: Walk = { language: options.language, out: [] }
  walk(w, top, '', '', options.permissions)
  return w.out
}
