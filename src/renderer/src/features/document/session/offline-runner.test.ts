import { describe, expect, it, vi } from 'vitest'
import type { QueuedSaveMode } from './offline-queue'
import { createOfflineQueue, type SaveOutcome } from './offline-runner'
import { settle } from './fake-bridge'
import { fakeClock } from './fake-clock'

/** A queue on a fake clock whose sends the test answers, one at a time, oldest first. */
function setup({ enabled = true } = {}) {
  const time = fakeClock()
  const sent: QueuedSaveMode[] = []
  const open: { resolve: (outcome: SaveOutcome) => void; reject: (error: unknown) => void }[] = []
  const send = (mode: QueuedSaveMode) => {
    sent.push(mode)
    return new Promise<SaveOutcome>((resolve, reject) => open.push({ resolve, reject }))
  }
  const nudges = { listening: 0, soon: () => {} }
  const queue = createOfflineQueue({
    send,
    clock: time.clock,
    nudges: (soon) => {
      nudges.listening++
      nudges.soon = soon
      return () => void nudges.listening--
    },
  })
  const heard: (readonly QueuedSaveMode[])[] = []
  queue.subscribe(() => heard.push(queue.getSnapshot()))
  queue.setEnabled(enabled)
  const answer = async (outcome: SaveOutcome) => {
    const next = open.shift()
    if (!next) throw new Error('no send is out')
    next.resolve(outcome)
    await settle()
  }
  const fail = async (error: unknown) => {
    open.shift()?.reject(error)
    await settle()
  }
  /** Lets `ms` pass and says whether a send went out meanwhile (and which). */
  const after = async (ms: number) => {
    const before = sent.length
    await time.advance(ms)
    return sent.slice(before)
  }
  return { queue, time, sent, open, answer, fail, nudges, heard, after }
}

describe('the offline save queue, run', () => {
  it('tries a save that failed after a second, and it leaves the queue once sent', async () => {
    const { queue, answer, heard, after } = setup()
    queue.add('draft')
    expect(queue.getSnapshot()).toEqual(['draft'])
    expect(await after(999)).toEqual([])
    expect(await after(1)).toEqual(['draft'])
    await answer('sent')
    expect(queue.getSnapshot()).toEqual([])
    expect(heard).toEqual([['draft'], []])
  })

  it('backs off while the CMS cannot be reached: 1, 2, 4, 8 s, then every 10 s', async () => {
    const { queue, answer, after } = setup()
    queue.add('publish')
    for (const wait of [1_000, 2_000, 4_000, 8_000, 10_000, 10_000]) {
      expect(await after(wait - 1)).toEqual([])
      expect(await after(1)).toEqual(['publish'])
      await answer('offline')
    }
    expect(queue.getSnapshot()).toEqual(['publish'])
  })

  it('tries again after another save was under way without counting it as a failure', async () => {
    const { queue, answer, after } = setup()
    queue.add('draft')
    await after(1_000)
    await answer('busy')
    expect(await after(1_000)).toEqual(['draft'])
    await answer('busy')
    expect(await after(1_000)).toEqual(['draft'])
    expect(queue.getSnapshot()).toEqual(['draft'])
  })

  it('tries at once when nudged (back online, focus, the CMS ready) or asked to retry', async () => {
    const { queue, answer, nudges, after } = setup()
    queue.add('draft')
    nudges.soon()
    expect(await after(0)).toEqual(['draft'])
    await answer('offline')
    queue.retryNow()
    expect(await after(0)).toEqual(['draft'])
    await answer('offline')
    // The nudge was taken: a save asked now waits as after the failures so far.
    queue.add('publish')
    expect(await after(3_999)).toEqual([])
    expect(await after(1)).toEqual(['draft'])
  })

  it('listens for nudges only while something waits', async () => {
    const { queue, answer, nudges, after } = setup()
    expect(nudges.listening).toBe(0)
    queue.add('draft')
    expect(nudges.listening).toBe(1)
    await after(1_000)
    await answer('sent')
    expect(nudges.listening).toBe(0)
  })

  it('waits for a send still out instead of sending a second, and sends at once when that one failed', async () => {
    const { queue, sent, answer, open, nudges, after } = setup()
    queue.add('draft')
    await after(1_000)
    nudges.soon()
    expect(await after(60_000)).toEqual([])
    expect(open).toHaveLength(1)
    // The nudged try goes as soon as the answer is in, without the failure's wait.
    await answer('offline')
    expect(sent).toEqual(['draft', 'draft'])
    await answer('sent')
    // Landed: nothing is sent again.
    nudges.soon()
    expect(await after(60_000)).toEqual([])
    expect(queue.getSnapshot()).toEqual([])
  })

  it('sends at once when the send it waited for threw', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { queue, sent, fail, nudges, after } = setup()
    queue.add('draft')
    await after(1_000)
    nudges.soon()
    expect(await after(0)).toEqual([])
    await fail(new Error('the save broke'))
    expect(sent).toEqual(['draft', 'draft'])
    expect(queue.getSnapshot()).toEqual(['draft'])
    error.mockRestore()
  })

  it('sends nothing again when the send it waited for landed', async () => {
    const { queue, answer, nudges, after } = setup()
    queue.add('draft')
    await after(1_000)
    nudges.soon()
    await answer('sent')
    expect(await after(60_000)).toEqual([])
    expect(queue.getSnapshot()).toEqual([])
  })

  it('sends the saves read back from disk first, then those asked since, one after the other', async () => {
    const { queue, sent, answer, after } = setup({ enabled: false })
    queue.restore(['publish'])
    queue.add('draft')
    expect(queue.getSnapshot()).toEqual(['publish', 'draft'])
    queue.setEnabled(true)
    expect(await after(1_000)).toEqual(['publish'])
    await answer('sent')
    expect(await after(0)).toEqual(['draft'])
    await answer('sent')
    expect(sent).toEqual(['publish', 'draft'])
  })

  it('keeps what is queued when saves are read back from disk', () => {
    const { queue } = setup({ enabled: false })
    queue.add('draft')
    queue.restore(['publish', 'publish'])
    expect(queue.getSnapshot()).toEqual(['draft', 'publish'])
  })

  it('a save stopped by the save itself (a conflict to choose) leaves the queue; a send that throws keeps it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { queue, answer, fail, nudges, after } = setup()
    queue.add('draft')
    queue.add('publish')
    await after(1_000)
    await answer('stopped')
    expect(queue.getSnapshot()).toEqual(['publish'])
    expect(await after(0)).toEqual(['publish'])
    await fail(new Error('the save broke'))
    expect(error).toHaveBeenCalled()
    expect(queue.getSnapshot()).toEqual(['publish'])
    nudges.soon()
    expect(await after(0)).toEqual(['publish'])
    error.mockRestore()
  })

  it('sends nothing while disabled, and a nudge meanwhile sends at once once enabled', async () => {
    const { queue, nudges, time, after } = setup()
    queue.add('draft')
    queue.setEnabled(false)
    expect(time.pending()).toBe(0)
    nudges.soon()
    expect(await after(60_000)).toEqual([])
    queue.setEnabled(true)
    expect(await after(0)).toEqual(['draft'])
  })

  it('stops its timers and nudges when disposed, and goes on when enabled again', async () => {
    const { queue, nudges, time, after } = setup()
    queue.add('draft')
    queue.dispose()
    expect(time.pending()).toBe(0)
    expect(nudges.listening).toBe(0)
    expect(await after(60_000)).toEqual([])
    queue.setEnabled(true)
    expect(nudges.listening).toBe(1)
    expect(await after(1_000)).toEqual(['draft'])
  })
})
