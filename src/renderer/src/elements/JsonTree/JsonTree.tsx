import { useMemo, useRef, useState, type UIEvent } from 'react'
import { jsonRows, type JsonRow } from '../../lib/json-tree'
import './JsonTree.css'

const ROW_HEIGHT = 20
const OVERSCAN = 20

/** A collapsible JSON tree that renders only the rows in view. */
export function JsonTree({ value, height }: { value: unknown; height: string }) {
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set())
  const rows = useMemo(() => jsonRows(value, collapsed), [value, collapsed])
  const [scrollTop, setScrollTop] = useState(0)
  const [viewport, setViewport] = useState(800)
  const ref = useRef<HTMLDivElement>(null)
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN)
  const last = Math.min(rows.length, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN)
  const toggle = (path: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev)
      if (next.has(path)) next.delete(path)
      else next.add(path)
      return next
    })
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    setScrollTop(event.currentTarget.scrollTop)
    setViewport(event.currentTarget.clientHeight)
  }
  return (
    <div
      className="json-tree"
      style={{ height }}
      ref={ref}
      onScroll={onScroll}
      role="tree"
      data-testid="json-tree"
      data-rows={rows.length}
    >
      <div style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>
        {rows.slice(first, last).map((row, i) => (
          <Row key={`${row.kind}:${row.path}`} row={row} top={(first + i) * ROW_HEIGHT} onToggle={toggle} />
        ))}
      </div>
    </div>
  )
}

function Row({ row, top, onToggle }: { row: JsonRow; top: number; onToggle: (path: string) => void }) {
  const style = { top, paddingInlineStart: `${row.depth * 1.25 + 1.25}rem` }
  const key = 'key' in row && row.key !== null ? <span className="json-tree__key">"{row.key}": </span> : null
  if (row.kind === 'open')
    return (
      <div className="json-tree__row" style={style} role="treeitem" aria-expanded={!row.collapsed} data-path={row.path}>
        <button
          type="button"
          className="json-tree__toggle"
          onClick={() => onToggle(row.path)}
          aria-label={row.collapsed ? 'Expand' : 'Collapse'}
          data-testid={`json-toggle-${row.path || 'root'}`}
        >
          {row.collapsed ? '▸' : '▾'}
        </button>
        {key}
        {row.bracket}
        {row.collapsed && (
          <span className="json-tree__summary">
            {' '}
            {row.size} {row.bracket === '[' ? 'items' : 'keys'} {row.bracket === '[' ? ']' : '}'}
          </span>
        )}
      </div>
    )
  if (row.kind === 'close')
    return (
      <div className="json-tree__row" style={style}>
        {row.bracket}
      </div>
    )
  return (
    <div className="json-tree__row" style={style} role="treeitem" data-path={row.path}>
      {key}
      <span className={`json-tree__value json-tree__value--${row.type}`}>{row.value}</span>
    </div>
  )
}
