import { describe, expect, it, vi } from 'vitest'
import { createModalStack } from './modal-stack'

describe('createModalStack', () => {
  it('has no top while nothing is open', () => {
    expect(createModalStack<string>().top()).toBeNull()
  })
  it('puts the last one shown on top, and the one below back on top when it closes', () => {
    const stack = createModalStack<string>()
    stack.push('drawer')
    stack.push('question')
    expect(stack.top()).toBe('question')
    stack.remove('question')
    expect(stack.top()).toBe('drawer')
    stack.remove('drawer')
    expect(stack.top()).toBeNull()
  })
  it('moves a dialog shown again to the top, once', () => {
    const stack = createModalStack<string>()
    stack.push('a')
    stack.push('b')
    stack.push('a')
    expect(stack.top()).toBe('a')
    stack.remove('a')
    expect(stack.top()).toBe('b')
  })
  it('tells its listeners of each change, not of removing what is not open', () => {
    const stack = createModalStack<string>()
    const listener = vi.fn()
    const stop = stack.subscribe(listener)
    stack.push('a')
    stack.remove('b')
    stack.remove('a')
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    stack.push('a')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
