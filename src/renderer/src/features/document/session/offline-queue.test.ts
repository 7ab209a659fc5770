import { describe, expect, it } from 'vitest'
import { enqueue, restoredQueue, waitingCount } from './offline-queue'

describe('the offline save queue', () => {
  it('keeps the saves in the order asked, a repeat of the last one being the same save', () => {
    let queue = enqueue([], 'draft')
    queue = enqueue(queue, 'draft')
    queue = enqueue(queue, 'publish')
    queue = enqueue(queue, 'draft')
    expect(queue).toEqual(['draft', 'publish', 'draft'])
  })

  it('reads a queue back from disk, leaving out what is not a save', () => {
    expect(restoredQueue(['save', 'save', 'delete', 3, 'publish'])).toEqual(['save', 'publish'])
    expect(restoredQueue(undefined)).toEqual([])
    expect(restoredQueue('draft')).toEqual([])
  })

  it('counts the queued saves and a failing autosave once', () => {
    expect(waitingCount(['draft', 'publish'], false)).toBe(2)
    expect(waitingCount(['draft'], true)).toBe(2)
    expect(waitingCount([], true)).toBe(1)
    expect(waitingCount([], false)).toBe(0)
  })
})
