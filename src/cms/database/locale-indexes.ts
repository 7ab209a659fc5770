/**
 * An index on `_parent_id` for every `*_locales` table. Payload gives those tables one unique index on
 * (`_locale`, `_parent_id`), which a lookup by parent alone cannot use; reads fetch a row's locales by
 * parent, so with 100,000 posts every list row scanned the whole locales table (page 1,000 of the drafts
 * list: minutes on SQLite). The schema hook adds the index; the SQLite schema sync creates it.
 */
import type { SQLiteAdapterArgs } from '@payloadcms/db-sqlite'
import { index, type SQLiteColumn } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

type SchemaHook = NonNullable<SQLiteAdapterArgs['afterSchemaInit']>[number]

export const localeParentIndexName = (table: string): string => `${table}_parent_idx`

export const indexLocaleParents: SchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of Object.entries(schema.tables)) {
    if (!name.endsWith('_locales') || !('_parentID' in table)) continue
    extendTable({
      table,
      extraConfig: (t) => ({ _parentIdx: index(localeParentIndexName(name)).on(t._parentID as SQLiteColumn) }),
    })
  }
  return schema
}
