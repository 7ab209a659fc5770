import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { routes } from '../../core/routes/routes'
import { useT } from '../../core/i18n/i18n-store'
import { nextSort, type ListQuery } from '../../core/lib/list-query'
import { columnValue, type ListColumn } from '../../core/schema/schema'
import { hasCustomCell } from '../CustomUi/custom-slots'
import { useRowMenu } from './row-menu'
import { onRowKey, SelectHeaderCell, SelectRowCell, type ListSelect } from './SelectCells'
import { cellText, type CellContext } from './cells'
import { CustomCellMark } from './CustomCellMark'
import { ListThumb } from './ListThumb'
import { MediaGrid } from '../media/MediaLibrary/MediaGrid'
import { optionTitle } from '../common/related-lookup'
import type { ListResult } from './use-list-answer'
import { Icon, MoveDownIcon, MoveUpIcon, SortableIcon } from '../../ui/Icon/Icon'
import { ScreenLoading } from '../../ui/ScreenState/ScreenState'
// The table's own styles: a join field shows it on the edit view too.
import './ListView.css'

/** A cell that holds an address (a file's URL): narrower than other text, as its end says little. */
const URL_TEXT = /^[a-z][a-z\d+.-]*:\/\/\S+$/i

interface ListResultsProps {
  loading: boolean
  showShimmer: boolean
  result: ListResult | null
  /** The collection's plural label, for "no results". */
  label: string
  /** The screen's own list (not a field's): its first read shows the screen's loading state at once. */
  screen?: boolean
  /** What an empty page says instead of "no results" (the trash says so). */
  emptyText?: string
  /** The files as a grid of thumbnails (an upload collection's list in grid view). */
  grid?: boolean
  table: Omit<ListTableProps, 'docs'>
}

/** The page's documents: marked stale while the next page loads, a shimmer when the first is slow. */
export function ListResults({
  loading,
  showShimmer,
  result,
  label,
  emptyText,
  grid,
  table,
  screen = false,
}: ListResultsProps) {
  const t = useT()
  const shimmer = showShimmer && (
    <div className="list__shimmer" data-testid="list-shimmer">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="list__shimmer-row" style={{ animationDelay: `${i * 25}ms` }} />
      ))}
    </div>
  )
  return (
    <div className="list__table-wrap" aria-busy={loading} data-testid="list-table-wrap">
      {loading && result && <div className="list__overlay" data-testid="list-loading" />}
      {screen && loading && !result ? (
        <ScreenLoading>{shimmer}</ScreenLoading>
      ) : showShimmer && !result ? (
        shimmer
      ) : result && result.docs.length === 0 ? (
        <p className="list__empty" data-testid="list-empty">
          {emptyText ?? t('general:noResults', { label })}
        </p>
      ) : grid ? (
        result && <ListGrid docs={result.docs} table={table} label={label} />
      ) : (
        result && <ListTable {...table} docs={result.docs} />
      )}
    </div>
  )
}

/** The page's files as thumbnails, each leading to its document (the media grid the library shows too). */
function ListGrid({
  docs,
  table,
  label,
}: {
  docs: Array<Record<string, unknown>>
  table: Omit<ListTableProps, 'docs'>
  label: string
}) {
  const items = docs.map((doc) => ({ key: String(doc.id), title: optionTitle(doc, table.titleField), doc }))
  return (
    <MediaGrid
      items={items}
      view="grid"
      label={label}
      testId="list-grid"
      href={(item) => (table.docHref ? table.docHref(item.key) : routes.document(table.slug, item.key))}
    />
  )
}

export interface ListTableProps {
  slug: string
  docs: Array<Record<string, unknown>>
  columns: ListColumn[]
  titleField: string
  sort: string | undefined
  cells: CellContext
  go: (patch: Partial<ListQuery>) => void
  /** The checkbox column, first, when the user may act on many documents at once. */
  select?: ListSelect
  /** Where a row's link leads (its document's edit view unless said otherwise, e.g. from the trash). */
  docHref?: (id: string) => string
  /** Buttons at the end of each row, under a column named `actionsLabel`; false for none (a join's table). */
  rowActions?: { label: string; render: (doc: Record<string, unknown>) => ReactNode } | false
  /** An upload collection: each row's linked cell starts with the file's thumbnail. */
  thumbnails?: boolean
}

/** The documents of one page: sortable column heads, and each row's title linking to its document. */
function ListTable(props: ListTableProps) {
  const { slug, docs, columns, titleField, sort, cells, go, select, docHref, rowActions, thumbnails } = props
  const rowMenu = useRowMenu()
  const t = useT()
  // The title column links to the document; without it on screen, the first column does.
  const linkColumn = columns.some((c) => c.name === titleField) ? titleField : columns[0]?.name
  return (
    <table className="list__table" data-testid="list-table">
      <thead>
        <tr>
          {select && <SelectHeaderCell select={select} />}
          {columns.map((column) => {
            const sorted = sort === column.name ? 'ascending' : sort === `-${column.name}` ? 'descending' : undefined
            return (
              <th key={column.name} aria-sort={sorted ?? 'none'} scope="col">
                {column.sortable ? (
                  <button
                    type="button"
                    className="list__sort"
                    onClick={() => go({ sort: nextSort(sort, column.name), page: 1 })}
                    data-testid={`sort-${column.name}`}
                  >
                    {column.label}
                    <span aria-hidden="true" className="list__sort-icon">
                      <Icon
                        icon={
                          sorted === 'ascending' ? MoveUpIcon : sorted === 'descending' ? MoveDownIcon : SortableIcon
                        }
                        size={14}
                      />
                    </span>
                  </button>
                ) : (
                  column.label
                )}
                {hasCustomCell(column.field) && <CustomCellMark name={column.name} />}
              </th>
            )
          })}
          {/* The trash has its own row actions; other lists have each document's menu. */}
          {rowActions ? (
            <th scope="col">{rowActions.label}</th>
          ) : (
            rowActions === undefined && rowMenu && <rowMenu.Head slug={slug} />
          )}
        </tr>
      </thead>
      <tbody>
        {docs.map((doc) => (
          <tr
            key={String(doc.id)}
            data-testid="list-row"
            className={select?.isSelected(String(doc.id)) ? 'list__row--selected' : undefined}
            onKeyDown={select && ((e) => onRowKey(e, String(doc.id), select))}
          >
            {select && (
              <SelectRowCell
                id={String(doc.id)}
                title={typeof doc[titleField] === 'string' && doc[titleField] ? doc[titleField] : String(doc.id)}
                select={select}
              />
            )}
            {columns.map((column) => {
              const text = cellText(column.field, columnValue(doc, column.name), cells)
              return (
                <td
                  key={column.name}
                  data-column={column.name}
                  // A long value is cut short with an ellipsis: the whole of it shows on hover.
                  title={text || undefined}
                  className={URL_TEXT.test(text) ? 'list__cell--url' : undefined}
                >
                  {thumbnails && column.name === linkColumn && <ListThumb doc={doc} />}
                  {column.name === linkColumn ? (
                    <Link
                      to={docHref ? docHref(String(doc.id)) : routes.document(slug, String(doc.id))}
                      className="list__doc-link"
                      data-testid="list-doc-link"
                    >
                      {text || `[${t('general:untitled')}]`}
                    </Link>
                  ) : (
                    text
                  )}
                </td>
              )
            })}
            {rowActions ? (
              <td className="list__row-actions">{rowActions.render(doc)}</td>
            ) : (
              rowActions === undefined &&
              rowMenu && <rowMenu.Row slug={slug} doc={doc} title={String(doc[titleField] ?? '')} />
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
