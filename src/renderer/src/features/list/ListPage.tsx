/** A list's results and its pagination, from the place in the URL: shared by a collection's list and its trash. */
import type { FolioSchemaResponse } from '@shared/protocol'
import { Pagination } from '../../ui/Pagination/Pagination'
import { useI18n, useT } from '../../core/i18n/i18n-store'
import { ListResults, type ListTableProps } from '../../fields/document-table/ListTable'
import type { ListResult } from '../../fields/document-table/use-list-answer'
import type { ListPlace } from './use-list-place'

interface ListPageProps {
  slug: string
  schema: FolioSchemaResponse
  place: ListPlace
  answer: { loading: boolean; showShimmer: boolean; result: ListResult | null }
  label: string
  emptyText?: string
  /** What this list adds to the table: the select column, thumbnails, where rows lead, row actions. */
  table: Pick<ListTableProps, 'select' | 'thumbnails' | 'docHref' | 'rowActions'>
  /** An upload collection's files as a grid of thumbnails instead of the table. */
  grid?: boolean
}

export function ListPage({ slug, schema, place, answer, label, emptyText, table, grid }: ListPageProps) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const dateLocale = useI18n((s) => s.dateLocale)
  const { query, go, titleField, active } = place
  const { result } = answer
  return (
    <>
      <ListResults
        {...answer}
        screen
        label={label}
        emptyText={emptyText}
        grid={grid}
        table={{
          slug,
          columns: active,
          titleField,
          sort: query.sort,
          cells: { schema, language, dateFormat: schema.config.admin.dateFormat, dateLocale, t },
          go,
          ...table,
        }}
      />
      {result && (
        <Pagination
          page={result.page}
          totalPages={result.totalPages}
          totalDocs={result.totalDocs}
          limit={query.limit}
          onPage={(page) => go({ page })}
          onLimit={(limit) => go({ limit, page: 1 })}
        />
      )}
    </>
  )
}
