import { useId, useMemo, useRef, useState, type KeyboardEvent, type UIEvent } from 'react'
import { useT } from '../../core/i18n/i18n-store'
import { jsonRows, treeKeyMove, type JsonRow } from '../../core/lib/json-tree'
import './JsonTree.css'
import { Icon, ChevronDownIcon, ChevronIcon } from '../Icon/Icon'

const ROW_HEIGHT = 20
const OVERSCAN = 20

/**
 * A collapsible JSON tree that renders only the rows in view. The keyboard works as in any tree (the
 * WAI-ARIA pattern): the tree takes focus, arrows move its active row and open or close nodes.
 */
export function JsonTree({ value, height, label }: { value: unknown; height: string; label?: string }) {
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set())
  const rows = useMemo(() => jsonRows(value, collapsed), [value, collapsed])
  const [active, setActive] = useState(0)
  const [scrollTop, setScrollTop] = useState(0)
  const [viewport, setViewport] = useState(800)
  const ref = useRef<HTMLDivElement>(null)
  const idPrefix = useId()
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN)
  const last = Math.min(rows.length, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN)
  const activeRow = Math.min(active, rows.length - 1)
  const toggle = (path: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev)
      if (next.has(path)) next.delete(path)
      else next.add(path)
      return next
    })
  /** The rows in view follow the tree's scroll position. */
  const followScroll = (tree: HTMLDivElement) => {
    setScrollTop(tree.scrollTop)
    setViewport(tree.clientHeight)
  }
  const onScroll = (event: UIEvent<HTMLDivElement>) => followScroll(event.currentTarget)
  /**
   * Keeps the active row on screen: it is rendered only while in (or near) view. The scroll position is
   * taken at once, not from the scroll event after it, so the row the tree names as active is drawn in
   * the same update (until then the active descendant pointed at no element).
   */
  const reveal = (index: number) => {
    const tree = ref.current
    if (!tree) return
    const top = index * ROW_HEIGHT
    if (top < tree.scrollTop) tree.scrollTop = top
    else if (top + ROW_HEIGHT > tree.scrollTop + tree.clientHeight)
      tree.scrollTop = top + ROW_HEIGHT - tree.clientHeight
    followScroll(tree)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = treeKeyMove(rows, activeRow, event.key)
    if (!move) return
    event.preventDefault()
    if ('toggle' in move) toggle(move.toggle)
    else {
      setActive(move.focus)
      reveal(move.focus)
    }
  }
  return (
    <div
      className="json-tree"
      style={{ height }}
      ref={ref}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
      tabIndex={0}
      role="tree"
      aria-label={label}
      aria-activedescendant={rows.length ? `${idPrefix}-${activeRow}` : undefined}
      data-testid="json-tree"
      data-rows={rows.length}
    >
      <div style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>
        {rows.slice(first, last).map((row, i) => (
          <Row
            key={`${row.kind}:${row.path}`}
            id={`${idPrefix}-${first + i}`}
            row={row}
            top={(first + i) * ROW_HEIGHT}
            active={first + i === activeRow}
            onToggle={(path) => {
              setActive(first + i)
              toggle(path)
            }}
          />
        ))}
      </div>
    </div>
  )
}

interface RowProps {
  id: string
  row: JsonRow
  top: number
  active: boolean
  onToggle: (path: string) => void
}

function Row({ id, row, top, active, onToggle }: RowProps) {
  const t = useT()
  const style = { top, paddingInlineStart: `${row.depth * 1.25 + 1.25}rem` }
  const className = `json-tree__row${active ? ' json-tree__row--active' : ''}`
  const key = 'key' in row && row.key !== null ? <span className="json-tree__key">"{row.key}": </span> : null
  if (row.kind === 'open')
    return (
      <div
        id={id}
        className={className}
        style={style}
        role="treeitem"
        aria-level={row.depth + 1}
        aria-expanded={row.size > 0 ? !row.collapsed : undefined}
        data-path={row.path}
      >
        <button
          type="button"
          className="json-tree__toggle"
          // The tree holds the keyboard; the button is for the mouse.
          tabIndex={-1}
          onClick={() => onToggle(row.path)}
          aria-label={row.collapsed ? t('folio:expand') : t('general:collapse')}
          data-testid={`json-toggle-${row.path || 'root'}`}
        >
          <Icon icon={row.collapsed ? ChevronIcon : ChevronDownIcon} />
        </button>
        {key}
        {row.bracket}
        {row.collapsed && (
          <span className="json-tree__summary">
            {' '}
            {row.size} {row.bracket === '[' ? t('general:items') : t('folio:jsonKeys')}{' '}
            {row.bracket === '[' ? ']' : '}'}
          </span>
        )}
      </div>
    )
  if (row.kind === 'close')
    return (
      <div className="json-tree__row" style={style} aria-hidden="true">
        {row.bracket}
      </div>
    )
  return (
    <div id={id} className={className} style={style} role="treeitem" aria-level={row.depth + 1} data-path={row.path}>
      {key}
      <span className={`json-tree__value json-tree__value--${row.type}`}>{row.value}</span>
    </div>
  )
}
