/**
 * Field-level access from Payload's document permissions answer (`fields` of POST /<slug>/access),
 * read as Payload's admin reads it. Payload sanitizes the answer: `true` stands for "everything
 * allowed" at any level, and a refused operation is left out, so a field its user may read but not
 * update answers `{ read: true, create: true }`. Named groups, arrays and named tabs nest their
 * fields under `fields`; blocks under `blocks.<slug>.fields`; rows, collapsibles and unnamed tabs add
 * no level.
 */
export type FieldOperation = 'create' | 'update'

type FieldEntry = true | { read?: unknown; create?: unknown; update?: unknown; fields?: unknown; blocks?: unknown }
/** The permissions of the fields at one level: true (all allowed), or an entry per field name. */
export type FieldPermissions = true | Record<string, FieldEntry | undefined>

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** The `fields` of a permissions answer; anything unreadable allows everything (the server decides on save). */
export function fieldPermissionsOf(answer: unknown): FieldPermissions {
  const fields = isRecord(answer) ? answer.fields : undefined
  return isRecord(fields) ? (fields as Record<string, FieldEntry | undefined>) : true
}

const entryOf = (permissions: FieldPermissions, name: string | undefined): FieldEntry | undefined =>
  permissions === true || !name ? true : permissions[name]

/** Whether the named field takes input for this operation; a field the answer does not name is left to the server. */
export function mayEditField(permissions: FieldPermissions, name: string | undefined, operation: FieldOperation) {
  const entry = entryOf(permissions, name)
  if (entry === undefined || entry === true) return true
  const allowed = entry[operation]
  return allowed === true || (isRecord(allowed) && allowed.permission === true)
}

/**
 * Whether the named field is shown at all: Payload's admin leaves out a field its user may not read
 * (the REST answer has no value for it, and an empty input would invite overwriting what is stored).
 * A field the answer does not name is left to the server.
 */
export function mayReadField(permissions: FieldPermissions, name: string | undefined) {
  const entry = entryOf(permissions, name)
  if (entry === undefined || entry === true) return true
  const allowed = entry.read
  return allowed === true || (isRecord(allowed) && allowed.permission === true)
}

/** The permissions one level down: inside a named group, array or tab, or a block of the given type. */
export function nestedFieldPermissions(
  permissions: FieldPermissions,
  name: string | undefined,
  blockType?: string,
): FieldPermissions {
  const entry = entryOf(permissions, name)
  if (entry === undefined || entry === true) return true
  if (blockType === undefined) return isRecord(entry.fields) ? (entry.fields as FieldPermissions) : true
  const block = isRecord(entry.blocks) ? entry.blocks[blockType] : undefined
  return isRecord(block) && isRecord(block.fields) ? (block.fields as FieldPermissions) : true
}
