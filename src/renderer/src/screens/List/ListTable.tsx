import { Link } from 'react-router-dom'
import { routes } from '../../app/routes'
import { useT } from '../../i18n/i18n-store'
import { nextSort, type ListQuery } from '../../lib/list-query'
import type { ListColumn } from '../../lib/schema'
import { cellText, type CellContext } from './cells'

interface ListTableProps {
  slug: string
  docs: Array<Record<string, unknown>>
  columns: ListColumn[]
  titleField: string
  sort: string | undefined
  cells: CellContext
  go: (patch: Partial<ListQuery>) => void
}

/** The documents of one page: sortable column heads, and each row's title linking to its document. */
export function ListTable({ slug, docs, columns, titleField, sort, cells, go }: ListTableProps) {
  const t = useT()
  // The title column links to the document; without it on screen, the first column does.
  const linkColumn = columns.some((c) => c.name === titleField) ? titleField : columns[0]?.name
  return (
    <table className="list__table" data-testid="list-table">
      <thead>
        <tr>
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
                      {sorted === 'ascending' ? '↑' : sorted === 'descending' ? '↓' : '↕'}
                    </span>
                  </button>
                ) : (
                  column.label
                )}
              </th>
            )
          })}
        </tr>
      </thead>
      <tbody>
        {docs.map((doc) => (
          <tr key={String(doc.id)} data-testid="list-row">
            {columns.map((column) => {
              const text = cellText(column.field, doc[column.name], cells)
              return (
                <td key={column.name} data-column={column.name}>
                  {column.name === linkColumn ? (
                    <Link
                      to={routes.document(slug, String(doc.id))}
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
          </tr>
        ))}
      </tbody>
    </table>
  )
}
