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

  it("shows a missing key as itself and logs 'key not found' once", () => {
    const log = vi.fn()
    const t = createTranslator(translations, log)
    expect(t('general:nope')).toBe('general:nope')
    expect(t('general:nope')).toBe('general:nope')
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]![0]).toContain('key not found')
  })
})
