/**
 * A JSON value as the rows of a collapsible tree, computed for what is expanded, so the view can
 * render only the rows on screen (a document at depth 2 can have tens of thousands of nodes).
 */
export type JsonRow =
  | {
      kind: 'open'
      path: string
      depth: number
      key: string | null
      bracket: '{' | '['
      size: number
      collapsed: boolean
    }
  | { kind: 'close'; path: string; depth: number; bracket: '}' | ']' }
  | {
      kind: 'value'
      path: string
      depth: number
      key: string | null
      value: string
      type: 'string' | 'number' | 'boolean' | 'null'
    }

export function jsonRows(value: unknown, collapsed: ReadonlySet<string>): JsonRow[] {
  const rows: JsonRow[] = []
  const visit = (v: unknown, path: string, depth: number, key: string | null) => {
    if (v !== null && typeof v === 'object') {
      const isArray = Array.isArray(v)
      const entries = isArray
        ? (v as unknown[]).map((item, i) => [String(i), item] as const)
        : Object.entries(v as Record<string, unknown>)
      const isCollapsed = collapsed.has(path)
      rows.push({
        kind: 'open',
        path,
        depth,
        key,
        bracket: isArray ? '[' : '{',
        size: entries.length,
        collapsed: isCollapsed,
      })
      if (isCollapsed) return
      for (const [k, child] of entries) visit(child, path ? `${path}.${k}` : k, depth + 1, isArray ? null : k)
      rows.push({ kind: 'close', path, depth, bracket: isArray ? ']' : '}' })
      return
    }
    const type =
      v === null || v === undefined
        ? 'null'
        : typeof v === 'number'
          ? 'number'
          : typeof v === 'boolean'
            ? 'boolean'
            : 'string'
    rows.push({
      kind: 'value',
      path,
      depth,
      key,
      value: type === 'string' ? JSON.stringify(v) : String(v ?? null),
      type,
    })
  }
  visit(value, '', 0, null)
  return rows
}

/** What a key does in the tree (WAI-ARIA tree pattern): move the active row, or open/close one. */
export type TreeMove = { focus: number } | { toggle: string } | null

/** Closing brackets are not items: the keyboard steps over them. */
function step(rows: JsonRow[], from: number, direction: 1 | -1): number {
  for (let i = from + direction; i >= 0 && i < rows.length; i += direction) if (rows[i]!.kind !== 'close') return i
  return from
}

export function treeKeyMove(rows: JsonRow[], index: number, key: string): TreeMove {
  const row = rows[index]
  if (!row) return rows.length ? { focus: 0 } : null
  switch (key) {
    case 'ArrowDown':
      return { focus: step(rows, index, 1) }
    case 'ArrowUp':
      return { focus: step(rows, index, -1) }
    case 'Home':
      return { focus: 0 }
    case 'End':
      return { focus: step(rows, rows.length, -1) }
    case 'ArrowRight':
      if (row.kind !== 'open' || row.size === 0) return null
      return row.collapsed ? { toggle: row.path } : { focus: step(rows, index, 1) }
    case 'ArrowLeft': {
      if (row.kind === 'open' && !row.collapsed && row.size > 0) return { toggle: row.path }
      for (let i = index - 1; i >= 0; i--) {
        const candidate = rows[i]!
        if (candidate.kind === 'open' && candidate.depth === row.depth - 1) return { focus: i }
      }
      return null
    }
    case 'Enter':
    case ' ':
      return row.kind === 'open' && row.size > 0 ? { toggle: row.path } : null
    default:
      return null
  }
}
