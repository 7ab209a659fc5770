import { useId, useState, type DragEvent, type KeyboardEvent } from 'react'
import { useT } from '../../../core/i18n/i18n-store'
import type { ListColumn } from '../../../core/schema/schema'
import { dropColumn, moveColumn, pickerOrder, toggleColumn } from './column-order'
import './ColumnPicker.css'

interface Props {
  columns: ListColumn[]
  /** The columns on show, in the table's order. */
  active: string[]
  onChange: (active: string[]) => void
}

/** The drag's payload type: only a column of this picker is dropped here. */
const DRAG_TYPE = 'application/x-folio-column'

/**
 * Toggle a column on or off (on joins the end); those on show come first, in the table's order, and move
 * by dragging or with Alt and the left or right arrow (the reading direction's, so right-to-left too).
 */
export function ColumnPicker({ columns, active, onChange }: Props) {
  const t = useT()
  const hintId = useId()
  const [dragged, setDragged] = useState<string | null>(null)
  const [over, setOver] = useState<string | null>(null)
  /** What the last move did, for screen readers. */
  const [moved, setMoved] = useState('')
  const byName = new Map(columns.map((c) => [c.name, c]))
  const order = pickerOrder(
    columns.map((c) => c.name),
    active,
  )
  const shown = active.filter((n) => byName.has(n))

  const move = (next: string[], name: string) => {
    if (next.join() === shown.join()) return
    onChange(next)
    setMoved(
      t('folio:columnMoved', {
        label: byName.get(name)?.label ?? name,
        place: next.indexOf(name) + 1,
        count: next.length,
      }),
    )
  }
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, name: string) => {
    if (!event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
    event.preventDefault()
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const later = (event.key === 'ArrowRight') !== rtl
    move(moveColumn(shown, name, later ? 1 : -1), name)
  }
  const dropTarget = (name: string) => ({
    onDragOver: (event: DragEvent) => {
      if (!dragged || !event.dataTransfer.types.includes(DRAG_TYPE)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'move'
      setOver(name)
    },
    onDragLeave: () => setOver((current) => (current === name ? null : current)),
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      const from = event.dataTransfer.getData(DRAG_TYPE) || dragged
      setDragged(null)
      setOver(null)
      if (from) move(dropColumn(shown, from, name), from)
    },
  })

  return (
    <div className="column-picker" data-testid="column-picker">
      <div className="column-picker__columns" role="group" aria-label={t('general:columns')} aria-describedby={hintId}>
        {order.map((name) => {
          const column = byName.get(name)!
          const on = shown.includes(name)
          const classes = [
            'column-picker__column',
            on && 'column-picker__column--on',
            dragged === name && 'column-picker__column--dragged',
            over === name && dragged !== name && 'column-picker__column--over',
          ]
          return (
            <button
              key={name}
              type="button"
              className={classes.filter(Boolean).join(' ')}
              aria-pressed={on}
              aria-keyshortcuts={on ? 'Alt+ArrowLeft Alt+ArrowRight' : undefined}
              draggable={on}
              onClick={() => onChange(toggleColumn(shown, name))}
              onKeyDown={on ? (e) => onKey(e, name) : undefined}
              onDragStart={(event) => {
                event.dataTransfer.setData(DRAG_TYPE, name)
                event.dataTransfer.effectAllowed = 'move'
                setDragged(name)
              }}
              onDragEnd={() => {
                setDragged(null)
                setOver(null)
              }}
              {...(on ? dropTarget(name) : {})}
              data-testid={`column-toggle-${name}`}
            >
              {column.label}
            </button>
          )
        })}
      </div>
      <p className="column-picker__hint" id={hintId}>
        {t('folio:columnsReorderHint')}
      </p>
      <p className="visually-hidden" role="status" data-testid="column-moved">
        {moved}
      </p>
    </div>
  )
}
