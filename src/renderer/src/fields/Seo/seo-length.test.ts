import { describe, expect, it } from 'vitest'
import { seoLength, seoLimits } from './seo-length'

const grade = (length: number) => seoLength('x'.repeat(length), 50, 60)

describe('seoLength', () => {
  it('grades a title as the plugin does: missing, too short, almost there, good, too long', () => {
    expect(grade(0).grade).toBe('missing')
    expect(grade(20).grade).toBe('tooShort')
    expect(grade(46).grade).toBe('almostThere')
    expect(grade(50).grade).toBe('good')
    expect(grade(60).grade).toBe('good')
    expect(grade(61).grade).toBe('tooLong')
  })

  it('counts what is left to write, left over, or too many', () => {
    expect(grade(20).rest).toEqual({ key: 'charactersToGo', characters: 30 })
    expect(grade(55).rest).toEqual({ key: 'charactersLeftOver', characters: 5 })
    expect(grade(64).rest).toEqual({ key: 'charactersTooMany', characters: 4 })
  })

  it('fills the bar up to the minimum, then across the good range', () => {
    expect(grade(25).bar).toBe(0.5)
    expect(grade(55).bar).toBe(0.5)
    expect(grade(80).bar).toBe(1)
  })
})

describe('seoLimits', () => {
  it("takes the field's own limits, else the plugin's", () => {
    expect(seoLimits('description', {})).toEqual({ minLength: 100, maxLength: 150 })
    expect(seoLimits('title', { minLength: 10, maxLength: 40 })).toEqual({ minLength: 10, maxLength: 40 })
  })
})
