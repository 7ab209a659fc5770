/**
 * Word-level text diff: text is cut into words, whitespace runs and single punctuation marks (one
 * token per character for scripts written without spaces), the token keys are diffed, and the
 * result is merged into segments. Whitespace between two changed stretches is folded into them, so
 * "a b c" → "x y z" reads as one deletion and one insertion rather than a comb of small ones.
 */
import { DEFAULT_MAX_EDIT_DISTANCE, diffSequences } from './sequence'
import type { DiffOp, WordSegment } from './types'

/** A token: `text` is shown, `key` compared (they differ for atoms such as inline blocks). */
export interface Token {
  text: string
  key: string
}

const NO_SPACE_SCRIPTS =
  '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Thai}\\p{sc=Lao}\\p{sc=Khmer}\\p{sc=Myanmar}'
const HAS_NO_SPACE_SCRIPT = new RegExp(`[${NO_SPACE_SCRIPTS}]`, 'u')
const WORD_CHAR = `(?:(?![${NO_SPACE_SCRIPTS}])[\\p{L}\\p{M}\\p{N}_])`
const TOKEN_RE = new RegExp(`[${NO_SPACE_SCRIPTS}]|${WORD_CHAR}+(?:['’]${WORD_CHAR}+)*|\\s+|[\\s\\S]`, 'gu')
/** Same tokens for text without those scripts, without the per-character look-ahead. */
const SIMPLE_TOKEN_RE = /[\p{L}\p{M}\p{N}_]+(?:['’][\p{L}\p{M}\p{N}_]+)*|\s+|[\s\S]/gu

/** Splits text into words ("don't" stays whole), whitespace runs and single other characters. */
export function tokenize(text: string): string[] {
  if (!text) return []
  return text.match(HAS_NO_SPACE_SCRIPT.test(text) ? TOKEN_RE : SIMPLE_TOKEN_RE) ?? []
}

export function textTokens(text: string): Token[] {
  return tokenize(text).map((t) => ({ text: t, key: t }))
}

const isWhitespace = (text: string) => /^\s+$/u.test(text)

/** Word diff of two strings. */
export function diffWords(before: string, after: string, maxEditDistance = DEFAULT_MAX_EDIT_DISTANCE): WordSegment[] {
  if (before === after) return before ? [{ text: before, op: 'equal' }] : []
  return diffTokens(textTokens(before), textTokens(after), maxEditDistance)
}

/** Diffs token lists by key and merges the result into segments. */
export function diffTokens(
  before: readonly Token[],
  after: readonly Token[],
  maxEditDistance = DEFAULT_MAX_EDIT_DISTANCE,
): WordSegment[] {
  const runs = diffSequences(
    before.map((t) => t.key),
    after.map((t) => t.key),
    maxEditDistance,
  )
  const items: WordSegment[] = []
  let i = 0
  let j = 0
  for (const run of runs) {
    for (let c = 0; c < run.count; c++) {
      if (run.op === 'equal') {
        items.push({ text: (after[j] as Token).text, op: 'equal' })
        i++
        j++
      } else if (run.op === 'delete') items.push({ text: (before[i++] as Token).text, op: 'delete' })
      else items.push({ text: (after[j++] as Token).text, op: 'insert' })
    }
  }
  return mergeSegments(items)
}

/**
 * Merges token-level items into segments: adjacent same-op items join; a whitespace-only equal item
 * between changes joins the surrounding change group when that group both deletes and inserts
 * (it then appears on both sides, so neither column loses it).
 */
export function mergeSegments(items: readonly WordSegment[]): WordSegment[] {
  const out: WordSegment[] = []
  const emit = (text: string, op: DiffOp) => {
    if (!text) return
    const last = out[out.length - 1]
    if (last && last.op === op) last.text += text
    else out.push({ text, op })
  }
  let group: WordSegment[] = []
  const flush = () => {
    if (!group.length) return
    const hasDelete = group.some((s) => s.op === 'delete')
    const hasInsert = group.some((s) => s.op === 'insert')
    if (hasDelete && hasInsert) {
      let del = ''
      let ins = ''
      for (const s of group) {
        if (s.op !== 'insert') del += s.text
        if (s.op !== 'delete') ins += s.text
      }
      emit(del, 'delete')
      emit(ins, 'insert')
    } else {
      for (const s of group) emit(s.text, s.op)
    }
    group = []
  }
  for (let k = 0; k < items.length; k++) {
    const item = items[k] as WordSegment
    if (item.op !== 'equal') {
      group.push(item)
      continue
    }
    const next = items[k + 1]
    if (group.length && isWhitespace(item.text) && next && next.op !== 'equal') {
      group.push(item)
      continue
    }
    flush()
    emit(item.text, 'equal')
  }
  flush()
  return out
}

/** The text one side shows: 'before' → equal + delete, 'after' → equal + insert. */
export function sideText(segments: readonly WordSegment[], side: 'before' | 'after'): string {
  const skip: DiffOp = side === 'before' ? 'insert' : 'delete'
  let text = ''
  for (const s of segments) if (s.op !== skip) text += s.text
  return text
}
