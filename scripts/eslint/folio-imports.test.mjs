import { join } from 'node:path'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import folioImports, { cycleThrough, floorBreach, resolveGlob, resolveImport } from './folio-imports.mjs'

const root = join(import.meta.dirname, '..', '..')
const renderer = (p) => join(root, 'src/renderer/src', p)

describe('folio import rules', () => {
  it('resolves relative imports and the @shared / @renderer aliases to files, and leaves packages alone', () => {
    const from = renderer('features/document/Edit/EditView.tsx')
    expect(resolveImport(from, '@shared/bridge')).toBe(join(root, 'src/shared/bridge.ts'))
    expect(resolveImport(from, '@renderer/core/requests')).toBe(renderer('core/requests/index.ts'))
    expect(resolveImport(from, './EditHeader')).toBe(renderer('features/document/Edit/EditHeader.tsx'))
    expect(resolveImport(from, 'react')).toBeNull()
  })

  it('finds a cycle through a module, and none where imports only go one way', () => {
    const graph = {
      [renderer('a.ts')]: [renderer('b.ts')],
      [renderer('b.ts')]: [renderer('c.ts')],
      [renderer('c.ts')]: [renderer('a.ts')],
      [renderer('d.ts')]: [renderer('b.ts')],
    }
    const imports = (file) => graph[file] ?? []
    expect(cycleThrough(renderer('a.ts'), imports)).toEqual([
      renderer('a.ts'),
      renderer('b.ts'),
      renderer('c.ts'),
      renderer('a.ts'),
    ])
    expect(cycleThrough(renderer('d.ts'), imports)).toBeNull()
  })

  it('lets imports run down the floors and names the floor an upward or cross-feature import breaks', () => {
    const from = (p) => renderer(p)
    expect(floorBreach(from('shell/App.tsx'), from('features/list/ListView.tsx'))).toBeNull()
    expect(floorBreach(from('features/list/ListView.tsx'), from('fields/document-table/ListTable.tsx'))).toBeNull()
    expect(floorBreach(from('features/list/ListView.tsx'), from('features/list/Bulk/BulkBar.tsx'))).toBeNull()
    expect(floorBreach(from('fields/join/JoinField.tsx'), from('ui/Pagination/Pagination.tsx'))).toBeNull()
    expect(floorBreach(from('ui/Modal/Modal.tsx'), from('core/i18n/i18n-store.ts'))).toBeNull()
    expect(floorBreach(from('main.tsx'), from('shell/App.tsx'))).toBeNull()
    expect(floorBreach(from('core/stores/nav-store.ts'), from('shell/prefetch.ts'))).toMatch(/core is below shell/)
    expect(floorBreach(from('ui/Select/Select.tsx'), from('fields/inputs.tsx'))).toMatch(/ui is below fields/)
    expect(floorBreach(from('fields/join/JoinField.tsx'), from('features/list/ListView.tsx'))).toMatch(
      /fields is below features\/list/,
    )
    expect(floorBreach(from('features/list/ListView.tsx'), from('features/document/Edit/EditView.tsx'))).toMatch(
      /features\/list may not import features\/document/,
    )
  })

  it("resolves an import.meta.glob pattern as an import: a file it names, or a stand-in in a wildcard's folder", () => {
    const from = renderer('features/document/routes.tsx')
    expect(resolveGlob(from, './Edit/EditView.tsx')).toBe(renderer('features/document/Edit/EditView.tsx'))
    expect(resolveGlob(from, '../*/routes.tsx')).toBe(renderer('features/*'))
    expect(resolveGlob(from, '@renderer/shell/**/*.tsx')).toBe(renderer('shell/*'))
    expect(resolveGlob(from, 'some-package/*.js')).toBeNull()
  })

  const linter = new Linter({ configType: 'flat' })
  const lint = (file, code) =>
    linter
      .verify(
        code,
        [
          {
            files: ['**/*.ts', '**/*.tsx'],
            languageOptions: { parser: tseslint.parser },
            plugins: { folio: folioImports },
            rules: { 'folio/floors': 'error', 'folio/layer-boundaries': 'error' },
          },
        ],
        { filename: renderer(file) },
      )
      .map((m) => m.message)

  it('fails lint on a made-up upward import and a made-up cross-feature import, and passes a downward one', () => {
    expect(lint('core/lib/made-up.ts', "import { prefetchFirstScreen } from '../../shell/prefetch'\n")).toEqual([
      expect.stringMatching(/core is below shell/),
    ])
    expect(lint('features/list/made-up.ts', "import { EditView } from '../document/Edit/EditView'\n")).toEqual([
      expect.stringMatching(/features\/list may not import features\/document/),
    ])
    expect(
      lint('features/list/made-up.ts', "export { ListTable } from '@renderer/fields/document-table/ListTable'\n"),
    ).toEqual([])
  })

  it('checks import.meta.glob patterns as imports: an upward or cross-feature glob fails, a glob of its own passes', () => {
    expect(lint('core/lib/made-up.ts', "const screens = import.meta.glob('../../shell/*.tsx')\n")).toEqual([
      expect.stringMatching(/core is below shell/),
    ])
    expect(
      lint(
        'fields/made-up.ts',
        "const view = import.meta.glob<{ x: 1 }>(['!./x.ts', '../features/list/ListView.tsx'])\n",
      ),
    ).toEqual([expect.stringMatching(/fields is below features\/list/)])
    expect(lint('features/list/made-up.ts', "const other = import.meta.glob('../*/routes.tsx')\n")).toEqual([
      expect.stringMatching(/features\/list may not import features\/\*/),
    ])
    expect(lint('core/lib/made-up.ts', "const main = import.meta.glob('../../../../main/core/*.ts')\n")).toEqual([
      expect.stringMatching(/src\/main is reached from the renderer only through src\/shared/),
    ])
    expect(lint('features/document/made-up.ts', "const edit = import.meta.glob('./Edit/EditView.tsx')\n")).toEqual([])
    expect(
      lint('shell/made-up.ts', "const all = import.meta.glob('../features/*/routes.tsx', { eager: true })\n"),
    ).toEqual([])
  })
})
