import { describe, expect, it } from 'vitest'
import { batches, runBulk, type BatchAnswer, type BulkProgress } from './runner'

const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1))
const allDone = (batch: string[]): Promise<BatchAnswer> =>
  Promise.resolve({ kind: 'answered', done: batch, failed: [] })

async function run(
  list: string[],
  send: (batch: string[]) => Promise<BatchAnswer>,
  isCancelled = () => false,
  from?: BulkProgress,
) {
  const seen: BulkProgress[] = []
  const result = await runBulk(list, send, { isCancelled, onProgress: (p) => seen.push(p), from })
  return { result, seen }
}

describe('bulk runner', () => {
  it('cuts the ids into batches of at most 100', () => {
    expect(batches(ids(250)).map((b) => b.length)).toEqual([100, 100, 50])
  })

  it('sends one request per batch and reports progress after each', async () => {
    const sent: number[] = []
    const { result, seen } = await run(ids(230), (batch) => {
      sent.push(batch.length)
      return allDone(batch)
    })
    expect(sent).toEqual([100, 100, 30])
    expect(result).toMatchObject({ state: 'finished', total: 230, remaining: [], failed: [] })
    expect(result.done).toHaveLength(230)
    expect(seen.map((p) => p.done.length)).toEqual([0, 100, 200, 230, 230])
  })

  it('reports locked documents as skipped, other errors as failed, and unanswered ids as missing', async () => {
    const { result } = await run(ids(4), () =>
      Promise.resolve({
        kind: 'answered',
        done: ['1'],
        failed: [
          { id: '2', message: 'Document with ID 2 is currently locked by another user and cannot be modified.' },
          { id: '3', message: 'The following field is invalid: Slug' },
        ],
      }),
    )
    expect(result.done).toEqual(['1'])
    expect(result.failed).toEqual([
      { id: '2', reason: 'locked', message: expect.stringContaining('locked') as string },
      { id: '3', reason: 'error', message: 'The following field is invalid: Slug' },
      { id: '4', reason: 'missing', message: '' },
    ])
  })

  it('a cancel stops after the batch under way', async () => {
    let cancelled = false
    const { result } = await run(
      ids(300),
      (batch) => {
        cancelled = true
        return allDone(batch)
      },
      () => cancelled,
    )
    expect(result.state).toBe('cancelled')
    expect(result.done).toHaveLength(100)
    expect(result.remaining).toHaveLength(200)
  })

  it('a lost connection stops with the count done, and a retry sends only the rest', async () => {
    let calls = 0
    const { result } = await run(ids(250), (batch) =>
      ++calls === 2 ? Promise.resolve({ kind: 'lost', message: 'gone' }) : allDone(batch),
    )
    expect(result).toMatchObject({ state: 'lost', message: 'gone' })
    expect(result.done).toHaveLength(100)
    expect(result.remaining).toHaveLength(150)

    const sent: string[][] = []
    const { result: retried } = await run(
      [],
      (batch) => {
        sent.push(batch)
        return allDone(batch)
      },
      () => false,
      result,
    )
    expect(sent.flat()).toEqual(ids(250).slice(100))
    expect(retried).toMatchObject({ state: 'finished', total: 250 })
    expect(retried.done).toHaveLength(250)
  })

  it('a batch the server refuses as a whole fails each of its documents, and the next batch still runs', async () => {
    let calls = 0
    const { result } = await run(ids(150), (batch) =>
      ++calls === 1 ? Promise.resolve({ kind: 'rejected', message: 'Forbidden' }) : allDone(batch),
    )
    expect(result.state).toBe('finished')
    expect(result.failed).toHaveLength(100)
    expect(result.done).toHaveLength(50)
  })
})
