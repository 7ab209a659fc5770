import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { fieldPlaceholder } from './placeholder'

const field = (placeholder: unknown) => ({ type: 'text', name: 'x', admin: { placeholder } }) as FolioClientField

describe("a field's placeholder", () => {
  it('is the plain string the config gives', () => {
    expect(fieldPlaceholder(field('Type a name'), 'de')).toBe('Type a name')
  })

  it('is the UI language’s text of a localized one, else English, else any', () => {
    const localized = field({ en: 'Your city', de: 'Deine Stadt' })
    expect(fieldPlaceholder(localized, 'de')).toBe('Deine Stadt')
    expect(fieldPlaceholder(localized, 'de-AT')).toBe('Deine Stadt')
    expect(fieldPlaceholder(localized, 'fr')).toBe('Your city')
    expect(fieldPlaceholder(field({ nl: 'Jouw stad' }), 'fr')).toBe('Jouw stad')
  })

  it('is none when there is none, or it is empty or not text', () => {
    expect(fieldPlaceholder({ type: 'text', name: 'x' }, 'en')).toBeUndefined()
    expect(fieldPlaceholder(field(''), 'en')).toBeUndefined()
    expect(fieldPlaceholder(field(42), 'en')).toBeUndefined()
  })
})
