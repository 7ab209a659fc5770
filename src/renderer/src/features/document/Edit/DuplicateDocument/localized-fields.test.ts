import { describe, expect, it } from 'vitest'
import { hasLocalizedFields } from './localized-fields'

describe('localized fields', () => {
  it('are found at the top, in tabs and in blocks', () => {
    expect(hasLocalizedFields([{ type: 'text', name: 'title', localized: true }])).toBe(true)
    expect(
      hasLocalizedFields([{ type: 'tabs', tabs: [{ type: 'tab', fields: [{ type: 'text', localized: true }] }] }]),
    ).toBe(true)
    expect(
      hasLocalizedFields([
        { type: 'blocks', blocks: [{ slug: 'hero', fields: [{ type: 'text', name: 'h', localized: true }] }] },
      ]),
    ).toBe(true)
  })
  it('none in an entity without them', () => {
    expect(
      hasLocalizedFields([
        { type: 'text', name: 'name' },
        { type: 'row', fields: [{ type: 'email' }] },
      ]),
    ).toBe(false)
  })
})
