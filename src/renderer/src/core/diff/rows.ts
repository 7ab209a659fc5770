/**
 * Matching array/blocks rows of two versions by their `id`, in O(n log n):
 * - rows with the same id pair up (hash map); rows without a usable id (or a duplicate one) pair up
 *   by position among themselves;
 * - of the rest, rows with equal content (ids left out) pair up: an array rewritten through the API
 *   gets new ids for the same rows; when no id matched at all (the whole array was replaced), the
 *   remaining rows pair by position as Payload's own view does; what is left is added (current only)
 *   or removed (compare only);
 * - among paired rows, the longest run that kept its relative order stays put; every other paired
 *   row is reported as moved, so one row dragged to the top is one move, not a shifted list;
 * - display order is the current order, each removed row placed after the nearest row that preceded
 *   it in the compare version and stayed put (at the top when there is none).
 */
import { longestIncreasingSubsequence } from './sequence'
import { idOf, isPlainObject, stableStringify } from './values'

export interface RowMatch {
  /** Position in the compare version, null when added. */
  beforeIndex: number | null
  /** Position in the current version, null when removed. */
  afterIndex: number | null
  /** Id both rows share (or the only side's id), null without one. */
  id: string | number | null
  /** Unique among the matches: the id when it identified the rows, else the positions. */
  key: string
  moved: boolean
  /** How the two rows were paired (null for added and removed rows). */
  matchedBy: RowMatchedBy | null
}

export type RowMatchedBy = 'id' | 'content' | 'position'

/** Content of a row without ids (its own and those of nested rows), as a comparable key. */
function contentKey(row: unknown): string {
  const strip = (value: unknown, inArray: boolean): unknown => {
    if (Array.isArray(value)) return value.map((v) => strip(v, true))
    if (!isPlainObject(value)) return value
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) if (!(inArray && k === 'id')) out[k] = strip(v, false)
    return out
  }
  return stableStringify(strip(row, true))
}

export function matchRows(before: readonly unknown[], after: readonly unknown[]): RowMatch[] {
  const idKey = (row: unknown) => {
    const id = idOf(row)
    return id === undefined ? undefined : `${typeof id}:${id}`
  }

  // Ids seen more than once on a side cannot identify a row: treat those rows as id-less.
  const duplicates = (rows: readonly unknown[]) => {
    const seen = new Set<string>()
    const dup = new Set<string>()
    for (const row of rows) {
      const key = idKey(row)
      if (key === undefined) continue
      if (seen.has(key)) dup.add(key)
      else seen.add(key)
    }
    return dup
  }
  const dupBefore = duplicates(before)
  const dupAfter = duplicates(after)
  const usableKey = (row: unknown, dup: Set<string>) => {
    const key = idKey(row)
    return key === undefined || dup.has(key) ? undefined : key
  }

  const beforeByKey = new Map<string, number>()
  const idlessBefore: number[] = []
  before.forEach((row, i) => {
    const key = usableKey(row, dupBefore)
    if (key === undefined) idlessBefore.push(i)
    else beforeByKey.set(key, i)
  })

  const pairOfAfter = new Int32Array(after.length).fill(-1)
  const pairOfBefore = new Int32Array(before.length).fill(-1)
  const idlessAfter: number[] = []
  after.forEach((row, j) => {
    const key = usableKey(row, dupAfter)
    if (key === undefined) {
      idlessAfter.push(j)
      return
    }
    const i = beforeByKey.get(key)
    if (i !== undefined) {
      pairOfAfter[j] = i
      pairOfBefore[i] = j
    }
  })
  const matchedBy = new Array<RowMatchedBy | null>(after.length).fill(null)
  let idPairs = 0
  for (let j = 0; j < after.length; j++) {
    if ((pairOfAfter[j] as number) >= 0) {
      matchedBy[j] = 'id'
      idPairs++
    }
  }
  for (let p = 0; p < Math.min(idlessBefore.length, idlessAfter.length); p++) {
    const i = idlessBefore[p] as number
    const j = idlessAfter[p] as number
    pairOfAfter[j] = i
    pairOfBefore[i] = j
    matchedBy[j] = 'position'
  }

  // Same content under new ids.
  const unmatchedBefore = () => before.map((_, i) => i).filter((i) => (pairOfBefore[i] as number) < 0)
  const byContent = new Map<string, number[]>()
  for (const i of unmatchedBefore()) {
    const key = contentKey(before[i])
    const list = byContent.get(key)
    if (list) list.push(i)
    else byContent.set(key, [i])
  }
  if (byContent.size) {
    for (let j = 0; j < after.length; j++) {
      if ((pairOfAfter[j] as number) >= 0) continue
      const i = byContent.get(contentKey(after[j]))?.shift()
      if (i === undefined) continue
      pairOfAfter[j] = i
      pairOfBefore[i] = j
      matchedBy[j] = 'content'
    }
  }

  // The whole array replaced (no id in common): pair what is left by position.
  if (idPairs === 0) {
    const leftBefore = unmatchedBefore()
    let p = 0
    for (let j = 0; j < after.length && p < leftBefore.length; j++) {
      if ((pairOfAfter[j] as number) >= 0) continue
      const i = leftBefore[p++] as number
      pairOfAfter[j] = i
      pairOfBefore[i] = j
      matchedBy[j] = 'position'
    }
  }

  // Stable rows: the longest subsequence of pairs (in current order) whose compare positions increase.
  const pairedAfter: number[] = []
  const pairedBeforePositions: number[] = []
  for (let j = 0; j < after.length; j++) {
    if ((pairOfAfter[j] as number) >= 0) {
      pairedAfter.push(j)
      pairedBeforePositions.push(pairOfAfter[j] as number)
    }
  }
  const keep = longestIncreasingSubsequence(pairedBeforePositions)
  const stableAfter = new Uint8Array(after.length)
  pairedAfter.forEach((j, p) => {
    if (keep[p]) stableAfter[j] = 1
  })

  // Removed rows, grouped by the current position of their anchor (-1: at the top).
  const removedByAnchor = new Map<number, number[]>()
  let anchor = -1
  for (let i = 0; i < before.length; i++) {
    const j = pairOfBefore[i] as number
    if (j >= 0) {
      if (stableAfter[j]) anchor = j
      continue
    }
    const list = removedByAnchor.get(anchor)
    if (list) list.push(i)
    else removedByAnchor.set(anchor, [i])
  }

  const out: RowMatch[] = []
  const pushRemoved = (at: number) => {
    for (const i of removedByAnchor.get(at) ?? []) {
      const key = usableKey(before[i], dupBefore)
      out.push({
        beforeIndex: i,
        afterIndex: null,
        id: idOf(before[i]) ?? null,
        key: key ?? `#${i}-`,
        moved: false,
        matchedBy: null,
      })
    }
  }
  pushRemoved(-1)
  for (let j = 0; j < after.length; j++) {
    const i = pairOfAfter[j] as number
    const key = matchedBy[j] === 'id' || i < 0 ? usableKey(after[j], dupAfter) : undefined
    out.push({
      beforeIndex: i >= 0 ? i : null,
      afterIndex: j,
      id: idOf(after[j]) ?? (i >= 0 ? (idOf(before[i]) ?? null) : null),
      key: key ?? `#${i >= 0 ? i : ''}-${j}`,
      moved: i >= 0 && !stableAfter[j],
      matchedBy: matchedBy[j] ?? null,
    })
    pushRemoved(j)
  }
  return out
}
