/**
 * The features' routes.tsx are the one place a screen's path is written: the generated route table (core)
 * and the early script's copy must match them. FOLIO_WRITE_ROUTE_TABLE=1 rewrites both:
 *   FOLIO_WRITE_ROUTE_TABLE=1 npx vitest run src/renderer/src/shell/route-table.test.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'
import { FEATURE_ROUTES, SCREEN_ROUTES } from './route-table'
import { earlyTableBlock, routeTableModule, routeTableRows, withEarlyTable } from './route-table-source'

const TABLE_FILE = resolve(__dirname, '../core/routes/route-table.ts')
const EARLY_FILE = resolve(__dirname, '../../public/folio-early.js')
const WRITE = process.env.FOLIO_WRITE_ROUTE_TABLE === '1'

async function formatted(file: string, source: string): Promise<string> {
  return format(source, { ...(await resolveConfig(file)), filepath: file })
}

async function expectGenerated(file: string, generated: string): Promise<void> {
  const wanted = await formatted(file, generated)
  if (WRITE) writeFileSync(file, wanted)
  expect(
    readFileSync(file, 'utf8'),
    `${file} is stale: run FOLIO_WRITE_ROUTE_TABLE=1 npx vitest run src/renderer/src/shell/route-table.test.ts`,
  ).toBe(wanted)
}

describe('the generated route tables', () => {
  const rows = routeTableRows(FEATURE_ROUTES)

  it("core's route table is the features' routes, as data", async () => {
    await expectGenerated(TABLE_FILE, routeTableModule(rows))
  })

  it('folio-early.js carries the same table', async () => {
    await expectGenerated(EARLY_FILE, withEarlyTable(readFileSync(EARLY_FILE, 'utf8'), earlyTableBlock(rows)))
  })
})

describe('the router and the parser', () => {
  it('show the same screen at every path, where two paths fit alike too', async () => {
    const { createRoutesFromElements, matchRoutes, Route } = await import('react-router-dom')
    const { createElement } = await import('react')
    const { routeAt } = await import('../core/routes/routes')
    const { screenRouteElements } = await import('./router-routes')
    const tree = createRoutesFromElements(createElement(Route, { path: '/admin' }, screenRouteElements(SCREEN_ROUTES)))
    const paths = [
      '/admin',
      '/admin/account',
      '/admin/collections/posts',
      '/admin/collections/posts/create',
      '/admin/collections/posts/7',
      '/admin/collections/posts/7/preview',
      '/admin/collections/posts/7/api',
      '/admin/collections/posts/7/versions',
      '/admin/collections/posts/7/versions/3',
      '/admin/collections/pages/trash',
      '/admin/collections/pages/trash/7',
      '/admin/collections/pages/trash/api',
      '/admin/collections/pages/trash/versions',
      '/admin/globals/site/versions/3',
      '/admin/globals/site/api',
    ]
    for (const path of paths) {
      const shown = matchRoutes(tree, path)?.at(-1)?.route
      const parsed = routeAt(path)?.route
      expect(shown?.path ?? (shown?.index ? '' : undefined), path).toBe(parsed?.path)
    }
  })
})

describe('route paths', () => {
  it("are written in the features' routes.tsx only (and their generated copies)", () => {
    const root = resolve(__dirname, '..')
    const allowed = new Set([
      TABLE_FILE,
      ...Object.keys(FEATURE_ROUTES).map((f) => resolve(root, `features/${f}/routes.tsx`)),
    ])
    const patterns = SCREEN_ROUTES.map((route) => route.path).filter((path) => path.includes(':'))
    const files = sourceFiles(root).filter((file) => !allowed.has(file) && !/\.test\.tsx?$/.test(file))
    const naming = files.filter((file) => {
      const text = readFileSync(file, 'utf8')
      return patterns.some((path) => text.includes(`'${path}'`) || text.includes(`"${path}"`))
    })
    expect(naming).toEqual([])
  })
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}
