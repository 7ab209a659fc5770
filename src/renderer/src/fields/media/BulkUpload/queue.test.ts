import { describe, expect, it } from 'vitest'
import {
  dataNames,
  fillEmpty,
  nextToSend,
  queueCounts,
  queueReducer,
  unsent,
  type QueueAction,
  type QueueItem,
} from './queue'

const rules = { mimeTypes: ['image/*'], maxBytes: 1000 }
const file = (key: string, type = 'image/png', size = 10) => ({ key, name: `${key}.png`, type, size })

function run(actions: QueueAction[], from: QueueItem[] = []): QueueItem[] {
  return actions.reduce(queueReducer, from)
}

const states = (items: QueueItem[]) => Object.fromEntries(items.map((i) => [i.key, i.state]))

describe('bulk upload queue', () => {
  it('refuses a file of a forbidden type or too large when it is added, with the reason', () => {
    const items = run([
      {
        type: 'add',
        files: [file('a'), file('exe', 'application/x-msdownload'), file('big', 'image/jpeg', 1001)],
        rules,
      },
    ])
    expect(states(items)).toEqual({ a: 'ready', exe: 'refused', big: 'refused' })
    expect(items[1]!.problem).toEqual({ kind: 'type', type: 'application/x-msdownload', accepted: ['image/*'] })
    expect(items[2]!.problem).toEqual({ kind: 'size', size: 1001, limit: 1000 })
  })

  it('does not add the same file twice', () => {
    const items = run([
      { type: 'add', files: [file('a')], rules },
      { type: 'add', files: [file('a'), file('b')], rules },
    ])
    expect(items.map((i) => i.key)).toEqual(['a', 'b'])
  })

  it('sends one file at a time in order; a refused file is never sent', () => {
    let items = run([{ type: 'add', files: [file('x', 'text/plain'), file('a'), file('b')], rules }, { type: 'start' }])
    expect(states(items)).toEqual({ x: 'refused', a: 'waiting', b: 'waiting' })
    expect(nextToSend(items)?.key).toBe('a')
    items = queueReducer(items, { type: 'sending', key: 'a' })
    expect(nextToSend(items)).toBeUndefined()
    items = queueReducer(items, { type: 'sent', key: 'a', doc: { id: 1 } })
    expect(nextToSend(items)?.key).toBe('b')
    expect(items[1]!.doc).toEqual({ id: 1 })
  })

  it('a failed file keeps its place with the message; retry sends it again and clears the message', () => {
    let items = run([
      { type: 'add', files: [file('a'), file('b')], rules },
      { type: 'start' },
      { type: 'sending', key: 'a' },
      { type: 'failed', key: 'a', error: 'boom' },
    ])
    expect(states(items)).toEqual({ a: 'failed', b: 'waiting' })
    expect(items[0]!.error).toBe('boom')
    expect(nextToSend(items)?.key).toBe('b')
    items = run(
      [{ type: 'sending', key: 'b' }, { type: 'sent', key: 'b', doc: { id: 2 } }, { type: 'retry-failed' }],
      items,
    )
    expect(states(items)).toEqual({ a: 'waiting', b: 'done' })
    expect(items[0]!.error).toBeUndefined()
  })

  it('cancel stops files not yet sent, never one being sent or done; a cancelled file comes back as ready', () => {
    let items = run([
      { type: 'add', files: [file('a'), file('b'), file('c')], rules },
      { type: 'start' },
      { type: 'sending', key: 'a' },
      { type: 'cancel-all' },
    ])
    expect(states(items)).toEqual({ a: 'uploading', b: 'cancelled', c: 'cancelled' })
    items = run(
      [
        { type: 'sent', key: 'a', doc: { id: 1 } },
        { type: 'cancel', key: 'a' },
        { type: 'restore', key: 'b' },
      ],
      items,
    )
    expect(states(items)).toEqual({ a: 'done', b: 'ready', c: 'cancelled' })
  })

  it('retry moves only a failed file; a result for a file not being sent changes nothing', () => {
    const items = run([{ type: 'add', files: [file('a')], rules }])
    expect(run([{ type: 'retry', key: 'a' }], items)).toEqual(items)
    expect(run([{ type: 'sent', key: 'a', doc: { id: 1 } }], items)).toEqual(items)
  })

  it('removes a file not sent; a done or failed one stays', () => {
    const items = run([
      { type: 'add', files: [file('a'), file('b'), file('x', 'text/plain')], rules },
      { type: 'start' },
      { type: 'sending', key: 'a' },
      { type: 'sent', key: 'a', doc: { id: 1 } },
      { type: 'cancel', key: 'b' },
      { type: 'remove', key: 'a' },
      { type: 'remove', key: 'b' },
      { type: 'remove', key: 'x' },
    ])
    expect(states(items)).toEqual({ a: 'done' })
  })

  it('counts what closing would lose and how the run stands', () => {
    const items = run([
      { type: 'add', files: [file('a'), file('b'), file('c'), file('x', 'text/plain')], rules },
      { type: 'start' },
      { type: 'sending', key: 'a' },
      { type: 'failed', key: 'a', error: 'e' },
      { type: 'sending', key: 'b' },
      { type: 'sent', key: 'b', doc: { id: 2 } },
    ])
    expect(unsent(items).map((i) => i.key)).toEqual(['a', 'c'])
    expect(queueCounts(items)).toEqual({ total: 4, done: 1, failed: 1, running: 1, ready: 0 })
  })

  it('apply to all fills only the fields the other file left empty', () => {
    expect(
      fillEmpty({ alt: 'Shared', caption: 'c', other: 'x' }, { alt: '', caption: 'mine' }, ['alt', 'caption']),
    ).toEqual({ alt: 'Shared' })
    expect(fillEmpty({ alt: '', tags: [] }, { alt: undefined }, ['alt', 'tags'])).toEqual({})
    expect(fillEmpty({ tags: ['a'] }, { tags: [] }, ['tags'])).toEqual({ tags: ['a'] })
  })

  it('apply to all reaches fields inside rows, collapsibles and unnamed tabs', () => {
    expect(
      dataNames([
        { name: 'alt' },
        { fields: [{ name: 'credit' }, { fields: [{ name: 'deep' }] }] },
        { tabs: [{ fields: [{ name: 'inTab' }] }, { name: 'namedTab', fields: [{ name: 'inside' }] }] },
      ]),
    ).toEqual(['alt', 'credit', 'deep', 'inTab', 'namedTab'])
  })
})
