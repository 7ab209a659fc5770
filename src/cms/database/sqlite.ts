/**
 * The built-in CMS on SQLite, with transactions: each document's write (its row, its locales, its
 * version, its lock's removal) is committed whole or not at all, as on PostgreSQL. @payloadcms/db-sqlite
 * leaves transactions off unless `transactionOptions` is given; with them on, writes take turns
 * (write-turns.ts), since SQLite has one writer and libsql fails a second one at once.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import { sqliteAdapter, type SQLiteAdapterArgs } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { writeTurns, type WriteTurns } from './write-turns.js'

/** Longer than any one document's write takes, short enough that a write waiting on itself says so. */
export const WRITE_TURN_WAIT_MS = 30_000

/** The adapter's methods that write: outside a transaction each takes a turn of its own. */
const WRITE_METHODS = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

/** Set while a write outside a transaction holds its turn. */
const inWriteTurn = new AsyncLocalStorage<true>()

type Method = (this: unknown, ...args: unknown[]) => Promise<unknown>
type AdapterLike = Record<string, unknown> & { sessions: Record<string, unknown> }

/** The request's transaction, where it has one this adapter still holds open. */
const openTransaction = async (adapter: AdapterLike, args: unknown): Promise<boolean> => {
  const id = (args as { req?: { transactionID?: unknown } } | undefined)?.req?.transactionID
  const resolved = id instanceof Promise ? await (id as Promise<unknown>) : id
  return (typeof resolved === 'string' || typeof resolved === 'number') && String(resolved) in adapter.sessions
}

/** Makes one adapter instance take turns: its transactions and its writes outside them. */
export const takeTurns = (adapter: AdapterLike, turns: WriteTurns): void => {
  const begin = adapter.beginTransaction as Method
  const commit = adapter.commitTransaction as Method
  const rollback = adapter.rollbackTransaction as Method
  const ends = new Map<string, () => void>()
  const end = (id: unknown) => {
    const key = String(id instanceof Promise ? '' : id)
    ends.get(key)?.()
    ends.delete(key)
  }

  adapter.beginTransaction = async function (this: unknown, ...args: unknown[]) {
    const endTurn = await turns.take()
    try {
      const id = await begin.apply(this, args)
      ends.set(String(id), endTurn)
      return id
    } catch (error) {
      endTurn()
      throw error
    }
  }
  // Committed or rolled back, the transaction gives its turn to the next, whatever the outcome.
  const endingTheTurn = (finish: Method): Method =>
    async function (this: unknown, ...args: unknown[]) {
      const id = args[0] instanceof Promise ? await (args[0] as Promise<unknown>) : args[0]
      try {
        return await finish.call(this, id)
      } finally {
        end(id)
      }
    }
  adapter.commitTransaction = endingTheTurn(commit)
  adapter.rollbackTransaction = endingTheTurn(rollback)
  for (const name of WRITE_METHODS) {
    const write = adapter[name] as Method | undefined
    if (typeof write !== 'function') continue
    adapter[name] = async function (this: unknown, ...args: unknown[]) {
      // The adapter's own writes call each other (an upsert updates or creates): one turn for them all.
      if (inWriteTurn.getStore() || (await openTransaction(adapter, args[0]))) return write.apply(this, args)
      return turns.run(() => inWriteTurn.run(true, () => write.apply(this, args)))
    }
  }
}

export const sqliteDatabase = (
  args: Omit<SQLiteAdapterArgs, 'transactionOptions'>,
  waitMs = WRITE_TURN_WAIT_MS,
): DatabaseAdapterObj => {
  // libsql opens every transaction with BEGIN IMMEDIATE whatever is asked: `{}` only turns them on.
  const adapterObj = sqliteAdapter({ ...args, transactionOptions: {} })
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (initArgs) => {
      const adapter = init(initArgs)
      takeTurns(adapter, writeTurns(waitMs))
      return adapter
    },
  }
}
