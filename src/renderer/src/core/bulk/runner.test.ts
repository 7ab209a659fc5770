import { describe, expect, it } from 'vitest'
import { batches, CONFIRM_WAITS_MS, runBulk, type BatchAnswer, type BulkProgress, type ConfirmAnswer } from './runner'

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

  describe('a batch whose answer was lost', () => {
    const lost = (): Promise<BatchAnswer> => Promise.resolve({ kind: 'lost', message: 'The CMS is not reachable.' })
    const noWait = () => Promise.resolve()

    it('is read again, and the documents the server changed count as done, not as failed', async () => {
      const asked: string[][] = []
      const seen: BulkProgress[] = []
      const result = await runBulk(ids(50), lost, {
        isCancelled: () => false,
        onProgress: (p) => seen.push(p),
        wait: noWait,
        confirm: (batch) => {
          asked.push(batch)
          return Promise.resolve({ kind: 'read', done: batch, notDone: [] })
        },
      })
      expect(asked).toEqual([ids(50)])
      expect(seen.map((p) => p.state)).toContain('checking')
      expect(result).toMatchObject({ state: 'finished', failed: [], remaining: [], unknown: [] })
      expect(result.done).toHaveLength(50)
    })

    it('keeps asking until the CMS answers, then stops with the rest and the ones not done to retry', async () => {
      const waits: number[] = []
      let reads = 0
      let sends = 0
      const result = await runBulk(ids(150), (batch) => (++sends === 1 ? lost() : allDone(batch)), {
        isCancelled: () => false,
        onProgress: () => undefined,
        wait: (ms) => {
          waits.push(ms)
          return Promise.resolve()
        },
        confirm: (batch): Promise<ConfirmAnswer> =>
          ++reads < 3
            ? Promise.resolve({ kind: 'lost', message: 'still down' })
            : Promise.resolve({ kind: 'read', done: batch.slice(0, 40), notDone: batch.slice(40) }),
      })
      expect(reads).toBe(3)
      expect(waits).toEqual(CONFIRM_WAITS_MS.slice(1, 3))
      expect(result.state).toBe('lost')
      expect(result.done).toEqual(ids(40))
      // Not done first (a retry sends them again), then the batch never sent.
      expect(result.remaining).toEqual(ids(150).slice(40))
      expect(result.unknown).toEqual([])
      expect(result.failed).toEqual([])
    })

    it('reports the documents no read could tell as unknown; a retry reads them first and sends only the not done', async () => {
      const first = await runBulk(ids(10), lost, {
        isCancelled: () => false,
        onProgress: () => undefined,
        wait: noWait,
        confirm: () => Promise.resolve({ kind: 'lost', message: 'still down' }),
      })
      expect(first).toMatchObject({ state: 'lost', done: [], remaining: [] })
      expect(first.unknown).toEqual(ids(10))

      const sent: string[][] = []
      const retried = await runBulk(
        [],
        (batch) => {
          sent.push(batch)
          return allDone(batch)
        },
        {
          isCancelled: () => false,
          onProgress: () => undefined,
          wait: noWait,
          from: first,
          confirm: (batch) => Promise.resolve({ kind: 'read', done: batch.slice(0, 6), notDone: batch.slice(6) }),
        },
      )
      expect(sent).toEqual([ids(10).slice(6)])
      expect(retried).toMatchObject({ state: 'finished', unknown: [], remaining: [] })
      expect(retried.done).toEqual(ids(10))
    })

    it('a document the read does not name either way stays unknown', async () => {
      const result = await runBulk(ids(3), lost, {
        isCancelled: () => false,
        onProgress: () => undefined,
        wait: noWait,
        confirm: () => Promise.resolve({ kind: 'read', done: ['1'], notDone: ['2'] }),
      })
      expect(result).toMatchObject({ state: 'lost', done: ['1'], remaining: ['2'], unknown: ['3'] })
    })

    it('a cancel while the CMS is still down stops asking: the batch is unknown', async () => {
      let cancelled = false
      let reads = 0
      const result = await runBulk(ids(5), lost, {
        isCancelled: () => cancelled,
        onProgress: () => undefined,
        wait: noWait,
        confirm: () => {
          reads++
          cancelled = true
          return Promise.resolve({ kind: 'lost', message: 'down' })
        },
      })
      expect(reads).toBe(1)
      expect(result.unknown).toEqual(ids(5))
    })
  })
})
