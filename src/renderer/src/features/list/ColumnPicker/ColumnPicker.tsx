import type { ListColumn } from '../../../core/schema/schema'
import './ColumnPicker.css'

interface Props {
  columns: ListColumn[]
  active: string[]
  onChange: (active: string[]) => void
}

/** Toggle a column on or off; the order of the table follows the order of the fields. */
export function ColumnPicker({ columns, active, onChange }: Props) {
  return (
    <div className="column-picker" role="group" aria-label="Columns" data-testid="column-picker">
      {columns.map((column) => {
        const on = active.includes(column.name)
        return (
          <button
            key={column.name}
            type="button"
            className={`column-picker__column${on ? ' column-picker__column--on' : ''}`}
            aria-pressed={on}
            onClick={() =>
              onChange(
                on
                  ? active.filter((n) => n !== column.name)
                  : columns.map((c) => c.name).filter((n) => n === column.name || active.includes(n)),
              )
            }
            data-testid={`column-toggle-${column.name}`}
          >
            {column.label}
          </button>
        )
      })}
    </div>
  )
}
