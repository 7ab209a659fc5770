import { describe, expect, it, vi } from 'vitest'

import { WriteTurnTimeout, writeTurns } from './write-turns.js'

describe('writeTurns', () => {
  it('gives the next turn only when the one held ends, in the order asked', async () => {
    const turns = writeTurns(1000)
    const order: string[] = []
    const endFirst = await turns.take()
    const second = turns.run(async () => void order.push('second'))
    const third = turns.run(async () => void order.push('third'))
    await Promise.resolve()
    expect(order).toEqual([])
    order.push('first ends')
    endFirst()
    await Promise.all([second, third])
    expect(order).toEqual(['first ends', 'second', 'third'])
    expect(turns.pending).toBe(0)
  })

  it('ends a turn once: ending it twice passes no other turn on', async () => {
    const turns = writeTurns(1000)
    const end = await turns.take()
    const endSecond = turns.take()
    end()
    end()
    await endSecond
    let thirdStarted = false
    const third = turns.take().then((endThird) => {
      thirdStarted = true
      endThird()
    })
    await Promise.resolve()
    expect(thirdStarted).toBe(false)
    ;(await endSecond)()
    await third
    expect(thirdStarted).toBe(true)
  })

  it('refuses a turn that does not come in time, and leaves the queue as it was', async () => {
    vi.useFakeTimers()
    try {
      const turns = writeTurns(5000)
      const end = await turns.take()
      const late = turns.take()
      const assertion = expect(late).rejects.toBeInstanceOf(WriteTurnTimeout)
      await vi.advanceTimersByTimeAsync(5000)
      await assertion
      expect(turns.pending).toBe(1)
      end()
      expect(turns.pending).toBe(0)
      ;(await turns.take())()
    } finally {
      vi.useRealTimers()
    }
  })

  it('ends the turn of work that throws', async () => {
    const turns = writeTurns(1000)
    await expect(turns.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(turns.pending).toBe(0)
  })
})
