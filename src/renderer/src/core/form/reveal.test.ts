import { describe, expect, it, vi } from 'vitest'
import { FormStore } from './form-store'
import { endReveal, requestReveal, revealTarget, subscribeReveal } from './reveal'

describe('reveal requests', () => {
  it('are kept per form and end only for the path asked', () => {
    const form = new FormStore()
    const other = new FormStore()
    requestReveal(form, 'entries.140.label')
    expect(revealTarget(form)).toBe('entries.140.label')
    expect(revealTarget(other)).toBeNull()
    endReveal(form, 'title')
    expect(revealTarget(form)).toBe('entries.140.label')
    endReveal(form, 'entries.140.label')
    expect(revealTarget(form)).toBeNull()
  })

  it('tell listeners when the target changes, and only then', () => {
    const form = new FormStore()
    const listener = vi.fn()
    const stop = subscribeReveal(form, listener)
    requestReveal(form, 'summary')
    requestReveal(form, 'summary')
    expect(listener).toHaveBeenCalledTimes(1)
    endReveal(form, 'summary')
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    requestReveal(form, 'title')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
