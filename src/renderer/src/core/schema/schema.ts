/**
 * Reading the admin schema (Payload's client config plus the Folio plugin's extras): labels in the
 * user's language, the navigation groups, list columns, and field types Folio does not know.
 */
import type {
  FolioClientConfig,
  FolioClientEntity,
  FolioClientField,
  FolioLabel,
  FolioSchemaResponse,
} from '@shared/protocol'

export type EntityKind = 'collection' | 'global'

export interface EntityRef {
  kind: EntityKind
  slug: string
  entity: FolioClientEntity
}

/** A label as Payload stores it: a string, or one per language. */
export function labelText(label: FolioLabel | undefined | null, language: string, fallback = ''): string {
  if (label === undefined || label === null || label === false) return fallback
  if (typeof label === 'string') return label
  return label[language] ?? label[language.split('-')[0] ?? ''] ?? label.en ?? Object.values(label)[0] ?? fallback
}

/** Payload derives missing labels from the slug: 'site-settings' → 'Site Settings'. */
export function labelFromSlug(slug: string): string {
  return slug
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}

export function pluralLabel(entity: FolioClientEntity, language: string): string {
  return labelText(entity.labels?.plural, language, labelFromSlug(entity.slug))
}

export function singularLabel(entity: FolioClientEntity, language: string): string {
  return labelText(entity.labels?.singular ?? entity.label, language, labelFromSlug(entity.slug))
}

export function entityLabel(ref: EntityRef, language: string): string {
  return ref.kind === 'collection'
    ? pluralLabel(ref.entity, language)
    : labelText(ref.entity.label, language, labelFromSlug(ref.slug))
}

/** Read permission per entity, as GET /api/access reports it (a boolean or {permission}). */
export type AccessMap = {
  collections?: Record<string, Record<string, unknown>>
  globals?: Record<string, Record<string, unknown>>
}

export function can(
  access: AccessMap | null,
  kind: EntityKind,
  slug: string,
  operation: 'read' | 'create' | 'update' | 'delete',
): boolean {
  if (!access) return false
  const entry = (kind === 'collection' ? access.collections : access.globals)?.[slug]?.[operation]
  if (typeof entry === 'boolean') return entry
  if (entry && typeof entry === 'object' && 'permission' in entry) return Boolean(entry.permission)
  return false
}

/** Collections and globals an editor sees: not hidden, and readable by this user. */
export function visibleEntities(schema: FolioSchemaResponse, access: AccessMap | null): EntityRef[] {
  const refs: EntityRef[] = []
  for (const entity of schema.config.collections) {
    if (schema.extras.collections[entity.slug]?.hidden) continue
    if (!can(access, 'collection', entity.slug, 'read')) continue
    refs.push({ kind: 'collection', slug: entity.slug, entity })
  }
  for (const entity of schema.config.globals) {
    if (schema.extras.globals[entity.slug]?.hidden) continue
    if (!can(access, 'global', entity.slug, 'read')) continue
    refs.push({ kind: 'global', slug: entity.slug, entity })
  }
  return refs
}

export interface NavGroup {
  /** Stable key for preferences: the group's English label, as Payload keys nav preferences. */
  key: string
  label: string
  entries: EntityRef[]
}

/** Groups in config order; ungrouped collections under 'Collections', ungrouped globals under 'Globals'. */
export function navGroups(
  refs: EntityRef[],
  language: string,
  defaults: { collections: string; globals: string },
): NavGroup[] {
  const groups = new Map<string, NavGroup>()
  for (const ref of refs) {
    const group = (ref.entity.admin as { group?: FolioLabel } | undefined)?.group
    if (group === false) continue
    const key = group ? labelText(group, 'en') : ref.kind === 'collection' ? 'Collections' : 'Globals'
    const label = group
      ? labelText(group, language)
      : ref.kind === 'collection'
        ? defaults.collections
        : defaults.globals
    let entry = groups.get(key)
    if (!entry) groups.set(key, (entry = { key, label, entries: [] }))
    entry.entries.push(ref)
  }
  return [...groups.values()]
}

/** Fields that hold data at the top level of a document: rows, collapsibles and unnamed tabs are see-through. */
export function dataFields(fields: FolioClientField[]): FolioClientField[] {
  const out: FolioClientField[] = []
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') out.push(...dataFields(field.fields ?? []))
    else if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        if (tab.name) out.push({ ...tab, type: 'group' })
        else out.push(...dataFields(tab.fields ?? []))
      }
    } else if (field.type !== 'ui' && field.name) out.push(field)
  }
  return out
}

const LIST_CELL_TYPES = new Set([
  'text',
  'textarea',
  'email',
  'number',
  'date',
  'checkbox',
  'select',
  'radio',
  'relationship',
  'upload',
  'code',
  'point',
  'json',
])

export interface ListColumn {
  name: string
  label: string
  field: FolioClientField
  sortable: boolean
  /** A field inside a named group (the name is its path): offered, but never among the guessed defaults. */
  nested?: boolean
}

/** A column's value in a document: its name is a path for fields inside groups. */
export function columnValue(doc: Record<string, unknown>, name: string): unknown {
  let value: unknown = doc
  for (const key of name.split('.')) value = (value as Record<string, unknown> | null | undefined)?.[key]
  return value
}

/** Every column the list can show: data fields with a cell, then id and the timestamps. */
export function listColumns(
  entity: FolioClientEntity,
  language: string,
  timestampLabels = { createdAt: 'Created At', updatedAt: 'Updated At' },
): ListColumn[] {
  const columns: ListColumn[] = []
  const add = (fields: FolioClientField[], prefix: { name: string; label: string } | null) => {
    for (const field of dataFields(fields)) {
      if (
        !field.name ||
        field.hidden ||
        (field.admin as { disableListColumn?: boolean } | undefined)?.disableListColumn
      )
        continue
      const label = labelText(field.label, language, field.name)
      // A named group's fields are columns of their own ('to.type', "to > Type"), as in Payload's list.
      if (field.type === 'group') {
        add(field.fields ?? [], {
          name: prefix ? `${prefix.name}.${field.name}` : field.name,
          label: prefix ? `${prefix.label} > ${label}` : label,
        })
        continue
      }
      if (!LIST_CELL_TYPES.has(field.type) && field.name !== '_status') continue
      if (prefix && field.name === 'id') continue
      columns.push({
        name: prefix ? `${prefix.name}.${field.name}` : field.name,
        label: prefix ? `${prefix.label} > ${label}` : labelText(field.label, language, labelFromSlug(field.name)),
        field,
        sortable: !field.hasMany && field.type !== 'json' && field.type !== 'point',
        ...(prefix ? { nested: true } : {}),
      })
    }
  }
  add(entity.fields, null)
  // Every document has an id, and timestamps unless turned off, whether or not the config lists them.
  const has = (name: string) => columns.some((c) => c.name === name)
  if (!has('id')) columns.unshift({ name: 'id', label: 'ID', field: { type: 'text', name: 'id' }, sortable: true })
  if (entity.timestamps !== false) {
    if (!has('createdAt'))
      columns.push({
        name: 'createdAt',
        label: timestampLabels.createdAt,
        field: { type: 'date', name: 'createdAt' },
        sortable: true,
      })
    if (!has('updatedAt'))
      columns.push({
        name: 'updatedAt',
        label: timestampLabels.updatedAt,
        field: { type: 'date', name: 'updatedAt' },
        sortable: true,
      })
  }
  return columns
}

/** admin.defaultColumns, else useAsTitle plus the first fields, as Payload picks them. */
export function defaultColumns(entity: FolioClientEntity, available: ListColumn[]): string[] {
  const admin = (entity.admin ?? {}) as { defaultColumns?: string[]; useAsTitle?: string }
  const names = new Set(available.map((c) => c.name))
  const configured = (admin.defaultColumns ?? []).filter((n) => names.has(n))
  if (configured.length) return configured
  const title = admin.useAsTitle && names.has(admin.useAsTitle) ? admin.useAsTitle : 'id'
  const rest = available
    .filter((c) => !c.nested)
    .map((c) => c.name)
    .filter((n) => n !== title && n !== 'id' && n !== 'createdAt' && n !== 'updatedAt')
  return [title, ...rest.slice(0, 3), ...(names.has('updatedAt') ? ['updatedAt'] : [])].filter(
    (n, i, all) => all.indexOf(n) === i,
  )
}

/** Payload's title field: admin.useAsTitle, else email for auth collections, else the id. */
export function titleFieldOf(entity: FolioClientEntity): string {
  return ((entity.admin ?? {}) as { useAsTitle?: string }).useAsTitle ?? (entity.auth ? 'email' : 'id')
}

export const KNOWN_FIELD_TYPES = new Set([
  'text',
  'textarea',
  'number',
  'email',
  'code',
  'json',
  'date',
  'checkbox',
  'select',
  'radio',
  'point',
  'relationship',
  'upload',
  'richText',
  'array',
  'blocks',
  'group',
  'row',
  'collapsible',
  'tabs',
  'ui',
  'join',
  'password',
])

/** Field types in the schema that Folio has no renderer for: shown read-only, and said so. */
export function unknownFieldTypes(config: FolioClientConfig): string[] {
  const unknown = new Set<string>()
  const visit = (fields: FolioClientField[] | undefined) => {
    for (const field of fields ?? []) {
      if (!KNOWN_FIELD_TYPES.has(field.type)) unknown.add(field.type)
      visit(field.fields)
      for (const tab of field.tabs ?? []) visit(tab.fields)
      for (const block of field.blocks ?? []) visit(block.fields)
    }
  }
  for (const entity of [...config.collections, ...config.globals]) visit(entity.fields)
  return [...unknown].sort()
}

export function findEntity(schema: FolioSchemaResponse, kind: EntityKind, slug: string): FolioClientEntity | undefined {
  return (kind === 'collection' ? schema.config.collections : schema.config.globals).find((e) => e.slug === slug)
}

/**
 * Whether `id` can name a document of the collection: where ids are numbers, '/posts/abc' or
 * '/posts/versions' cannot (the server would answer 500 or with another endpoint's data).
 */
export function isPossibleId(extras: { idType?: 'number' | 'text' } | undefined, id: string | undefined): boolean {
  if (id === undefined) return true
  return extras?.idType !== 'number' || /^\d+$/.test(id)
}
