import { describe, expect, it } from 'vitest'
import { parseError, sameJson } from './json-text'

describe('JSON field text', () => {
  it('keeps typed text that means the stored value, spaced or ordered as the editor wrote it', () => {
    expect(sameJson('{ "a": 1 }', { a: 1 })).toBe(true)
    expect(sameJson('[1,2]', [1, 2])).toBe(true)
    expect(sameJson('null', undefined)).toBe(true)
  })

  it('lets a value set from outside replace text that means something else or does not parse', () => {
    expect(sameJson('{ "a": 1 }', { a: 2 })).toBe(false)
    expect(sameJson('{ "a": ', { a: 1 })).toBe(false)
  })

  it('says where the parser stopped in its own words, and nothing for text that parses', () => {
    expect(parseError('{ "a": 1 }')).toBe('')
    expect(parseError('{ "a": ')).toMatch(/JSON/)
  })
})
