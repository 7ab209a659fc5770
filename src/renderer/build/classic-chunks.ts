/**
 * Builds the renderer's scripts as classic scripts, not modules. Chromium keeps V8's code cache for a
 * page's scripts, but with its background resource fetching (on by default, Chromium 156 here) it never
 * consumed it for module scripts: every load of Folio parsed and compiled the 540 KB entry again (22-27
 * ms before the first render could start), where a classic script's cache is read in about 1 ms.
 *
 * Rolldown writes the chunks as CommonJS (`output.format: 'cjs'`); each is wrapped here so that its
 * body is handed to the chunk loader (chunk-loader.js, put at the top of the entry), which runs it on
 * first `require`. A dynamic import becomes the loader's `load`, which fetches the chunk, the chunks it
 * needs and their styles (the graph is written into index.html) first.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

export const CHUNK_GRAPH_ID = 'folio-chunk-graph'

/** V8's explicit compile hint for a whole script; it has to be the script's first line. */
export const ENTRY_COMPILE_HINT = '//# allFunctionsCalledOnLoad'

const LOADER = readFileSync(resolve(__dirname, 'chunk-loader.js'), 'utf8')

/** Rolldown's CommonJS form of `import('./X.js')` (any spacing, before or after minifying). */
const DYNAMIC_IMPORT = /Promise\.resolve\(\)\.then\(\(\)\s*=>\s*require\((["'`])\.\/([^"'`]+)\1\)\)/g

interface ChunkInfo {
  type: string
  fileName: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  viteMetadata?: { importedCss: Set<string> }
}

/** The file's name in the assets folder, the key the loader uses. */
const assetName = (fileName: string): string => fileName.replace(/^.*\//, '')

/**
 * One chunk's code as a classic script: its CommonJS body registered with the loader (strict, as the
 * module was), its dynamic imports through the loader. The chunks the page loads first (`initial`: the
 * entry and its static imports, deferred scripts before it) bring the loader; the entry then runs.
 */
export function wrapChunk(
  code: string,
  chunk: { fileName: string; isEntry: boolean; dynamicImports: string[] },
  initial = chunk.isEntry,
): string {
  const expected = new Set(chunk.dynamicImports.map(assetName))
  const replaced = new Set<string>()
  const body = code.replace(DYNAMIC_IMPORT, (_match, _quote: string, file: string) => {
    replaced.add(file)
    return `__folioChunks.load(${JSON.stringify(file)})`
  })
  const missed = [...expected].filter((file) => !replaced.has(file))
  if (missed.length)
    throw new Error(`classic-chunks: the dynamic import of ${missed.join(', ')} in ${chunk.fileName} was not found`)
  const name = JSON.stringify(assetName(chunk.fileName))
  // The parentheses around the function make V8 compile it with the script, so its code is cached with it.
  const defined = `__folioChunks.define(${name}, (function (require, exports, module) {\n"use strict";\n${body}\n}));\n`
  const run = chunk.isEntry ? `__folioChunks.require(${name});\n` : ''
  return `${initial ? `${LOADER}\n` : ''}${defined}${run}`
}

/** Every chunk a chunk imports statically, itself included, dependencies first. */
export function closure(
  bundle: Record<string, Pick<ChunkInfo, 'imports'>>,
  fileName: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(fileName)) return into
  for (const imported of bundle[fileName]?.imports ?? []) closure(bundle, imported, into)
  into.add(fileName)
  return into
}

/** The chunks the page loads before anything is imported: every entry and what it imports statically. */
export function initialChunks(bundle: Record<string, Pick<ChunkInfo, 'imports' | 'isEntry'>>): Set<string> {
  const initial = new Set<string>()
  for (const [fileName, item] of Object.entries(bundle)) if (item.isEntry) closure(bundle, fileName, initial)
  return initial
}

/** The styles these chunks import, in order, each once. */
export function stylesOf(bundle: Record<string, Pick<ChunkInfo, 'viteMetadata'>>, files: Iterable<string>): string[] {
  return [...new Set([...files].flatMap((file) => [...(bundle[file]?.viteMetadata?.importedCss ?? [])]))]
}

/**
 * For each chunk that is imported dynamically, the scripts and styles to fetch before it runs (those
 * the entry loads are already in).
 */
export function chunkGraph(bundle: Record<string, ChunkInfo>): Record<string, { js: string[]; css: string[] }> {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
  const initial = initialChunks(bundle)
  const lazy = new Set(chunks.flatMap((chunk) => chunk.dynamicImports ?? []))
  const graph: Record<string, { js: string[]; css: string[] }> = {}
  for (const fileName of lazy) {
    const needed = [...closure(bundle, fileName)].filter((file) => !initial.has(file))
    graph[assetName(fileName)] = { js: needed.map(assetName), css: stylesOf(bundle, needed).map(assetName) }
  }
  return graph
}

/** The entry's static chunks, in the order they must be defined: deferred classic scripts. */
export function entryScripts(bundle: Record<string, ChunkInfo>, base = '/'): string[] {
  return [...initialChunks(bundle)].map((file) => base + file)
}

export function classicChunks(): Plugin {
  // One walk per build output: every chunk's renderChunk is handed the same map of the output's chunks.
  const initialOf = new WeakMap<object, Set<string>>()
  return {
    name: 'folio:classic-chunks',
    apply: 'build',
    config: () => ({
      build: {
        // Vite's module preloading is for module scripts; the loader fetches a chunk's needs itself.
        modulePreload: false,
        rollupOptions: {
          output: {
            format: 'cjs',
            // V8's hint to compile every function of the entry with it, so that the code cache holds them
            // all: the functions the first screen calls were otherwise compiled on each load (dashboard
            // 87 -> 78 ms, posts list 122 -> 102 ms in an A/B; the lazy screens' chunks gained nothing).
            // After minifying, which would drop the comment.
            postBanner: (chunk: { isEntry: boolean }) => (chunk.isEntry ? ENTRY_COMPILE_HINT : ''),
          },
        },
      },
    }),
    onLog(_level, log) {
      // Vite's module-preload helper reads import.meta; as CommonJS it is never called with files to
      // preload (modulePreload is off), so the empty import.meta the bundler warns about is never read.
      if (log.code === 'EMPTY_IMPORT_META' && log.id?.includes('vite/preload-helper')) return false
    },
    renderChunk(code, chunk, _options, meta) {
      let initial = initialOf.get(meta.chunks)
      if (!initial) initialOf.set(meta.chunks, (initial = initialChunks(meta.chunks)))
      return { code: wrapChunk(code, chunk, initial.has(chunk.fileName)), map: null }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html
        const graph = JSON.stringify(chunkGraph(context.bundle)).replace(/</g, '\\u003c')
        const scripts = entryScripts(context.bundle)
          .map((src) => `<script defer src="${src}"></script>`)
          .join('\n    ')
        const withoutModules = html
          .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        // JSON in a data block: never run, so the CSP (no inline scripts) does not apply to it.
        return withoutModules.replace(
          '</head>',
          `  <script type="application/json" id="${CHUNK_GRAPH_ID}">${graph}</script>\n    ${scripts}\n  </head>`,
        )
      },
    },
  }
}
