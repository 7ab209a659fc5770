import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cycleThrough, resolveImport } from './folio-imports.mjs'

const root = join(import.meta.dirname, '..', '..')
const renderer = (p) => join(root, 'src/renderer/src', p)

describe('folio import rules', () => {
  it('resolves relative imports and the @shared / @renderer aliases to files, and leaves packages alone', () => {
    const from = renderer('screens/Edit/EditView.tsx')
    expect(resolveImport(from, '@shared/bridge')).toBe(join(root, 'src/shared/bridge.ts'))
    expect(resolveImport(from, '@renderer/lib/requests')).toBe(renderer('lib/requests/index.ts'))
    expect(resolveImport(from, './EditHeader')).toBe(renderer('screens/Edit/EditHeader.tsx'))
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
})
