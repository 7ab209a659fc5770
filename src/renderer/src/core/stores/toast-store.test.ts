import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast, useToastStore } from './toast-store'

const messages = () => useToastStore.getState().toasts.map((t) => [t.kind, t.message, t.count])

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  for (const { id } of useToastStore.getState().toasts) useToastStore.getState().dismiss(id)
  vi.useRealTimers()
})

describe('toasts', () => {
  it('the same error every 2 s while it is on screen is one toast, counted, not a stack', () => {
    for (let i = 0; i < 5; i++) {
      toast.error('The CMS cannot be reached right now.')
      vi.advanceTimersByTime(2000)
    }
    expect(messages()).toEqual([['error', 'The CMS cannot be reached right now.', 5]])
  })

  it('a repeated message stays its full time from the last time it was shown', () => {
    toast.error('Down')
    vi.advanceTimersByTime(7000)
    toast.error('Down')
    vi.advanceTimersByTime(7000)
    expect(messages()).toEqual([['error', 'Down', 2]])
    vi.advanceTimersByTime(1000)
    expect(messages()).toEqual([])
  })

  it('different messages, or the same words of another kind, are shown side by side', () => {
    toast.error('Down')
    toast.error('Locked')
    toast.info('Down')
    expect(messages()).toEqual([
      ['error', 'Down', 1],
      ['error', 'Locked', 1],
      ['info', 'Down', 1],
    ])
  })

  it('once gone, the same message is new again', () => {
    toast.success('Saved')
    vi.advanceTimersByTime(4000)
    toast.success('Saved')
    expect(messages()).toEqual([['success', 'Saved', 1]])
  })

  it('closed by hand, it does not come back when its old timer would have run out', () => {
    toast.error('Down')
    const [first] = useToastStore.getState().toasts
    useToastStore.getState().dismiss(first!.id)
    toast.error('Down')
    vi.advanceTimersByTime(7999)
    expect(messages()).toEqual([['error', 'Down', 1]])
  })
})

describe('toasts with an action', () => {
  it('run their action once, closing first, and are never merged with a plain one', () => {
    const run = vi.fn()
    toast.success('Page "A" moved to trash.')
    toast.withAction('Page "A" moved to trash.', { label: 'Undo', run })
    expect(messages()).toEqual([
      ['success', 'Page "A" moved to trash.', 1],
      ['success', 'Page "A" moved to trash.', 1],
    ])
    const withAction = useToastStore.getState().toasts.find((t) => t.action)!
    useToastStore.getState().act(withAction.id)
    useToastStore.getState().act(withAction.id)
    expect(run).toHaveBeenCalledTimes(1)
    expect(messages()).toEqual([['success', 'Page "A" moved to trash.', 1]])
  })

  it('stay long enough to reach the button, then go without running it', () => {
    const run = vi.fn()
    toast.withAction('Deleted', { label: 'Undo', run })
    vi.advanceTimersByTime(9000)
    expect(messages()).toHaveLength(1)
    vi.advanceTimersByTime(1000)
    expect(messages()).toEqual([])
    expect(run).not.toHaveBeenCalled()
  })
})

describe('toasts about a state', () => {
  it('are one per state: a newer message replaces the older, the same one is counted', () => {
    toast.error('Autosave failed: the CMS cannot be reached.', 'save')
    toast.error('The CMS cannot be reached right now.', 'save')
    toast.error('The CMS cannot be reached right now.', 'save')
    toast.error('Another problem')
    expect(messages()).toEqual([
      ['error', 'The CMS cannot be reached right now.', 2],
      ['error', 'Another problem', 1],
    ])
  })

  it('go as soon as their state is over, and only theirs', () => {
    toast.error('The CMS cannot be reached right now.', 'save')
    toast.error('Another problem')
    toast.clear('save')
    expect(messages()).toEqual([['error', 'Another problem', 1]])
    // Its old timer finds nothing to close.
    vi.advanceTimersByTime(10_000)
    expect(messages()).toEqual([])
  })
})
