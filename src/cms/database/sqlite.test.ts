import { describe, expect, it } from 'vitest'

import { takeTurns } from './sqlite.js'
import { writeTurns } from './write-turns.js'

/**
 * An adapter as @payloadcms/drizzle shapes it: transactions by id in `sessions`, writes that take a
 * `req`, and an upsert that calls the adapter's own updateOne (as the real one does). Each write
 * records whether another write was under way at the same time: SQLite would have refused it.
 */
type WriteArgs = { req?: { transactionID?: string } }
type FakeAdapter = {
  sessions: Record<string, unknown>
  beginTransaction: () => Promise<string>
  commitTransaction: (id: string) => Promise<void>
  rollbackTransaction: (id: string) => Promise<void>
  updateOne: (args: WriteArgs) => Promise<void>
  upsert: (args: WriteArgs) => Promise<void>
}

const fakeAdapter = () => {
  let writing = 0
  const overlaps: string[] = []
  const write = async (name: string) => {
    if (writing) overlaps.push(name)
    writing++
    await new Promise((resolve) => setTimeout(resolve, 5))
    writing--
  }
  let next = 0
  const adapter: FakeAdapter = {
    sessions: {},
    beginTransaction: async () => {
      const id = `tx${++next}`
      adapter.sessions[id] = {}
      if (writing) overlaps.push('begin')
      writing++
      return Promise.resolve(id)
    },
    commitTransaction: async (id: string) => {
      delete adapter.sessions[id]
      writing--
      return Promise.resolve()
    },
    rollbackTransaction: async (id: string) => {
      delete adapter.sessions[id]
      writing--
      return Promise.resolve()
    },
    updateOne: async (args) => {
      // Inside its own transaction a write does not count as another writer.
      if (args.req?.transactionID && args.req.transactionID in adapter.sessions) return
      await write('updateOne')
    },
    // Read at call time: the turn-taking one, once the adapter is wrapped.
    upsert: (args) => adapter.updateOne(args),
  }
  return { adapter, overlaps }
}

describe('SQLite writes taking turns', () => {
  it('runs transactions and the writes outside them one at a time, and writes inside a transaction at once', async () => {
    const { adapter, overlaps } = fakeAdapter()
    takeTurns(adapter, writeTurns(1000))
    const tx = async () => {
      const id = await adapter.beginTransaction()
      await adapter.updateOne({ req: { transactionID: id } })
      await new Promise((resolve) => setTimeout(resolve, 5))
      await adapter.commitTransaction(id)
    }
    await Promise.all([tx(), adapter.updateOne({}), tx(), adapter.upsert({}), adapter.updateOne({ req: {} })])
    expect(overlaps).toEqual([])
  })

  it("lets a write's own nested writes through in its turn (an upsert updating), instead of waiting for itself", async () => {
    const { adapter } = fakeAdapter()
    takeTurns(adapter, writeTurns(200))
    await expect(adapter.upsert({})).resolves.toBeUndefined()
  })

  it('ends the turn when a transaction is rolled back, so the next write goes on', async () => {
    const { adapter, overlaps } = fakeAdapter()
    takeTurns(adapter, writeTurns(500))
    const id = await adapter.beginTransaction()
    const after = adapter.updateOne({})
    await adapter.rollbackTransaction(id)
    await after
    expect(overlaps).toEqual([])
  })

  it('refuses, after the wait, a write outside the transaction its own request holds, instead of hanging', async () => {
    const { adapter } = fakeAdapter()
    takeTurns(adapter, writeTurns(100))
    const id = await adapter.beginTransaction()
    // A hook that forgot to pass `req`: it waits for the turn its own request holds.
    await expect(adapter.updateOne({})).rejects.toThrow(/busy with another write/)
    await adapter.commitTransaction(id)
  })
})
