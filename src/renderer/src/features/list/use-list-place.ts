/**
 * What a list-like screen (a collection's list, its trash) reads from its URL: the query, the columns
 * on show, the open panel, and how to change any of it (into the URL, so back and reload keep it).
 * The columns the URL does not name come from the user's preference (their order and choice, as
 * Payload's admin keeps them), else the collection's defaults.
 */
import { useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { parseListQuery, stringifyListQuery, type ListQuery } from '../../core/lib/list-query'
import { searchLabelOf } from '../../core/requests'
import { defaultColumns, labelFromSlug, type ListColumn } from '../../core/schema/schema'
import { useEntity } from '../../core/stores/use-entity'
import type { ListPanel } from './ListControls'
import { useListColumns } from '../../fields/document-table/use-list-columns'
import { activeFromPreference, columnsPreference } from './ColumnPicker/column-order'
import { useListPreference } from './use-list-preference'

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((n) => b.includes(n))

export function useListPlace(slug: string) {
  const { entity } = useEntity('collection', slug)
  const location = useLocation()
  const navigate = useNavigate()
  const query = useMemo(() => parseListQuery(location.search), [location.search])
  const { columns, titleField } = useListColumns(slug)
  const preference = useListPreference(slug)
  const all = columns.map((c) => c.name)
  const defaults = entity ? defaultColumns(entity, columns) : []
  const preferred = activeFromPreference(preference.value, all)
  const activeNames = query.columns?.length ? query.columns : (preferred ?? defaults)
  const [panel, setPanel] = useState<ListPanel>(query.where ? 'filters' : 'none')
  const go = (patch: Partial<ListQuery>) => {
    void navigate({ pathname: location.pathname, search: stringifyListQuery({ ...query, ...patch }) })
  }
  const byName = (name: string) => columns.find((c) => c.name === name)
  return {
    search: location.search,
    /**
     * The search the list's request is built from: the URL's, with the preferred columns when the URL
     * names none and they ask for other fields than the defaults (their order alone asks for nothing new).
     */
    requestSearch:
      !query.columns?.length && preferred && !sameSet(preferred, defaults)
        ? stringifyListQuery({ ...query, columns: preferred })
        : location.search,
    /**
     * The columns on show are known: the URL names them, or the user's preference has been read. Until
     * then the list draws no rows, so the stored columns are the first ones drawn.
     */
    columnsKnown: Boolean(query.columns?.length) || preference.settled,
    query,
    go,
    columns,
    titleField,
    /** What the search box searches, as Payload's placeholder names it: the listSearchableFields' labels. */
    searchLabel: entity
      ? searchLabelOf(entity, columns)
      : byName(titleField)?.label || (titleField === 'id' ? 'ID' : labelFromSlug(titleField)),
    activeNames,
    active: activeNames.map(byName).filter((c): c is ListColumn => Boolean(c)),
    /** The columns on show, in this order: into the URL and the user's preference. */
    setColumns: (names: string[]) => {
      go({ columns: names })
      preference.merge({ columns: columnsPreference(all, names) })
    },
    panel,
    setPanel,
  }
}

export type ListPlace = ReturnType<typeof useListPlace>
