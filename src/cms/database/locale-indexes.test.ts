import { extendDrizzleTable } from '@payloadcms/drizzle'
import { getTableConfig, integer, sqliteTable, text, uniqueIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import { describe, expect, it } from 'vitest'

import { indexLocaleParents } from './locale-indexes.js'

// Tables as Payload builds them: a locales table keyed by (_locale, _parent_id), and an array table.
const localesTable = () =>
  sqliteTable(
    '_posts_v_locales',
    { id: integer('id').primaryKey(), _locale: text('_locale'), _parentID: integer('_parent_id') },
    (t) => ({ _localeParent: uniqueIndex('_posts_v_locales_locale_parent_id_unique').on(t._locale, t._parentID) }),
  )
const arrayTable = () => sqliteTable('posts_tags', { id: text('id').primaryKey(), _parentID: integer('_parent_id') })

describe('indexLocaleParents', () => {
  it('gives each locales table an index on its parent, which the unique (locale, parent) index cannot serve', async () => {
    const schema = { tables: { _posts_v_locales: localesTable(), posts_tags: arrayTable() }, relations: {} }
    const out = await indexLocaleParents({ schema, extendTable: extendDrizzleTable })
    const indexes = (name: string) =>
      getTableConfig(out.tables[name] as never).indexes.map((i) => ({
        name: i.config.name,
        columns: i.config.columns.map((c) => (c as { name: string }).name),
      }))
    expect(indexes('_posts_v_locales')).toEqual([
      { name: '_posts_v_locales_locale_parent_id_unique', columns: ['_locale', '_parent_id'] },
      { name: '_posts_v_locales_parent_idx', columns: ['_parent_id'] },
    ])
    expect(indexes('posts_tags')).toEqual([])
  })
})
