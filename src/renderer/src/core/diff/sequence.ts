/**
 * Sequence diff on token keys: common prefix/suffix trimmed, then Myers' O((N+M)·D) algorithm with
 * a cap on the edit distance D. Past the cap the middle is anchored on keys that occur once on each
 * side (patience diff: longest increasing subsequence of their positions), and the gaps between the
 * anchors are diffed with Myers again or, past the cap, replaced whole. Time stays near-linear for
 * large inputs and memory O(D²) at most.
 */
import type { DiffOp } from './types'

export interface DiffRun {
  op: DiffOp
  count: number
}

export const DEFAULT_MAX_EDIT_DISTANCE = 1000

class Runs {
  readonly list: DiffRun[] = []
  push(op: DiffOp, count: number): void {
    if (count <= 0) return
    const last = this.list[this.list.length - 1]
    if (last && last.op === op) last.count += count
    else this.list.push({ op, count })
  }
  append(runs: readonly DiffRun[]): void {
    for (const run of runs) this.push(run.op, run.count)
  }
}

/** Diffs two sequences of keys. Runs consume: 'equal' both sides, 'delete' `a`, 'insert' `b`. */
export function diffSequences<K extends string | number>(
  a: readonly K[],
  b: readonly K[],
  maxEditDistance = DEFAULT_MAX_EDIT_DISTANCE,
): DiffRun[] {
  const ids = new Map<K, number>()
  const intern = (list: readonly K[]) => {
    const out = new Int32Array(list.length)
    for (let i = 0; i < list.length; i++) {
      const key = list[i] as K
      let id = ids.get(key)
      if (id === undefined) {
        id = ids.size
        ids.set(key, id)
      }
      out[i] = id
    }
    return out
  }
  return diffIds(intern(a), intern(b), Math.max(0, Math.floor(maxEditDistance)))
}

/** What every step of one diff shares: both sides' keys, the cap on the edit distance and the runs found. */
interface Sides {
  a: Int32Array
  b: Int32Array
  maxD: number
  runs: Runs
}

function diffIds(a: Int32Array, b: Int32Array, maxD: number): DiffRun[] {
  const sides: Sides = { a, b, maxD, runs: new Runs() }
  diffRange(sides, 0, a.length, 0, b.length, true)
  return sides.runs.list
}

function diffRange(
  sides: Sides,
  aStart: number,
  aEnd: number,
  bStart: number,
  bEnd: number,
  allowPatience: boolean,
): void {
  const { a, b, maxD, runs } = sides
  let prefix = 0
  while (aStart + prefix < aEnd && bStart + prefix < bEnd && a[aStart + prefix] === b[bStart + prefix]) prefix++
  aStart += prefix
  bStart += prefix
  let suffix = 0
  while (aEnd - suffix > aStart && bEnd - suffix > bStart && a[aEnd - suffix - 1] === b[bEnd - suffix - 1]) suffix++
  aEnd -= suffix
  bEnd -= suffix
  runs.push('equal', prefix)
  const n = aEnd - aStart
  const m = bEnd - bStart
  if (n === 0 || m === 0) {
    runs.push('delete', n)
    runs.push('insert', m)
  } else {
    // Skip Myers when the edit distance surely exceeds the cap: D ≥ n + m − 2·(keys the sides share).
    const exact =
      n + m > maxD && editDistanceLowerBound(a, aStart, aEnd, b, bStart, bEnd) > maxD
        ? null
        : myers(a, aStart, n, b, bStart, m, maxD)
    if (exact) runs.append(exact)
    else if (allowPatience) patience(sides, aStart, aEnd, bStart, bEnd)
    else {
      runs.push('delete', n)
      runs.push('insert', m)
    }
  }
  runs.push('equal', suffix)
}

function editDistanceLowerBound(
  a: Int32Array,
  aStart: number,
  aEnd: number,
  b: Int32Array,
  bStart: number,
  bEnd: number,
): number {
  const n = aEnd - aStart
  const m = bEnd - bStart
  const counts = countKeys(a, aStart, aEnd)
  let shared = 0
  for (let j = bStart; j < bEnd; j++) {
    const left = counts.get(b[j] as number)
    if (left) {
      shared++
      counts.set(b[j] as number, left - 1)
    }
  }
  return n + m - 2 * shared
}

/** Myers' greedy diff; null when the edit distance exceeds `maxD`. */
function myers(
  a: Int32Array,
  aOff: number,
  n: number,
  b: Int32Array,
  bOff: number,
  m: number,
  maxD: number,
): DiffRun[] | null {
  const max = Math.min(n + m, maxD)
  const offset = max + 1
  const v = new Int32Array(2 * max + 3)
  // trace[d]: the furthest-reaching x per diagonal k ∈ [-d-1, d+1] before step d.
  const trace: Int32Array[] = []
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2))
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number))
          ? (v[offset + k + 1] as number)
          : (v[offset + k - 1] as number) + 1
      let y = x - k
      while (x < n && y < m && a[aOff + x] === b[bOff + y]) {
        x++
        y++
      }
      v[offset + k] = x
      if (x >= n && y >= m) return backtrack(trace, d, n, m)
    }
  }
  return null
}

function backtrack(trace: Int32Array[], dEnd: number, n: number, m: number): DiffRun[] {
  const reversed: DiffRun[] = []
  const push = (op: DiffOp, count: number) => {
    if (count <= 0) return
    const last = reversed[reversed.length - 1]
    if (last && last.op === op) last.count += count
    else reversed.push({ op, count })
  }
  let x = n
  let y = m
  for (let d = dEnd; d > 0; d--) {
    const snap = trace[d] as Int32Array
    const at = (k: number) => snap[k + d + 1] as number
    const k = x - y
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1))
    const prevK = down ? k + 1 : k - 1
    const prevX = at(prevK)
    const prevY = prevX - prevK
    const snakeStart = down ? prevX : prevX + 1
    push('equal', x - snakeStart)
    push(down ? 'insert' : 'delete', 1)
    x = prevX
    y = prevY
  }
  push('equal', x)
  return reversed.reverse()
}

/** How often each key occurs in `ids[start..end)`. */
function countKeys(ids: Int32Array, start: number, end: number): Map<number, number> {
  const counts = new Map<number, number>()
  for (let i = start; i < end; i++) counts.set(ids[i] as number, (counts.get(ids[i] as number) ?? 0) + 1)
  return counts
}

/** Anchors on keys unique on both sides, in an order both sides agree on; gaps diffed without patience. */
function patience(sides: Sides, aStart: number, aEnd: number, bStart: number, bEnd: number): void {
  const { a, b } = sides
  const countA = countKeys(a, aStart, aEnd)
  const countB = countKeys(b, bStart, bEnd)
  const posB = new Map<number, number>()
  for (let j = bStart; j < bEnd; j++) posB.set(b[j] as number, j)
  const pairsA: number[] = []
  const pairsB: number[] = []
  for (let i = aStart; i < aEnd; i++) {
    const key = a[i] as number
    if (countA.get(key) === 1 && countB.get(key) === 1) {
      pairsA.push(i)
      pairsB.push(posB.get(key) as number)
    }
  }
  const keep = longestIncreasingSubsequence(pairsB)
  let ai = aStart
  let bj = bStart
  for (let p = 0; p < pairsA.length; p++) {
    if (!keep[p]) continue
    const anchorA = pairsA[p] as number
    const anchorB = pairsB[p] as number
    diffRange(sides, ai, anchorA, bj, anchorB, false)
    sides.runs.push('equal', 1)
    ai = anchorA + 1
    bj = anchorB + 1
  }
  diffRange(sides, ai, aEnd, bj, bEnd, false)
}

/**
 * Marks the members of one longest strictly increasing subsequence of `values` (O(n log n),
 * patience sorting with back links).
 */
export function longestIncreasingSubsequence(values: readonly number[]): boolean[] {
  const n = values.length
  const tails: number[] = [] // index into values of the smallest tail of each length
  const prev = new Int32Array(n).fill(-1)
  for (let i = 0; i < n; i++) {
    const value = values[i] as number
    let lo = 0
    let hi = tails.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((values[tails[mid] as number] as number) < value) lo = mid + 1
      else hi = mid
    }
    if (lo > 0) prev[i] = tails[lo - 1] as number
    tails[lo] = i
  }
  const keep: boolean[] = new Array<boolean>(n).fill(false)
  let i = tails.length ? (tails[tails.length - 1] as number) : -1
  while (i >= 0) {
    keep[i] = true
    i = prev[i] as number
  }
  return keep
}
