import { describe, expect, it } from 'vitest'

import { oneAtATime } from './one-at-a-time.js'

/** A task that records when it starts and ends, and waits for `release` in between. */
const gate = () => {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

describe('oneAtATime', () => {
  it('runs tasks of one key in order, never two at once', async () => {
    const run = oneAtATime()
    const events: string[] = []
    const first = gate()
    const a = run('pages:1', async () => {
      events.push('a start')
      await first.opened
      events.push('a end')
      return 'a'
    })
    const b = run('pages:1', () => {
      events.push('b start')
      return Promise.resolve('b')
    })
    await Promise.resolve()
    expect(events).toEqual(['a start'])
    first.open()
    expect(await Promise.all([a, b])).toEqual(['a', 'b'])
    expect(events).toEqual(['a start', 'a end', 'b start'])
  })

  it('runs tasks of different keys side by side', async () => {
    const run = oneAtATime()
    const held = gate()
    const a = run('pages:1', () => held.opened.then(() => 'a'))
    expect(await run('pages:2', () => Promise.resolve('b'))).toBe('b')
    held.open()
    expect(await a).toBe('a')
  })

  it('goes on with the next task after one fails', async () => {
    const run = oneAtATime()
    const failed = run('pages:1', () => Promise.reject(new Error('database down')))
    const next = run('pages:1', () => Promise.resolve('next'))
    await expect(failed).rejects.toThrow('database down')
    expect(await next).toBe('next')
  })
})
