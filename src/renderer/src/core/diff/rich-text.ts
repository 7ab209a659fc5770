/**
 * Rich text (Lexical JSON from @payloadcms/richtext-lexical) compared as a tree, into a render tree that
 * keeps the document's formatting (types.ts, RichTextRenderNode):
 * 1. the root's children (and, within a changed element, its children: a list's items, a table's rows
 *    and cells) are aligned on a signature of their whole content with the capped Myers/patience
 *    sequence diff (an LCS);
 * 2. within each stretch of unmatched nodes, deleted and inserted nodes of the same kind (type, heading
 *    tag, list type) are paired by word overlap, keeping order; the others are whole deletions and
 *    insertions;
 * 3. a paired element is compared child by child (1 and 2 again); its inline content (text, links, line
 *    breaks, inline blocks) word by word, a word's format and link being part of it (a word made bold is
 *    the plain word deleted and the bold one inserted); a paired block field by field, word by word.
 */
import { DEFAULT_MAX_EDIT_DISTANCE, diffSequences, type DiffRun } from './sequence'
import type {
  DiffOp,
  RelationRef,
  RichTextBlockFieldRender,
  RichTextElementAttrs,
  RichTextElementRender,
  RichTextRenderNode,
} from './types'
import { isPlainObject, type PlainObject, stableStringify } from './values'
import { diffWords, tokenize } from './words'

/** Is this a Lexical editor state (`{ root: { children } }`)? */
export function isLexicalState(value: unknown): value is { root: PlainObject } {
  return isPlainObject(value) && isPlainObject(value.root)
}

/** No content: no state, or only empty paragraphs (what a cleared editor saves). */
export function isEmptyDocument(state: { root: PlainObject } | undefined): boolean {
  const children = state ? (childrenOf(state.root) ?? []) : []
  return children.every((child) => child.type === 'paragraph' && !childrenOf(child)?.length)
}

const INLINE_TYPES = new Set([
  'text',
  'linebreak',
  'tab',
  'link',
  'autolink',
  'inlineBlock',
  'mark',
  'hashtag',
  'emoji',
  'keyword',
  'code-highlight',
])
const LINK_TYPES = new Set(['link', 'autolink'])

const isInline = (node: PlainObject) => INLINE_TYPES.has(String(node.type)) || typeof node.text === 'string'

const childrenOf = (node: PlainObject): PlainObject[] | undefined =>
  Array.isArray(node.children) ? node.children.filter(isPlainObject) : undefined

/** A run of inline nodes inside an element, compared word by word as one item. */
const INLINE_RUN = '#inline'

/** One child of an element as the alignment sees it: an element or decorator node, or a run of inline nodes. */
interface Item {
  /** Lexical type, or INLINE_RUN. */
  type: string
  /** Same kind, so that a deleted and an inserted item may be paired: type and heading tag or list type. */
  kind: string
  node?: PlainObject
  inline?: PlainObject[]
  /** The whole content: equal signatures are equal items. */
  signature: string
  /** Plain text, for pairing by word overlap. */
  text: string
}

// ---------------------------------------------------------------------------------------------
// Signatures and plain text, memoized per node
// ---------------------------------------------------------------------------------------------

/** Keys that differ between two saves of the same content (Lexical's and Payload's bookkeeping). */
const VOLATILE = new Set(['version', 'id', '$', 'direction', 'textFormat', 'textStyle', 'detail', 'mode'])

const signatures = new WeakMap<PlainObject, string>()
const texts = new WeakMap<PlainObject, string>()

/**
 * An upload's or a relationship's: the document it shows and its own fields' values, however the editor
 * wrote them (the value populated or an id, no fields as null or `{}`, an alignment of '' or none).
 */
function embedSignature(node: PlainObject): string | undefined {
  const ref = refOf(node)
  if (!ref || (node.type !== 'upload' && node.type !== 'relationship')) return undefined
  const fields = isPlainObject(node.fields) ? withoutId(node.fields) : {}
  const own = Object.keys(fields).length ? stableStringify(fields) : ''
  return `${String(node.type)}|${ref.relationTo}|${String(ref.value)}|${String(node.format || '')}|${own}`
}

function signatureOf(node: PlainObject): string {
  let sig = signatures.get(node)
  if (sig === undefined) sig = embedSignature(node)
  if (sig === undefined) {
    const children = childrenOf(node)
    let own = ''
    for (const key of Object.keys(node).sort()) {
      if (key === 'children' || VOLATILE.has(key)) continue
      const value = key === 'fields' && isPlainObject(node.fields) ? withoutId(node.fields) : node[key]
      if (value !== undefined) own += `${key}=${stableStringify(value)};`
    }
    sig = children ? `${own}[${children.map(signatureOf).join(',')}]` : own
  }
  signatures.set(node, sig)
  return sig
}

function withoutId(fields: PlainObject): PlainObject {
  const { id: _id, ...rest } = fields
  return rest
}

function textOf(node: PlainObject): string {
  let text = texts.get(node)
  if (text === undefined) {
    if (typeof node.text === 'string') text = node.text
    else {
      const children = childrenOf(node)
      text = children ? children.map(textOf).join(isInline(node) ? '' : ' ') : ''
    }
    texts.set(node, text)
  }
  return text
}

function kindOf(node: PlainObject): string {
  const type = String(node.type ?? 'unknown')
  if (type === 'heading') return `heading:${String(node.tag ?? '')}`
  if (type === 'list') return `list:${String(node.listType ?? '')}`
  if (type === 'block' || type === 'inlineBlock')
    return `${type}:${String((isPlainObject(node.fields) && node.fields.blockType) ?? '')}`
  return type
}

/** An element's children as items: inline nodes in a row become one run. */
function itemsOf(children: readonly PlainObject[]): Item[] {
  const items: Item[] = []
  let run: PlainObject[] = []
  const flush = () => {
    if (!run.length) return
    items.push({
      type: INLINE_RUN,
      kind: INLINE_RUN,
      inline: run,
      signature: run.map(signatureOf).join(','),
      text: run.map(textOf).join(''),
    })
    run = []
  }
  for (const child of children) {
    if (isInline(child)) run.push(child)
    else {
      flush()
      items.push({
        type: String(child.type ?? 'unknown'),
        kind: kindOf(child),
        node: child,
        signature: signatureOf(child),
        text: textOf(child),
      })
    }
  }
  flush()
  return items
}

// ---------------------------------------------------------------------------------------------
// Pairing unmatched items
// ---------------------------------------------------------------------------------------------

/** Stretches up to this many (deleted × inserted) items are paired by word overlap; larger ones greedily by kind. */
const PAIRING_DP_LIMIT = 4096

function wordBag(text: string): { bag: Map<string, number>; size: number } {
  const bag = new Map<string, number>()
  let size = 0
  for (const word of tokenize(text)) {
    if (/^\s+$/u.test(word)) continue
    bag.set(word, (bag.get(word) ?? 0) + 1)
    size++
  }
  return { bag, size }
}

function similarity(a: ReturnType<typeof wordBag>, b: ReturnType<typeof wordBag>): number {
  const size = Math.max(a.size, b.size)
  if (size === 0) return 1
  const [small, large] = a.bag.size <= b.bag.size ? [a.bag, b.bag] : [b.bag, a.bag]
  let shared = 0
  for (const [key, count] of small) shared += Math.min(count, large.get(key) ?? 0)
  return shared / size
}

/** Monotonic pairs (deleted index, inserted index) of same-kind items within one unmatched stretch. */
export function pairRegion(dels: readonly Item[], inss: readonly Item[]): [number, number][] {
  if (!dels.length || !inss.length) return []
  if (dels.length * inss.length <= PAIRING_DP_LIMIT) {
    const bagsD = dels.map((d) => wordBag(d.text))
    const bagsI = inss.map((n) => wordBag(n.text))
    const cols = inss.length + 1
    const score = new Float64Array((dels.length + 1) * cols)
    for (let i = 1; i <= dels.length; i++) {
      for (let j = 1; j <= inss.length; j++) {
        let best = Math.max(score[(i - 1) * cols + j] as number, score[i * cols + j - 1] as number)
        if ((dels[i - 1] as Item).kind === (inss[j - 1] as Item).kind) {
          // A small bonus pairs same-kind items by position when no words are shared.
          const w = 0.01 + similarity(bagsD[i - 1]!, bagsI[j - 1]!)
          best = Math.max(best, (score[(i - 1) * cols + j - 1] as number) + w)
        }
        score[i * cols + j] = best
      }
    }
    const pairs: [number, number][] = []
    let i = dels.length
    let j = inss.length
    while (i > 0 && j > 0) {
      const here = score[i * cols + j] as number
      if (here === score[(i - 1) * cols + j]) i--
      else if (here === score[i * cols + j - 1]) j--
      else {
        pairs.push([i - 1, j - 1])
        i--
        j--
      }
    }
    return pairs.reverse()
  }
  // Large stretches: the first same-kind inserted item after the last pair, in order.
  const byKind = new Map<string, number[]>()
  inss.forEach((item, j) => {
    const list = byKind.get(item.kind)
    if (list) list.push(j)
    else byKind.set(item.kind, [j])
  })
  const cursor = new Map<string, number>()
  const pairs: [number, number][] = []
  let last = -1
  dels.forEach((item, i) => {
    const list = byKind.get(item.kind)
    if (!list) return
    let c = cursor.get(item.kind) ?? 0
    while (c < list.length && (list[c] as number) <= last) c++
    if (c < list.length) {
      last = list[c] as number
      pairs.push([i, last])
      c++
    }
    cursor.set(item.kind, c)
  })
  return pairs
}

// ---------------------------------------------------------------------------------------------
// Render nodes of one side (equal, deleted or inserted content drawn whole)
// ---------------------------------------------------------------------------------------------

function attrsOf(node: PlainObject): RichTextElementAttrs {
  const attrs: RichTextElementAttrs = {}
  const type = String(node.type)
  if (typeof node.tag === 'string' && type === 'heading') attrs.tag = node.tag
  if (typeof node.listType === 'string') attrs.listType = node.listType
  if (typeof node.checked === 'boolean') attrs.checked = node.checked
  if (typeof node.format === 'string' && node.format) attrs.align = node.format
  if (typeof node.indent === 'number' && node.indent > 0) attrs.indent = node.indent
  if (typeof node.headerState === 'number') attrs.headerState = node.headerState
  if (typeof node.language === 'string') attrs.language = node.language
  if (LINK_TYPES.has(type)) {
    const fields = isPlainObject(node.fields) ? node.fields : {}
    const url = typeof fields.url === 'string' ? fields.url : typeof node.url === 'string' ? node.url : ''
    attrs.url = url
    if (fields.newTab === true) attrs.newTab = true
  }
  return attrs
}

/** A block's fields as text, in their order: ids, the block type and its name left out. */
function blockFieldTexts(fields: PlainObject): Map<string, string> {
  const out = new Map<string, string>()
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'id' || name === 'blockType' || name === 'blockName') continue
    const text = valueText(value)
    if (text !== '') out.set(name, text)
  }
  return out
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (isLexicalState(value)) return textOf(value.root)
  if (isPlainObject(value) && 'id' in value && Object.keys(value).length > 1) return String(value.id)
  return stableStringify(value)
}

function refOf(node: PlainObject): RelationRef | undefined {
  const target = node.value
  const id = isPlainObject(target) ? target.id : target
  return typeof node.relationTo === 'string' && (typeof id === 'string' || typeof id === 'number')
    ? { relationTo: node.relationTo, value: id }
    : undefined
}

function blockRender(
  node: PlainObject,
  key: string,
  fieldsOf: (fields: PlainObject) => RichTextBlockFieldRender[],
  op: DiffOp | 'changed',
): RichTextRenderNode {
  const fields = isPlainObject(node.fields) ? node.fields : {}
  const blockName = typeof fields.blockName === 'string' && fields.blockName ? fields.blockName : undefined
  return {
    kind: node.type === 'inlineBlock' ? 'inlineBlock' : 'block',
    key,
    op,
    blockType: typeof fields.blockType === 'string' ? fields.blockType : String(node.type),
    ...(blockName ? { blockName } : {}),
    fields: fieldsOf(fields),
  }
}

/** A node drawn whole on one side (or both, for 'equal'). */
function whole(node: PlainObject, key: string, op: DiffOp): RichTextRenderNode[] {
  const type = String(node.type ?? 'unknown')
  if (typeof node.text === 'string') {
    return node.text ? [{ kind: 'text', key, op, text: node.text, format: Number(node.format) || 0 }] : []
  }
  if (type === 'linebreak') return [{ kind: 'linebreak', key, op, type }]
  if (type === 'tab') return [{ kind: 'text', key, op, text: '\t', format: 0 }]
  if (type === 'horizontalrule') return [{ kind: 'rule', key, op, type }]
  if (type === 'upload' || type === 'relationship') {
    const ref = refOf(node)
    return ref ? [{ kind: type, key, op, ref }] : [{ kind: 'unknown', key, op, type }]
  }
  if (type === 'block' || type === 'inlineBlock') {
    const fieldsOf = (fields: PlainObject) =>
      [...blockFieldTexts(fields)].map(([name, text]) => ({ name, segments: [{ text, op }] }))
    return [blockRender(node, key, fieldsOf, op)]
  }
  const children = childrenOf(node)
  if (!children) return [{ kind: 'unknown', key, op, type }]
  return [
    {
      kind: 'element',
      key,
      op,
      type,
      attrs: attrsOf(node),
      children: children.flatMap((child, i) => whole(child, `${key}.${i}`, op)),
    },
  ]
}

// ---------------------------------------------------------------------------------------------
// Inline content, word by word
// ---------------------------------------------------------------------------------------------

interface InlineToken {
  /** Compared: the text with its format and link. */
  key: string
  text: string
  format: number
  /** The link it is in, if any: the link node, and its key (its attributes). */
  link?: PlainObject
  linkKey: string
  /** Line breaks and inline blocks: the node itself, drawn whole. */
  atom?: PlainObject
}

function inlineTokens(nodes: readonly PlainObject[], into: InlineToken[] = [], link?: PlainObject): InlineToken[] {
  const linkKey = link ? stableStringify(attrsOf(link)) : ''
  for (const node of nodes) {
    const type = String(node.type)
    if (LINK_TYPES.has(type)) {
      inlineTokens(childrenOf(node) ?? [], into, node)
    } else if (typeof node.text === 'string') {
      const format = Number(node.format) || 0
      for (const word of tokenize(node.text))
        into.push({ key: `${word}\u0001${format}\u0001${linkKey}`, text: word, format, link, linkKey })
    } else if (type === 'tab') {
      into.push({ key: `\t\u0001\u0001${linkKey}`, text: '\t', format: 0, link, linkKey })
    } else {
      into.push({ key: `\u0003${signatureOf(node)}\u0001${linkKey}`, text: '', format: 0, link, linkKey, atom: node })
    }
  }
  return into
}

/** Inline render nodes from compared tokens: same-format runs of one edit joined, links around their words. */
function inlineRender(tokens: readonly { token: InlineToken; op: DiffOp }[], key: string): RichTextRenderNode[] {
  const out: RichTextRenderNode[] = []
  let link: { element: RichTextElementRender; linkKey: string; ops: Set<DiffOp> } | null = null
  const closeLink = () => {
    if (!link) return
    const ops = link.ops
    link.element.op = ops.size === 1 ? [...ops][0]! : 'changed'
    link = null
  }
  tokens.forEach(({ token, op }, i) => {
    if (!token.link || (link && link.linkKey !== token.linkKey)) closeLink()
    if (token.link && !link) {
      link = {
        element: {
          kind: 'element',
          key: `${key}.l${i}`,
          op: 'changed',
          type: String(token.link.type),
          attrs: attrsOf(token.link),
          children: [],
        },
        linkKey: token.linkKey,
        ops: new Set(),
      }
      out.push(link.element)
    }
    const into = link ? link.element.children : out
    link?.ops.add(op)
    if (token.atom) {
      into.push(...whole(token.atom, `${key}.${i}`, op))
      return
    }
    const last = into[into.length - 1]
    if (last?.kind === 'text' && last.op === op && last.format === token.format) last.text += token.text
    else into.push({ kind: 'text', key: `${key}.${i}`, op, text: token.text, format: token.format })
  })
  closeLink()
  return out
}

function diffInline(before: readonly PlainObject[], after: readonly PlainObject[], key: string, maxD: number) {
  const b = inlineTokens(before)
  const a = inlineTokens(after)
  const runs = diffSequences(
    b.map((t) => t.key),
    a.map((t) => t.key),
    maxD,
  )
  const merged: { token: InlineToken; op: DiffOp }[] = []
  let i = 0
  let j = 0
  for (const run of runs)
    for (let c = 0; c < run.count; c++) {
      if (run.op === 'equal') {
        merged.push({ token: a[j++]!, op: 'equal' })
        i++
      } else if (run.op === 'delete') merged.push({ token: b[i++]!, op: 'delete' })
      else merged.push({ token: a[j++]!, op: 'insert' })
    }
  return inlineRender(merged, key)
}

// ---------------------------------------------------------------------------------------------
// Children, aligned and paired
// ---------------------------------------------------------------------------------------------

interface Walk {
  maxD: number
  /** Root level under modifiedOnly: unchanged nodes are left out (counted). */
  omitEqual: boolean
  omitted: number
}

function itemWhole(item: Item, key: string, op: DiffOp): RichTextRenderNode[] {
  return item.inline
    ? item.inline.flatMap((node, i) => whole(node, `${key}.${i}`, op))
    : whole(item.node as PlainObject, key, op)
}

/** Two items of the same kind, compared within. */
function diffPair(b: Item, a: Item, key: string, walk: Walk): RichTextRenderNode[] {
  if (b.inline && a.inline) return diffInline(b.inline, a.inline, key, walk.maxD)
  const before = b.node as PlainObject
  const after = a.node as PlainObject
  const type = String(after.type)
  if (type === 'block' || type === 'inlineBlock') {
    const bFields = blockFieldTexts(isPlainObject(before.fields) ? before.fields : {})
    const aFields = blockFieldTexts(isPlainObject(after.fields) ? after.fields : {})
    const names = [...new Set([...aFields.keys(), ...bFields.keys()])]
    const fields = names.map((name) => ({
      name,
      segments: diffWords(bFields.get(name) ?? '', aFields.get(name) ?? '', walk.maxD),
    }))
    const same = fields.every((f) => f.segments.every((segment) => segment.op === 'equal'))
    return [blockRender(after, key, () => fields, same ? 'equal' : 'changed')]
  }
  const bChildren = childrenOf(before)
  const aChildren = childrenOf(after)
  if (!bChildren || !aChildren) return [...itemWhole(b, `${key}b`, 'delete'), ...itemWhole(a, `${key}a`, 'insert')]
  const attrs = attrsOf(after)
  const beforeAttrs = attrsOf(before)
  const element: RichTextElementRender = {
    kind: 'element',
    key,
    op: 'changed',
    type,
    attrs,
    children: diffChildren(bChildren, aChildren, key, { ...walk, omitEqual: false }),
  }
  if (stableStringify(beforeAttrs) !== stableStringify(attrs)) element.beforeAttrs = beforeAttrs
  // Differently saved, the same to see (text split into other nodes, say).
  else if (element.children.every((child) => child.op === 'equal')) element.op = 'equal'
  return [element]
}

function diffChildren(
  before: readonly PlainObject[],
  after: readonly PlainObject[],
  key: string,
  walk: Walk,
): RichTextRenderNode[] {
  const bItems = itemsOf(before)
  const aItems = itemsOf(after)
  const runs: DiffRun[] = diffSequences(
    bItems.map((item) => item.signature),
    aItems.map((item) => item.signature),
    walk.maxD,
  )
  const out: RichTextRenderNode[] = []
  let i = 0
  let j = 0
  let dels: number[] = []
  let inss: number[] = []
  const flush = () => {
    const pairs = pairRegion(
      dels.map((d) => bItems[d]!),
      inss.map((n) => aItems[n]!),
    )
    let d = 0
    let n = 0
    const del = () => {
      const bi = dels[d++]!
      out.push(...itemWhole(bItems[bi]!, `${key}.b${bi}`, 'delete'))
    }
    const ins = () => {
      const aj = inss[n++]!
      out.push(...itemWhole(aItems[aj]!, `${key}.a${aj}`, 'insert'))
    }
    for (const [pd, pn] of pairs) {
      while (d < pd) del()
      while (n < pn) ins()
      const bi = dels[d++]!
      const aj = inss[n++]!
      const pair = diffPair(bItems[bi]!, aItems[aj]!, `${key}.b${bi}a${aj}`, walk)
      if (walk.omitEqual && pair.every((node) => node.op === 'equal')) walk.omitted++
      else out.push(...pair)
    }
    while (d < dels.length) del()
    while (n < inss.length) ins()
    dels = []
    inss = []
  }
  for (const run of runs) {
    if (run.op === 'delete') for (let c = 0; c < run.count; c++) dels.push(i++)
    else if (run.op === 'insert') for (let c = 0; c < run.count; c++) inss.push(j++)
    else {
      flush()
      for (let c = 0; c < run.count; c++) {
        if (walk.omitEqual) walk.omitted++
        else out.push(...itemWhole(aItems[j]!, `${key}.b${i}a${j}`, 'equal'))
        i++
        j++
      }
    }
  }
  flush()
  return out
}

export interface RichTextDiffOptions {
  modifiedOnly: boolean
  maxEditDistance?: number
}

export interface RichTextDiff {
  tree: RichTextRenderNode[]
  /** Unchanged root-level nodes left out (modifiedOnly). */
  omittedBlocks: number
  changed: boolean
}

/** Compares two Lexical documents (either may be missing) into a render tree of their root's children. */
export function diffRichText(
  before: { root: PlainObject } | undefined,
  after: { root: PlainObject } | undefined,
  options: RichTextDiffOptions,
): RichTextDiff {
  // A cleared editor (an empty paragraph) and no value at all are the same to see.
  if (isEmptyDocument(before) && isEmptyDocument(after)) return { tree: [], omittedBlocks: 0, changed: false }
  const walk: Walk = {
    maxD: options.maxEditDistance ?? DEFAULT_MAX_EDIT_DISTANCE,
    omitEqual: options.modifiedOnly,
    omitted: 0,
  }
  const tree = diffChildren(
    (before && childrenOf(before.root)) ?? [],
    (after && childrenOf(after.root)) ?? [],
    'r',
    walk,
  )
  return { tree, omittedBlocks: walk.omitted, changed: tree.some((node) => node.op !== 'equal') }
}

const INLINE_RENDER = new Set(['text', 'linebreak', 'inlineBlock'])

/** The text a side of a render tree shows, one line per block (paragraph, list item, cell…): for tests and summaries. */
export function renderText(nodes: readonly RichTextRenderNode[], side: 'before' | 'after'): string {
  const hidden = side === 'before' ? 'insert' : 'delete'
  const shown = nodes.filter((node) => node.op !== hidden)
  const inline = shown.every(
    (node) => INLINE_RENDER.has(node.kind) || (node.kind === 'element' && LINK_TYPES.has(node.type)),
  )
  return shown
    .map((node): string => {
      switch (node.kind) {
        case 'text':
          return node.text
        case 'linebreak':
          return '\n'
        case 'rule':
          return '―'
        case 'element':
          return renderText(node.children, side)
        case 'upload':
        case 'relationship':
          return `[${node.ref.relationTo} ${node.ref.value}]`
        case 'block':
        case 'inlineBlock': {
          const values = node.fields.map(
            (f) =>
              `${f.name}: ${f.segments
                .filter((s) => s.op !== hidden)
                .map((s) => s.text)
                .join('')}`,
          )
          return `[${node.blockType}]${values.length ? ` ${values.join(' · ')}` : ''}`
        }
        default:
          return `[${node.type}]`
      }
    })
    .join(inline && shown.length ? '' : '\n')
}
