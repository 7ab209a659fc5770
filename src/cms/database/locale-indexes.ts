/**
 * An index on `_parent_id` for every `*_locales` table. Payload gives those tables one unique index on
 * (`_locale`, `_parent_id`), which a lookup by parent alone cannot use; reads fetch a row's locales by
 * parent, so with 100,000 posts every list row scanned the whole locales table (page 1,000 of the drafts
 * list: minutes on SQLite, and on PostgreSQL). The schema hook adds the index: the SQLite schema sync
 * creates it, and on PostgreSQL a committed migration does.
 */
import type { SQLiteAdapterArgs } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

type SchemaHook = NonNullable<SQLiteAdapterArgs['afterSchemaInit']>[number]
/** Drizzle's `index` of the adapter's dialect (sqlite-core or pg-core): same shape, other column types. */
type IndexBuilder = (name: string) => { on: (column: never) => unknown }

export const localeParentIndexName = (table: string): string => `${table}_parent_idx`

/** The schema hook for one dialect's `index`; PostgreSQL's is passed in where that adapter is loaded. */
export const localeParentIndexes =
  (index: IndexBuilder): SchemaHook =>
  ({ schema, extendTable }) => {
    for (const [name, table] of Object.entries(schema.tables)) {
      if (!name.endsWith('_locales') || !('_parentID' in table)) continue
      extendTable({
        table,
        extraConfig: (t) => ({ _parentIdx: index(localeParentIndexName(name)).on(t._parentID as never) as never }),
      })
    }
    return schema
  }

export const indexLocaleParents: SchemaHook = localeParentIndexes(sqliteIndex)
