/**
 * Rich text (Lexical JSON from @payloadcms/richtext-lexical) compared as text, word by word, per
 * block-level node:
 * 1. each side is flattened into blocks: every element's inline content (text, links, line breaks,
 *    inline blocks) is one block (paragraph, heading, quote, list item, code…); a table cell is one
 *    block; decorator nodes (upload, relationship, block, horizontal rule) are one block each;
 * 2. the block lists are aligned on a full signature (words + formatting + attributes) with the
 *    capped Myers/patience sequence diff;
 * 3. within each stretch of unmatched blocks, deleted and inserted blocks of the same type are paired
 *    (by word overlap, keeping order) and diffed word by word; the others are whole deletions/insertions.
 */
import { DEFAULT_MAX_EDIT_DISTANCE, diffSequences } from './sequence'
import type { RelationRef, RichTextBlockDiff, WordSegment } from './types'
import { isPlainObject, type PlainObject, stableStringify } from './values'
import { diffTokens, textTokens, type Token } from './words'

/** One block of a flattened document. */
export interface RichTextBlock {
  type: string
  tag?: string
  listType?: string
  checked?: boolean
  depth: number
  /** Inline content: one piece per text node, one per atom (line break, tab, inline block). */
  pieces: Token[]
  /** Plain text of the block. */
  text: string
  /** Text and atom keys: equal when the words are, however the text is split into nodes. */
  wordKey: string
  /** Formatting and attributes (text formats per character run, alignment, indent, link targets, tag…). */
  formatKey: string
  /** Everything: blocks with equal signatures are equal. */
  signature: string
  /** Decorator nodes: the raw node. */
  node?: PlainObject
  ref?: RelationRef
  blockType?: string
  /** Table cells: position in their table (0-based). */
  tableCell?: { row: number; column: number }
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

/** Is this a Lexical editor state (`{ root: { children } }`)? */
export function isLexicalState(value: unknown): value is { root: PlainObject } {
  return isPlainObject(value) && isPlainObject(value.root)
}

interface InlineCollector {
  pieces: Token[]
  /** Format of each piece, for the format key. */
  formats: string[]
}

/** A piece whose key differs from its text is an atom (never merged with neighbouring text). */
const isAtom = (piece: Token) => piece.key !== piece.text

function pushPiece(into: InlineCollector, piece: Token, format: string) {
  into.pieces.push(piece)
  into.formats.push(format)
}

const newCollector = (): InlineCollector => ({ pieces: [], formats: [] })

const tokenCache = new WeakMap<RichTextBlock, Token[]>()

/** The block's word tokens (computed on first use: only blocks that get word-diffed need them). */
export function blockTokens(block: RichTextBlock): Token[] {
  let tokens = tokenCache.get(block)
  if (!tokens) {
    tokens = []
    let run = ''
    const flush = () => {
      if (run) for (const token of textTokens(run)) tokens!.push(token)
      run = ''
    }
    for (const piece of block.pieces) {
      if (isAtom(piece)) {
        flush()
        tokens.push(piece)
      } else run += piece.text
    }
    flush()
    tokenCache.set(block, tokens)
  }
  return tokens
}

function collectInline(node: PlainObject, into: InlineCollector, linkFormat: string): void {
  const type = String(node.type)
  if (type === 'linebreak') return pushPiece(into, { text: '\n', key: '\n' }, linkFormat)
  if (type === 'tab') return pushPiece(into, { text: '\t', key: '\t' }, linkFormat)
  if (type === 'inlineBlock') {
    const fields = isPlainObject(node.fields) ? node.fields : {}
    const { id: _id, ...rest } = fields
    const blockType = typeof fields.blockType === 'string' ? fields.blockType : 'inlineBlock'
    return pushPiece(into, { text: `[${blockType}]`, key: `\u0003inlineBlock:${stableStringify(rest)}` }, linkFormat)
  }
  if (typeof node.text === 'string') {
    const format = `${linkFormat}${String(node.format ?? 0)}/${String(node.style ?? '')}`
    if (node.text) pushPiece(into, { text: node.text, key: node.text }, format)
    return
  }
  const children = childrenOf(node)
  if (!children) return
  const nested =
    LINK_TYPES.has(type) && isPlainObject(node.fields)
      ? `${linkFormat}${type}(${stableStringify({ ...node.fields })})`
      : `${linkFormat}${type}:`
  for (const child of children) collectInline(child, into, nested)
}

/** Table cells: all paragraphs of the cell in one block, separated by line breaks. */
function collectCell(node: PlainObject, into: InlineCollector): void {
  let first = true
  for (const child of childrenOf(node) ?? []) {
    if (isInline(child)) {
      collectInline(child, into, '')
      continue
    }
    if (!first) pushPiece(into, { text: '\n', key: '\n' }, '')
    first = false
    collectCell(child, into)
  }
}

/** Formats as runs of characters, so the key does not depend on how text is split into nodes. */
function compressFormats(pieces: readonly Token[], formats: readonly string[]): string {
  let out = ''
  let last: string | undefined
  let length = 0
  pieces.forEach((piece, i) => {
    const f = formats[i] as string
    if (f === last) length += piece.text.length
    else {
      if (last !== undefined) out += `${last}*${length};`
      last = f
      length = piece.text.length
    }
  })
  if (last !== undefined) out += `${last}*${length};`
  return out
}

function attrKey(
  block: Pick<RichTextBlock, 'type' | 'tag' | 'listType' | 'checked' | 'depth'>,
  node: PlainObject,
): string {
  const attributes = ['format', 'indent', 'language', 'headerState', 'colSpan', 'rowSpan', 'backgroundColor'].map(
    (name) => String(node[name] ?? ''),
  )
  return [
    block.type,
    block.tag ?? '',
    block.listType ?? '',
    block.checked === undefined ? '' : String(block.checked),
    block.depth,
    ...attributes,
  ].join('|')
}

function textBlock(
  node: PlainObject,
  type: string,
  into: InlineCollector,
  depth: number,
  listType: string | undefined,
): RichTextBlock {
  const tag = typeof node.tag === 'string' ? node.tag : undefined
  const checked = type === 'listitem' && typeof node.checked === 'boolean' ? node.checked : undefined
  const base = { type, tag, listType: type === 'listitem' ? listType : undefined, checked, depth }
  let wordKey = ''
  let text = ''
  for (const piece of into.pieces) {
    text += piece.text
    wordKey += isAtom(piece) ? `\u0001${piece.key}\u0001` : piece.text
  }
  const formatKey = `${attrKey(base, node)}\u0002${compressFormats(into.pieces, into.formats)}`
  return {
    ...base,
    pieces: into.pieces,
    text,
    wordKey,
    formatKey,
    signature: `${wordKey}\u0004${formatKey}`,
  }
}

function decoratorBlock(node: PlainObject, depth: number): RichTextBlock {
  const type = String(node.type ?? 'unknown')
  const { version: _v, id: _id, ...rest } = node
  if (isPlainObject(rest.fields)) {
    const { id: _fid, ...fields } = rest.fields
    rest.fields = fields
  }
  let text: string
  let ref: RelationRef | undefined
  let blockType: string | undefined
  const target = node.value
  const targetId = isPlainObject(target) ? target.id : target
  if (
    (type === 'upload' || type === 'relationship') &&
    typeof node.relationTo === 'string' &&
    (typeof targetId === 'string' || typeof targetId === 'number')
  ) {
    ref = { relationTo: node.relationTo, value: targetId }
    rest.value = targetId
    text = `[${node.relationTo} ${targetId}]`
  } else if (type === 'block' && isPlainObject(node.fields)) {
    blockType = typeof node.fields.blockType === 'string' ? node.fields.blockType : undefined
    const values = Object.entries(node.fields)
      .filter(([k, v]) => typeof v === 'string' && v !== '' && k !== 'id' && k !== 'blockType' && k !== 'blockName')
      .map(([, v]) => v as string)
    text = `[${blockType ?? 'block'}]${values.length ? ` ${values.join(' · ')}` : ''}`
  } else if (type === 'horizontalrule') {
    text = '―'
  } else {
    text = `[${type}]`
  }
  const formatKey = `${type}\u0002${stableStringify(rest)}`
  return {
    type,
    depth,
    pieces: [{ text, key: text }],
    text,
    wordKey: text,
    formatKey,
    signature: `${text}\u0004${formatKey}`,
    node,
    ref,
    blockType,
  }
}

/** Flattens a Lexical document into blocks (empty paragraphs are left out). */
export function extractBlocks(state: { root: PlainObject }): RichTextBlock[] {
  const blocks: RichTextBlock[] = []
  const walk = (node: PlainObject, listDepth: number, listType: string | undefined) => {
    const type = String(node.type ?? 'unknown')
    const depth = Math.max(0, listDepth - 1)
    if (type === 'tablecell') {
      const into = newCollector()
      collectCell(node, into)
      blocks.push(textBlock(node, type, into, depth, listType))
      return
    }
    if (type === 'table') {
      // Cells carry their position, so the view can lay a changed cell out in its row and column.
      ;(childrenOf(node) ?? []).forEach((row, r) => {
        if (row.type !== 'tablerow') return walk(row, listDepth, listType)
        ;(childrenOf(row) ?? []).forEach((cell, c) => {
          const before = blocks.length
          walk(cell, listDepth, listType)
          for (let k = before; k < blocks.length; k++) (blocks[k] as RichTextBlock).tableCell = { row: r, column: c }
        })
      })
      return
    }
    const children = childrenOf(node)
    if (!children) {
      if (type !== 'root') blocks.push(decoratorBlock(node, depth))
      return
    }
    const childListDepth = type === 'list' ? listDepth + 1 : listDepth
    const childListType = type === 'list' && typeof node.listType === 'string' ? node.listType : listType
    let run = newCollector()
    const flush = () => {
      if (run.pieces.length) blocks.push(textBlock(node, type, run, depth, listType))
      run = newCollector()
    }
    for (const child of children) {
      if (isInline(child)) collectInline(child, run, '')
      else {
        flush()
        walk(child, childListDepth, childListType)
      }
    }
    flush()
  }
  walk(state.root, 0, undefined)
  return blocks
}

// ---------------------------------------------------------------------------------------------
// Block alignment
// ---------------------------------------------------------------------------------------------

/** Regions up to this many (deleted × inserted) blocks are paired by word overlap; larger ones greedily by type. */
const PAIRING_DP_LIMIT = 4096

function wordBag(block: RichTextBlock): Map<string, number> {
  const bag = new Map<string, number>()
  for (const t of blockTokens(block)) {
    if (/^\s+$/u.test(t.key)) continue
    bag.set(t.key, (bag.get(t.key) ?? 0) + 1)
  }
  return bag
}

function similarity(a: Map<string, number>, b: Map<string, number>, sizeA: number, sizeB: number): number {
  const size = Math.max(sizeA, sizeB)
  if (size === 0) return 1
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  let shared = 0
  for (const [key, count] of small) shared += Math.min(count, large.get(key) ?? 0)
  return shared / size
}

/** Monotonic pairs (deleted index, inserted index) within one unmatched stretch. */
function pairRegion(dels: readonly RichTextBlock[], inss: readonly RichTextBlock[]): [number, number][] {
  if (!dels.length || !inss.length) return []
  if (dels.length * inss.length <= PAIRING_DP_LIMIT) {
    const bagsD = dels.map(wordBag)
    const bagsI = inss.map(wordBag)
    const sizeOf = (bag: Map<string, number>) => {
      let n = 0
      for (const c of bag.values()) n += c
      return n
    }
    const sizesD = bagsD.map(sizeOf)
    const sizesI = bagsI.map(sizeOf)
    const cols = inss.length + 1
    const score = new Float64Array((dels.length + 1) * cols)
    for (let i = 1; i <= dels.length; i++) {
      for (let j = 1; j <= inss.length; j++) {
        let best = Math.max(score[(i - 1) * cols + j] as number, score[i * cols + j - 1] as number)
        const d = dels[i - 1] as RichTextBlock
        const n = inss[j - 1] as RichTextBlock
        if (d.type === n.type) {
          // A small bonus pairs same-type blocks by position when no words are shared.
          const w =
            0.01 +
            similarity(
              bagsD[i - 1] as Map<string, number>,
              bagsI[j - 1] as Map<string, number>,
              sizesD[i - 1] as number,
              sizesI[j - 1] as number,
            )
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
  // Large stretches: first same-type inserted block after the last pair, in order.
  const byType = new Map<string, number[]>()
  inss.forEach((block, j) => {
    const list = byType.get(block.type)
    if (list) list.push(j)
    else byType.set(block.type, [j])
  })
  const cursor = new Map<string, number>()
  const pairs: [number, number][] = []
  let last = -1
  dels.forEach((block, i) => {
    const list = byType.get(block.type)
    if (!list) return
    let c = cursor.get(block.type) ?? 0
    while (c < list.length && (list[c] as number) <= last) c++
    cursor.set(block.type, c)
    if (c < list.length) {
      last = list[c] as number
      pairs.push([i, last])
      cursor.set(block.type, c + 1)
    }
  })
  return pairs
}

export interface RichTextDiffOptions {
  modifiedOnly: boolean
  maxEditDistance?: number
}

export interface RichTextDiff {
  blocks: RichTextBlockDiff[]
  omittedBlocks: number
  changed: boolean
}

const equalSegments = (block: RichTextBlock): WordSegment[] => (block.text ? [{ text: block.text, op: 'equal' }] : [])

function sideFields(block: RichTextBlock, side: 'before' | 'after'): Partial<RichTextBlockDiff> {
  const out: Partial<RichTextBlockDiff> = {}
  if (block.node) out[side === 'before' ? 'beforeNode' : 'afterNode'] = block.node
  if (block.ref) out[side === 'before' ? 'beforeRef' : 'afterRef'] = block.ref
  if (block.blockType) out.blockType = block.blockType
  return out
}

type BlockShape = Pick<RichTextBlockDiff, 'type' | 'tag' | 'listType' | 'checked' | 'depth' | 'tableCell'>

/** The block's type and layout attributes, as the diff reports them. */
export function blockShape(block: RichTextBlock): BlockShape {
  const out: BlockShape = { type: block.type, depth: block.depth }
  if (block.tag !== undefined) out.tag = block.tag
  if (block.listType !== undefined) out.listType = block.listType
  if (block.checked !== undefined) out.checked = block.checked
  if (block.tableCell !== undefined) out.tableCell = block.tableCell
  return out
}

/** Diffs two flattened documents. */
export function diffRichTextBlocks(
  before: readonly RichTextBlock[],
  after: readonly RichTextBlock[],
  options: RichTextDiffOptions,
): RichTextDiff {
  const maxD = options.maxEditDistance ?? DEFAULT_MAX_EDIT_DISTANCE
  const runs = diffSequences(
    before.map((b) => b.signature),
    after.map((b) => b.signature),
    maxD,
  )
  const out: RichTextBlockDiff[] = []
  let omitted = 0
  let changed = false
  let i = 0
  let j = 0
  let dels: number[] = []
  let inss: number[] = []

  const emitDelete = (bi: number) => {
    const block = before[bi] as RichTextBlock
    out.push({
      key: `b${bi}`,
      op: 'delete',
      ...blockShape(block),
      segments: block.text ? [{ text: block.text, op: 'delete' }] : [],
      formatChanged: false,
      ...sideFields(block, 'before'),
    })
  }
  const emitInsert = (aj: number) => {
    const block = after[aj] as RichTextBlock
    out.push({
      key: `a${aj}`,
      op: 'insert',
      ...blockShape(block),
      segments: block.text ? [{ text: block.text, op: 'insert' }] : [],
      formatChanged: false,
      ...sideFields(block, 'after'),
    })
  }
  const flushRegion = () => {
    if (!dels.length && !inss.length) return
    changed = true
    const pairs = pairRegion(
      dels.map((bi) => before[bi] as RichTextBlock),
      inss.map((aj) => after[aj] as RichTextBlock),
    )
    let d = 0
    let n = 0
    for (const [pd, pn] of pairs) {
      while (d < pd) emitDelete(dels[d++] as number)
      while (n < pn) emitInsert(inss[n++] as number)
      const bi = dels[d++] as number
      const aj = inss[n++] as number
      const b = before[bi] as RichTextBlock
      const a = after[aj] as RichTextBlock
      const segments = b.wordKey === a.wordKey ? equalSegments(a) : diffTokens(blockTokens(b), blockTokens(a), maxD)
      out.push({
        key: `b${bi}a${aj}`,
        op: 'changed',
        ...blockShape(a),
        segments,
        formatChanged: b.formatKey !== a.formatKey,
        ...sideFields(b, 'before'),
        ...sideFields(a, 'after'),
      })
    }
    while (d < dels.length) emitDelete(dels[d++] as number)
    while (n < inss.length) emitInsert(inss[n++] as number)
    dels = []
    inss = []
  }

  for (const run of runs) {
    if (run.op === 'delete') {
      for (let c = 0; c < run.count; c++) dels.push(i++)
      continue
    }
    if (run.op === 'insert') {
      for (let c = 0; c < run.count; c++) inss.push(j++)
      continue
    }
    flushRegion()
    for (let c = 0; c < run.count; c++) {
      const block = after[j] as RichTextBlock
      if (options.modifiedOnly) omitted++
      else
        out.push({
          key: `b${i}a${j}`,
          op: 'equal',
          ...blockShape(block),
          segments: equalSegments(block),
          formatChanged: false,
          ...sideFields(before[i] as RichTextBlock, 'before'),
          ...sideFields(block, 'after'),
        })
      i++
      j++
    }
  }
  flushRegion()
  return { blocks: out, omittedBlocks: omitted, changed }
}
