// Folio's own import rules for ESLint, resolved the way the build resolves them (relative paths and the
// @shared / @renderer aliases), without a native resolver:
//  - layer-boundaries: src/renderer reaches src/main, src/cms and src/preload only through src/shared;
//  - floors: inside src/renderer/src imports (and `import.meta.glob` patterns) run down the floors
//    shell > features > fields > ui > core, and no feature imports another (they meet through core's events
//    and contexts handed down);
//  - no-cycle: no import cycle among src/renderer's modules (static imports and import()).
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..', '..')
const ALIASES = { '@shared/': join(root, 'src/shared'), '@renderer/': join(root, 'src/renderer/src') }
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.mjs']
const RENDERER = join(root, 'src/renderer') + sep
const OTHER_LAYERS = ['src/main', 'src/cms', 'src/preload'].map((p) => join(root, p) + sep)
/** The preload's global type declaration is the one file the renderer may name. */
const ALLOWED = new Set([join(root, 'src/preload/bridge-global.d.ts')])

/** The path an import names before extensions are tried, or null for a package. */
function importBase(fromFile, source) {
  if (source.startsWith('.')) return resolve(dirname(fromFile), source)
  const alias = Object.keys(ALIASES).find((a) => source.startsWith(a))
  return alias ? join(ALIASES[alias], source.slice(alias.length)) : null
}

/** The file an import names, or null for packages and what cannot be found. */
export function resolveImport(fromFile, source) {
  const base = importBase(fromFile, source)
  if (!base) return null
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, 'index' + e))]
  if (/\.js$/.test(base)) candidates.unshift(base.replace(/\.js$/, '.ts'))
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null
}

const RENDERER_SRC = join(root, 'src/renderer/src') + sep
/** The renderer's floors, top to bottom: each may import its own and those below it. */
export const FLOORS = ['shell', 'features', 'fields', 'ui', 'core']

/** A renderer module's floor and, under features/, its feature; the entry (main.tsx) counts as shell. */
export function placeOf(file) {
  if (!file.startsWith(RENDERER_SRC)) return null
  const [top, second] = file.slice(RENDERER_SRC.length).split(sep)
  if (!FLOORS.includes(top) || second === undefined) return { floor: 'shell', feature: null }
  return { floor: top, feature: top === 'features' ? second : null }
}

/** Why `from` may not import `target` (a sentence), or null when the import runs down the floors. */
export function floorBreach(from, target) {
  const a = placeOf(from)
  const b = placeOf(target)
  if (!a || !b) return null
  const name = (place) => (place.feature ? `features/${place.feature}` : place.floor)
  if (FLOORS.indexOf(b.floor) < FLOORS.indexOf(a.floor))
    return `${name(a)} is below ${name(b)}: it may import only ${FLOORS.slice(FLOORS.indexOf(a.floor)).join(', ')}`
  if (a.feature && b.feature && a.feature !== b.feature)
    return `features/${a.feature} may not import features/${b.feature}: features meet through core (events, contexts the shell hands down)`
  return null
}

const IMPORT_PATTERN = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const SOURCE_FILE = /\.(ts|tsx)$/

/** What a source file imports from inside the repo (type-only imports too: they tie modules just the same). */
function importsOf(file) {
  const text = readFileSync(file, 'utf8')
  const out = []
  for (const match of text.matchAll(IMPORT_PATTERN)) {
    const target = resolveImport(file, match[1] ?? match[2])
    if (target && SOURCE_FILE.test(target) && !target.endsWith('.d.ts')) out.push(target)
  }
  return out
}

/** The cycle through `start`, as a list of files, or null. Depth-first over the import graph. */
export function cycleThrough(start, imports = importsOf) {
  const stack = [[start, imports(start), 0]]
  const onPath = new Set([start])
  const done = new Set()
  while (stack.length) {
    const frame = stack[stack.length - 1]
    const [file, targets] = frame
    if (frame[2] >= targets.length) {
      stack.pop()
      onPath.delete(file)
      done.add(file)
      continue
    }
    const next = targets[frame[2]++]
    if (next === start) return [...stack.map((f) => f[0]), start]
    if (onPath.has(next) || done.has(next) || !next.startsWith(RENDERER)) continue
    onPath.add(next)
    stack.push([next, imports(next), 0])
  }
  return null
}

const sourceOf = (node) => (node.source && typeof node.source.value === 'string' ? node.source : null)

const GLOB_MAGIC = /[*?{}[\]]/

/**
 * What an `import.meta.glob` pattern reaches, resolved as an import: the file it names, or for a pattern
 * with wildcards a stand-in file '*' inside its fixed folder (the folder before the first wildcard).
 */
export function resolveGlob(fromFile, pattern) {
  const magic = pattern.search(GLOB_MAGIC)
  if (magic === -1) return resolveImport(fromFile, pattern)
  const folder = importBase(fromFile, pattern.slice(0, pattern.lastIndexOf('/', magic) + 1))
  return folder && join(folder, '*')
}

const isImportMetaGlob = (callee) =>
  callee.type === 'MemberExpression' &&
  callee.object.type === 'MetaProperty' &&
  callee.object.meta.name === 'import' &&
  callee.object.property.name === 'meta' &&
  callee.property.type === 'Identifier' &&
  callee.property.name === 'glob'

/** The patterns (string literals) of an `import.meta.glob` call, without its exclusions ('!...'); none for other calls. */
function globPatternsOf(call) {
  if (!isImportMetaGlob(call.callee)) return []
  const first = call.arguments[0]
  const patterns = first?.type === 'ArrayExpression' ? first.elements : [first]
  return patterns.filter((p) => p?.type === 'Literal' && typeof p.value === 'string' && !p.value.startsWith('!'))
}

/** The visitors that hand `check(sourceNode, target)` every module a file imports, exports from or globs. */
function importVisitors(file, check) {
  const fromSource = (node) => {
    const source = sourceOf(node)
    if (source) check(source, resolveImport(file, source.value))
  }
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
    CallExpression: (node) => {
      for (const pattern of globPatternsOf(node)) check(pattern, resolveGlob(file, pattern.value))
    },
  }
}

export default {
  meta: { name: 'folio-imports' },
  rules: {
    'layer-boundaries': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { crossed: '{{layer}} is reached from the renderer only through src/shared.' },
      },
      create(context) {
        const file = context.filename
        if (!file.startsWith(RENDERER)) return {}
        return importVisitors(file, (source, target) => {
          const layer = target && !ALLOWED.has(target) && OTHER_LAYERS.find((l) => target.startsWith(l))
          if (layer) context.report({ node: source, messageId: 'crossed', data: { layer: relative(root, layer) } })
        })
      },
    },
    floors: {
      meta: { type: 'problem', schema: [], messages: { breach: '{{why}}.' } },
      create(context) {
        const file = context.filename
        if (!file.startsWith(RENDERER_SRC)) return {}
        return importVisitors(file, (source, target) => {
          const why = target && floorBreach(file, target)
          if (why) context.report({ node: source, messageId: 'breach', data: { why } })
        })
      },
    },
    'no-cycle': {
      meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{path}}' } },
      create(context) {
        const file = context.filename
        if (!file.startsWith(RENDERER) || !SOURCE_FILE.test(file)) return {}
        return {
          'Program:exit'(node) {
            const cycle = cycleThrough(file)
            if (cycle)
              context.report({
                node,
                messageId: 'cycle',
                data: { path: cycle.map((f) => relative(root, f)).join(' -> ') },
              })
          },
        }
      },
    },
  },
}
