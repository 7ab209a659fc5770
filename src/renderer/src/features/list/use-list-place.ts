/**
 * What a list-like screen (a collection's list, its trash) reads from its URL: the query, the columns
 * on show, the open panel, and how to change any of it (into the URL, so back and reload keep it).
 */
import { useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { parseListQuery, stringifyListQuery, type ListQuery } from '../../core/lib/list-query'
import { defaultColumns } from '../../core/schema/schema'
import { useEntity } from '../../core/stores/use-entity'
import type { ListPanel } from './ListControls'
import { useListColumns } from '../../fields/document-table/use-list-columns'

export function useListPlace(slug: string) {
  const { entity } = useEntity('collection', slug)
  const location = useLocation()
  const navigate = useNavigate()
  const query = useMemo(() => parseListQuery(location.search), [location.search])
  const { columns, titleField } = useListColumns(slug)
  const activeNames = query.columns?.length ? query.columns : entity ? defaultColumns(entity, columns) : []
  const [panel, setPanel] = useState<ListPanel>(query.where ? 'filters' : 'none')
  const go = (patch: Partial<ListQuery>) => {
    void navigate({ pathname: location.pathname, search: stringifyListQuery({ ...query, ...patch }) })
  }
  return {
    search: location.search,
    query,
    go,
    columns,
    titleField,
    activeNames,
    active: columns.filter((c) => activeNames.includes(c.name)),
    panel,
    setPanel,
  }
}

export type ListPlace = ReturnType<typeof useListPlace>
