import { describe, expect, it, vi } from 'vitest'
import { createTranslator } from './translate'

describe('createTranslator', () => {
  const translations = { general: { dashboard: 'Dashboard', rows: '{{count}} rows' }, version: { restore: 'Restore' } }

  it('looks keys up by group and fills variables', () => {
    const t = createTranslator(translations)
    expect(t('general:dashboard')).toBe('Dashboard')
    expect(t('version:restore')).toBe('Restore')
    expect(t('general:rows', { count: 3 })).toBe('3 rows')
  })

  it('falls back to English for a key the language lacks', () => {
    const t = createTranslator({ general: { dashboard: 'Übersicht' } }, vi.fn(), translations)
    expect(t('general:dashboard')).toBe('Übersicht')
    expect(t('version:restore')).toBe('Restore')
  })

  it("picks plural forms by Payload's rule: zero, one, two, few (3-5), many (over 5), other", () => {
    const t = createTranslator({
      general: {
        item_one: 'one item',
        item_few: '{{count}} items (few)',
        item_many: '{{count}} items (many)',
        item_other: '{{count}} items',
      },
    })
    expect(t('general:item', { count: 1 })).toBe('one item')
    expect(t('general:item', { count: 0 })).toBe('0 items')
    expect(t('general:item', { count: 2 })).toBe('2 items')
    expect(t('general:item', { count: 4 })).toBe('4 items (few)')
    expect(t('general:item', { count: 6 })).toBe('6 items (many)')
  })

  it("shows a missing key as itself and logs 'key not found' once", () => {
    const log = vi.fn()
    const t = createTranslator(translations, log)
    expect(t('general:nope')).toBe('general:nope')
    expect(t('general:nope')).toBe('general:nope')
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]![0]).toContain('key not found')
  })
})
