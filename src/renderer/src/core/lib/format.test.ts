import { de } from 'date-fns/locale/de'
import { describe, expect, it } from 'vitest'
import { formatAdminDate, formatFileSize, SHOWN_TITLE_MAX, shownTitle } from './format'

describe('formatAdminDate', () => {
  const when = '2026-03-05T14:07:00'
  it("uses Payload's default format, or the configured one, in the UI language", () => {
    expect(formatAdminDate(when, undefined)).toBe('March 5th 2026, 2:07 PM')
    expect(formatAdminDate(when, 'yyyy-MM-dd')).toBe('2026-03-05')
    expect(formatAdminDate(when, 'd. MMMM yyyy', de)).toBe('5. März 2026')
  })
  it('shows nothing for no date and the raw value for garbage', () => {
    expect(formatAdminDate(null, undefined)).toBe('')
    expect(formatAdminDate('soon', undefined)).toBe('soon')
  })
})

describe('formatFileSize', () => {
  it('uses bytes, KB, MB and GB', () => {
    expect(formatFileSize(512)).toBe('512 bytes')
    expect(formatFileSize(2048)).toBe('2 KB')
    expect(formatFileSize(1536 * 1024)).toBe('1.5 MB')
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB')
  })
  it("writes the number in the UI language's digits and separators", () => {
    expect(formatFileSize(1536 * 1024, 'de')).toBe('1,5 MB')
    expect(formatFileSize(1234, 'fr')).toBe('1,21 KB')
    expect(formatFileSize(2048, 'fa')).toBe('۲ KB')
    expect(formatFileSize(5000, 'not a language')).toBe('4.88 KB')
  })
})

describe('shownTitle', () => {
  it('shows a title whole up to its limit', () => {
    expect(shownTitle('A title')).toBe('A title')
    expect(shownTitle('x'.repeat(SHOWN_TITLE_MAX))).toBe('x'.repeat(SHOWN_TITLE_MAX))
  })
  it('cuts a longer one with an ellipsis, never inside a character', () => {
    expect(shownTitle('x'.repeat(1_000_000))).toBe(`${'x'.repeat(SHOWN_TITLE_MAX)}…`)
    const emoji = '😀'.repeat(SHOWN_TITLE_MAX)
    expect(shownTitle(emoji)).toBe(`${'😀'.repeat(SHOWN_TITLE_MAX / 2)}…`)
    expect(shownTitle(`x${emoji}`)).toBe(`x${'😀'.repeat(SHOWN_TITLE_MAX / 2 - 1)}…`)
  })
})
