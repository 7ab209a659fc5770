/**
 * The classic-script build: chunks wrapped by classic-chunks.ts, run by chunk-loader.js as the browser
 * runs them (classic scripts in one global scope), in a small stand-in page.
 */
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import {
  chunkGraph,
  CHUNK_GRAPH_ID,
  classicChunks,
  ENTRY_COMPILE_HINT,
  entryScripts,
  wrapChunk,
} from './classic-chunks'

interface FakeElement {
  tag: string
  src?: string
  href?: string
  rel?: string
  onload?: () => void
  onerror?: () => void
  remove: () => void
}

/** A page whose <script> and <link> elements "load" when the test says so, running the served code. */
function page(served: Record<string, string>, graph: Record<string, { js: string[]; css: string[] }> = {}) {
  const appended: FakeElement[] = []
  const removed: FakeElement[] = []
  const scope: Record<string, unknown> = {}
  const createElement = (tag: string): FakeElement => {
    const made: FakeElement = { tag, remove: () => removed.push(made) }
    return made
  }
  const document = {
    currentScript: { src: 'http://folio.test/assets/index.js' },
    getElementById: (id: string) => (id === CHUNK_GRAPH_ID ? { textContent: JSON.stringify(graph) } : null),
    querySelector: () => null,
    createElement,
    head: { appendChild: (element: FakeElement) => appended.push(element) },
  }
  scope.self = scope
  scope.document = document
  const run = (code: string) => runInNewContext(code, scope)
  /** The browser finishing (or failing) every script and stylesheet asked for so far. */
  const settle = async (fail: string[] = []) => {
    for (const item of appended.splice(0)) {
      const file = (item.src ?? item.href ?? '').replace('http://folio.test/assets/', '')
      if (fail.includes(file)) item.onerror?.()
      else {
        if (item.tag === 'script') run(served[file] ?? '')
        item.onload?.()
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { run, settle, appended, removed, scope }
}

const chunk = (fileName: string, isEntry = false, dynamicImports: string[] = []) => ({
  fileName,
  isEntry,
  dynamicImports,
})

describe('classic chunks', () => {
  it("runs the entry at once and a lazy screen's chunk, its shared chunk and styles on import", async () => {
    const served = {
      'Edit.js': wrapChunk(
        `const shared = require("./shared.js"); exports.title = "Edit " + shared.name + " " + require("./index.js").version`,
        chunk('assets/Edit.js'),
      ),
      'shared.js': wrapChunk(
        `exports.name = "post"; globalThis.sharedRuns = (globalThis.sharedRuns || 0) + 1`,
        chunk('assets/shared.js'),
      ),
    }
    const entry = wrapChunk(
      `exports.version = 3; globalThis.screen = Promise.resolve().then(() => require("./Edit.js")).then((m) => m.title)`,
      chunk('assets/index.js', true, ['assets/Edit.js']),
    )
    const browser = page(served, { 'Edit.js': { js: ['shared.js', 'Edit.js'], css: ['Edit.css'] } })
    browser.run(entry)
    expect(browser.appended.map((item) => item.src ?? item.href)).toEqual([
      'http://folio.test/assets/shared.js',
      'http://folio.test/assets/Edit.js',
      'http://folio.test/assets/Edit.css',
    ])
    await browser.settle()
    await expect(browser.scope.screen).resolves.toBe('Edit post 3')

    // Imported again: nothing fetched or run twice.
    const chunks = browser.scope.__folioChunks as { load: (file: string) => Promise<{ title: string }> }
    await expect(chunks.load('Edit.js')).resolves.toMatchObject({ title: 'Edit post 3' })
    expect(browser.appended).toEqual([])
    expect(browser.scope.sharedRuns).toBe(1)
  })

  it('keeps module semantics: strict code, and chunks that import each other see each other', () => {
    const browser = page({})
    // The entry's static imports run first, as deferred scripts before it.
    browser.run(wrapChunk(`exports.a = () => require("./b.js").b + 1`, chunk('assets/a.js'), true))
    browser.run(
      wrapChunk(`const a = require("./a.js"); exports.b = 1; exports.sum = () => a.a()`, chunk('assets/b.js')),
    )
    browser.run(
      wrapChunk(
        `globalThis.sum = require("./b.js").sum(); globalThis.strict = (function () { return this === undefined })()`,
        chunk('assets/index.js', true),
      ),
    )
    expect(browser.scope.sum).toBe(2)
    expect(browser.scope.strict).toBe(true)
  })

  it('rejects a chunk that cannot be loaded with its name, and fetches it again on the next import', async () => {
    const served = { 'Api.js': wrapChunk(`exports.ok = true`, chunk('assets/Api.js')) }
    const browser = page(served, { 'Api.js': { js: ['Api.js'], css: [] } })
    browser.run(wrapChunk(``, chunk('assets/index.js', true)))
    const chunks = browser.scope.__folioChunks as { load: (file: string) => Promise<{ ok: boolean }> }
    const first = expect(chunks.load('./Api.js')).rejects.toThrow('Folio: the script Api.js could not be loaded')
    await browser.settle(['Api.js'])
    await first
    expect(browser.removed).toHaveLength(1)

    const second = chunks.load('./Api.js')
    await browser.settle()
    await expect(second).resolves.toMatchObject({ ok: true })
  })

  it('says which chunk is missing when code asks for one that was never loaded', () => {
    const browser = page({})
    expect(() => browser.run(wrapChunk(`require("./gone.js")`, chunk('assets/index.js', true)))).toThrow(
      'Folio: the script gone.js is not loaded',
    )
  })

  it('fails the build when a dynamic import is not in the form it rewrites', () => {
    expect(() => wrapChunk(`import("./Edit.js")`, chunk('assets/index.js', true, ['assets/Edit.js']))).toThrow(
      'the dynamic import of Edit.js in assets/index.js was not found',
    )
  })
})

describe('chunkGraph and entryScripts', () => {
  const bundle = Object.fromEntries(
    [
      { fileName: 'assets/index.js', isEntry: true, imports: ['assets/react.js'], dynamicImports: ['assets/Edit.js'] },
      { fileName: 'assets/react.js', imports: [] },
      {
        fileName: 'assets/Edit.js',
        imports: ['assets/react.js', 'assets/Fields.js'],
        dynamicImports: ['assets/Code.js'],
        viteMetadata: { importedCss: new Set(['assets/Edit.css']) },
      },
      { fileName: 'assets/Fields.js', imports: [], viteMetadata: { importedCss: new Set(['assets/Fields.css']) } },
      { fileName: 'assets/Code.js', imports: ['assets/Fields.js'] },
    ].map((item) => [item.fileName, { type: 'chunk', ...item }]),
  )

  it("lists each lazy chunk's scripts (dependencies first) and styles, leaving out what the entry loaded", () => {
    expect(chunkGraph({ ...bundle, 'assets/x.css': { type: 'asset', fileName: 'assets/x.css' } })).toEqual({
      'Edit.js': { js: ['Fields.js', 'Edit.js'], css: ['Fields.css', 'Edit.css'] },
      'Code.js': { js: ['Fields.js', 'Code.js'], css: ['Fields.css'] },
    })
  })

  it("puts the entry's static chunks before it", () => {
    expect(entryScripts(bundle)).toEqual(['/assets/react.js', '/assets/index.js'])
  })

  it('writes index.html with deferred classic scripts and the graph as data, no module scripts', () => {
    const plugin = classicChunks()
    const transform = plugin.transformIndexHtml as { handler: (html: string, context: object) => string }
    const html = transform.handler(
      `<head>\n<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react.js">\n</head>`,
      { bundle },
    )
    expect(html).not.toContain('type="module"')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain(
      '<script defer src="/assets/react.js"></script>\n    <script defer src="/assets/index.js"></script>',
    )
    const data = /<script type="application\/json" id="folio-chunk-graph">(.*)<\/script>/.exec(html)
    expect(JSON.parse(data![1]!)).toEqual(chunkGraph(bundle))
  })

  it("asks V8 to compile the entry's functions with it (so they are cached), and only the entry's", () => {
    const config = (
      classicChunks().config as () => {
        build: { rollupOptions: { output: { postBanner: (chunk: { isEntry: boolean }) => string } } }
      }
    )()
    const banner = config.build.rollupOptions.output.postBanner
    expect(banner({ isEntry: true })).toBe(ENTRY_COMPILE_HINT)
    expect(ENTRY_COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad')
    expect(banner({ isEntry: false })).toBe('')
  })
})
