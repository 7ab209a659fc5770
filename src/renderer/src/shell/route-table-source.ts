/**
 * The generated copies of the features' route tables: core/routes/route-table.ts (pure data the core
 * floor may read: it cannot import the features) and the table in public/folio-early.js (a plain script
 * run before any module). route-table.test.ts fails when either is stale, and rewrites them with
 * FOLIO_WRITE_ROUTE_TABLE=1.
 */
import type { ScreenRoute } from '../core/routes/screen-route'
import { rankRoutes } from '../core/routes/route-match'

export interface RouteTableRow {
  name: string
  path: string
  screen: string
  kind?: 'collection' | 'global'
  /** The screen's chunk, below src/renderer/src ('/features/document/Edit/EditView.tsx'), for the chunk map. */
  module?: string
}

/** The rows of the route table, in the features' order. */
export function routeTableRows(features: Record<string, readonly ScreenRoute[]>): RouteTableRow[] {
  const rows: RouteTableRow[] = []
  const names = new Set<string>()
  for (const [feature, routes] of Object.entries(features)) {
    for (const route of routes) {
      if (names.has(route.name)) throw new Error(`Two routes are named "${route.name}".`)
      names.add(route.name)
      rows.push({
        name: route.name,
        path: route.path,
        screen: route.screen,
        ...(route.kind ? { kind: route.kind } : {}),
        ...(route.chunk ? { module: `/features/${feature}/${route.chunk.module.replace(/^\.\//, '')}` } : {}),
      })
    }
  }
  return rows
}

/**
 * The document screens' modules (chunks of their own), by the view name folio-early.js finds in the URL:
 * the first route of each view names it (build/screen-chunks.ts lists their files in index.html).
 */
export function screenModules(rows: readonly RouteTableRow[]): Record<string, string> {
  const modules: Record<string, string> = {}
  for (const row of rows) if (row.kind && row.module) modules[row.screen] ??= row.module
  return modules
}

const GENERATED = "Generated from the features' routes.tsx by shell/route-table.test.ts: edit those, not this."

/** core/routes/route-table.ts (before Prettier). */
export function routeTableModule(rows: readonly RouteTableRow[]): string {
  return [
    `// ${GENERATED}`,
    '/** Which path below the admin route is which screen: `name` is its URL builder in `routes`. */',
    `export const ROUTE_TABLE = ${JSON.stringify(rows)} as const`,
    '',
    "/** The document screens' chunks, by view: build/screen-chunks.ts lists their files for folio-early.js. */",
    `export const SCREEN_MODULES: Record<string, string> = ${JSON.stringify(screenModules(rows))}`,
    '',
  ].join('\n')
}

export const EARLY_TABLE_START = '// route-table:start'
export const EARLY_TABLE_END = '// route-table:end'

/** The early script's table: each path (most specific first) and the document view it shows, or null. */
export function earlyTableBlock(rows: readonly RouteTableRow[]): string {
  const screens = rankRoutes(rows)
    .filter((row) => row.path !== '')
    .map((row) => [row.path, row.kind ? row.screen : null])
  return [EARLY_TABLE_START, `// ${GENERATED}`, `var SCREENS = ${JSON.stringify(screens)}`, EARLY_TABLE_END].join('\n')
}

/** The early script with its table replaced by `block`. */
export function withEarlyTable(script: string, block: string): string {
  const start = script.indexOf(EARLY_TABLE_START)
  const end = script.indexOf(EARLY_TABLE_END)
  if (start < 0 || end < start) throw new Error('folio-early.js has no route table to replace.')
  const lineStart = script.lastIndexOf('\n', start) + 1
  const indent = script.slice(lineStart, start)
  const indented = block
    .split('\n')
    .map((line, i) => (i === 0 ? line : indent + line))
    .join('\n')
  return script.slice(0, start) + indented + script.slice(end + EARLY_TABLE_END.length)
}
