import { describe, expect, it } from 'vitest'
import { screenChunkMap } from './screen-chunks'

const chunk = (
  fileName: string,
  imports: string[],
  facadeModuleId: string | null = null,
  isEntry = false,
  css: string[] = [],
) => ({
  type: 'chunk',
  fileName,
  imports,
  facadeModuleId,
  isEntry,
  viteMetadata: { importedCss: new Set(css) },
})

describe('screenChunkMap', () => {
  it("lists each screen's own files and the shared ones the entry does not load", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', ['assets/runtime.js'], '/app/src/main.tsx', true),
        chunk('assets/runtime.js', []),
        chunk(
          'assets/Versions.js',
          ['assets/runtime.js', 'assets/Tabs.js'],
          '/app/src/features/document/Versions/VersionsView.tsx',
        ),
        chunk('assets/Tabs.js', ['assets/runtime.js']),
        chunk(
          'assets/Detail.js',
          ['assets/Pills.js'],
          'C:\\app\\src\\features\\document\\VersionDetail\\VersionDetailView.tsx',
        ),
        chunk('assets/Pills.js', []),
      ].map((c) => [c.fileName, c]),
    )
    expect(screenChunkMap({ ...bundle, 'assets/x.css': { type: 'asset', fileName: 'assets/x.css' } })).toEqual({
      versions: ['/assets/Tabs.js', '/assets/Versions.js'],
      version: ['/assets/Pills.js', '/assets/Detail.js'],
    })
  })

  it("lists a screen's styles after its scripts, each once, leaving out those the entry loads", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', [], '/app/src/main.tsx', true, ['assets/index.css']),
        chunk(
          'assets/Versions.js',
          ['assets/Tabs.js', 'assets/Header.js'],
          '/app/src/features/document/Versions/VersionsView.tsx',
          false,
          ['assets/Versions.css', 'assets/index.css'],
        ),
        chunk('assets/Tabs.js', [], null, false, ['assets/Tabs.css']),
        chunk('assets/Header.js', [], null, false, ['assets/Tabs.css']),
      ].map((c) => [c.fileName, c]),
    )
    expect(screenChunkMap(bundle).versions).toEqual([
      '/assets/Tabs.js',
      '/assets/Header.js',
      '/assets/Versions.js',
      '/assets/Tabs.css',
      '/assets/Versions.css',
    ])
  })
})
