import { describe, expect, it } from 'vitest'
import { type DiffRun, diffSequences, longestIncreasingSubsequence } from './sequence'

/** Replays runs: the 'before' side (equal + delete) and the 'after' side (equal + insert). */
function replay<T>(a: readonly T[], b: readonly T[], runs: readonly DiffRun[]) {
  const left: T[] = []
  const right: T[] = []
  let i = 0
  let j = 0
  for (const run of runs) {
    for (let c = 0; c < run.count; c++) {
      if (run.op === 'equal') {
        expect(a[i]).toEqual(b[j])
        left.push(a[i++] as T)
        right.push(b[j++] as T)
      } else if (run.op === 'delete') left.push(a[i++] as T)
      else right.push(b[j++] as T)
    }
  }
  return { left, right }
}

const edits = (runs: readonly DiffRun[]) => runs.filter((r) => r.op !== 'equal').reduce((s, r) => s + r.count, 0)

function lcsLength<T>(a: readonly T[], b: readonly T[]): number {
  const dp = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      dp[i]![j] = a[i - 1] === b[j - 1] ? dp[i - 1]![j - 1]! + 1 : Math.max(dp[i - 1]![j]!, dp[i]![j - 1]!)
  return dp[a.length]![b.length]!
}

/** Small deterministic PRNG (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

describe('diffSequences', () => {
  it('finds equal, inserted and deleted runs', () => {
    expect(diffSequences(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual([{ op: 'equal', count: 3 }])
    expect(diffSequences(['a', 'c'], ['a', 'b', 'c'])).toEqual([
      { op: 'equal', count: 1 },
      { op: 'insert', count: 1 },
      { op: 'equal', count: 1 },
    ])
    expect(diffSequences(['a', 'b', 'c'], ['a', 'c'])).toEqual([
      { op: 'equal', count: 1 },
      { op: 'delete', count: 1 },
      { op: 'equal', count: 1 },
    ])
    expect(diffSequences([], ['x'])).toEqual([{ op: 'insert', count: 1 }])
    expect(diffSequences(['x'], [])).toEqual([{ op: 'delete', count: 1 }])
    expect(diffSequences([], [])).toEqual([])
  })

  it('is minimal (edits = n + m − 2·LCS) and replays both sides on random inputs', () => {
    const rand = random(7)
    for (let round = 0; round < 200; round++) {
      const gen = () => Array.from({ length: Math.floor(rand() * 30) }, () => Math.floor(rand() * 6))
      const a = gen()
      const b = gen()
      const runs = diffSequences(a, b)
      const { left, right } = replay(a, b, runs)
      expect(left).toEqual(a)
      expect(right).toEqual(b)
      expect(edits(runs)).toBe(a.length + b.length - 2 * lcsLength(a, b))
    }
  })

  it('falls back to unique-key anchors past the edit-distance cap, still replaying both sides', () => {
    const rand = random(11)
    for (let round = 0; round < 50; round++) {
      const a = Array.from({ length: 300 }, (_, i) => (rand() < 0.5 ? `u${i}` : `r${Math.floor(rand() * 5)}`))
      const b = a.filter(() => rand() > 0.3).concat(Array.from({ length: 40 }, (_, i) => `n${i}`))
      const runs = diffSequences(a, b, 5)
      const { left, right } = replay(a, b, runs)
      expect(left).toEqual(a)
      expect(right).toEqual(b)
    }
    // Anchors on the unique keys keep them equal although the cap is tiny.
    const runs = diffSequences(['x', 'A', 'y', 'B', 'z'], ['p', 'A', 'q', 'B', 'r'], 1)
    expect(runs.filter((r) => r.op === 'equal').reduce((s, r) => s + r.count, 0)).toBe(2)
  })

  it('replaces whole when nothing anchors and the cap is exceeded', () => {
    const runs = diffSequences(['a', 'a', 'b', 'b'], ['c', 'c', 'd', 'd'], 1)
    expect(runs).toEqual([
      { op: 'delete', count: 4 },
      { op: 'insert', count: 4 },
    ])
  })
})

describe('longestIncreasingSubsequence', () => {
  it('marks one longest strictly increasing subsequence', () => {
    const values = [3, 0, 1, 7, 2, 8, 4]
    const keep = longestIncreasingSubsequence(values)
    const picked = values.filter((_, i) => keep[i])
    expect(picked).toHaveLength(4)
    for (let i = 1; i < picked.length; i++) expect(picked[i]!).toBeGreaterThan(picked[i - 1]!)
    expect(longestIncreasingSubsequence([])).toEqual([])
    expect(longestIncreasingSubsequence([5, 4, 3]).filter(Boolean)).toHaveLength(1)
  })
})
