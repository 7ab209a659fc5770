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
