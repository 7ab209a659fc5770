/**
 * A join field's table: the documents of the joined collection whose `on` field points at the open
 * document. As Payload's own admin does (its RelationshipTable asks getTableState, a find on the joined
 * collection), the joined collection is queried directly with `where[on][equals]=id` AND the join's
 * `where`, not through `joins[...]` on the parent: a find answers the total and the pages (the join
 * param counts only when asked and re-reads the whole parent), selects only the columns on screen,
 * reads the newest drafts as the list does, and checks the joined collection's read access the same way.
 */
import type { ApiRequest } from '@shared/api'
import type { FolioClientEntity, FolioClientField, FolioWhere } from '@shared/protocol'
import { defaultColumns, titleFieldOf, type ListColumn } from '../schema/schema'
import { buildListQuery } from './list'

/** What a join field's client config carries (Payload's JoinFieldClient). */
export interface JoinFieldConfig {
  collection: string | string[]
  on: string
  where?: FolioWhere
  defaultLimit?: number
  defaultSort?: string | string[]
  /** The relationship `on` names: polymorphic when its relationTo is a list. */
  targetField?: { relationTo?: string | string[] }
  admin?: { defaultColumns?: string[]; allowCreate?: boolean }
}

/** Payload's list page size when a collection sets none. */
const PAYLOAD_DEFAULT_LIMIT = 10

export const asJoinField = (field: FolioClientField): JoinFieldConfig => field as unknown as JoinFieldConfig

/** The one collection a join reads, or undefined for a join across several (not shown by Folio yet). */
export const joinCollection = (field: JoinFieldConfig): string | undefined =>
  typeof field.collection === 'string' ? field.collection : undefined

/**
 * The documents that point back at `parent`: its id in the `on` field (as `{ relationTo, value }` where
 * that relationship is polymorphic), and the join's own `where`.
 */
export function joinWhere(field: JoinFieldConfig, parent: { slug: string; id: string }): FolioWhere {
  const polymorphic = Array.isArray(field.targetField?.relationTo)
  const own = { [field.on]: { equals: polymorphic ? { relationTo: parent.slug, value: parent.id } : parent.id } }
  return field.where ? { and: [own, field.where] } : own
}

/** The page size and first order: the join's, else the joined collection's, as Payload's table does. */
export function joinDefaults(field: JoinFieldConfig, joined: FolioClientEntity): { limit: number; sort?: string } {
  const pagination = (joined.admin as { pagination?: { defaultLimit?: number } } | undefined)?.pagination
  const limit = field.defaultLimit || pagination?.defaultLimit || PAYLOAD_DEFAULT_LIMIT
  const sort = field.defaultSort ?? (joined.defaultSort as string | string[] | undefined)
  return { limit, sort: Array.isArray(sort) ? sort.join(',') || undefined : sort || undefined }
}

/** The columns shown: the join's admin.defaultColumns that exist, else the joined collection's defaults. */
export function joinColumns(field: JoinFieldConfig, joined: FolioClientEntity, available: ListColumn[]): ListColumn[] {
  const configured = (field.admin?.defaultColumns ?? []).filter((name) => available.some((c) => c.name === name))
  const names = configured.length ? configured : defaultColumns(joined, available)
  return names.map((name) => available.find((c) => c.name === name)).filter((c): c is ListColumn => Boolean(c))
}

/** One page of the join's table. */
export function joinApiRequest(
  field: JoinFieldConfig,
  parent: { slug: string; id: string },
  joined: FolioClientEntity,
  options: {
    page: number
    limit: number
    sort?: string
    columns: ListColumn[]
    drafts: boolean
    locale?: string
    language: string
  },
): ApiRequest {
  const { page, limit, sort, columns, drafts, locale, language } = options
  return {
    method: 'GET',
    path: `/${joined.slug}`,
    query: buildListQuery(
      { page, limit, sort, where: joinWhere(field, parent) },
      {
        titleField: titleFieldOf(joined),
        drafts,
        columns: columns.map((c) => ({ name: c.name, type: c.field.type })),
        locale,
        upload: Boolean(joined.upload),
      },
    ),
    language,
  }
}
