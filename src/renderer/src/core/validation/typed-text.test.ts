import { describe, expect, it } from 'vitest'
import { en } from '@payloadcms/translations/languages/en'
import { en as folioEn } from '../i18n/folio-strings/en'
import { createTranslator, type TranslationTree } from '../i18n/translate'
import {
  isUnsendable,
  jsonFromText,
  numberFromText,
  pointFromTexts,
  pointTexts,
  unsendable,
  unsendableMessage,
} from './typed-text'

const t = createTranslator({ ...(en.translations as unknown as TranslationTree), folio: folioEn }, (message) => {
  throw new Error(message)
})

describe('numberFromText', () => {
  it('turns numbers into numbers and empty into null', () => {
    expect(numberFromText('4')).toBe(4)
    expect(numberFromText(' -2.5 ')).toBe(-2.5)
    expect(numberFromText('1.')).toBe(1)
    expect(numberFromText('1e3')).toBe(1000)
    expect(numberFromText(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER)
    expect(numberFromText('')).toBeNull()
    expect(numberFromText('  ')).toBeNull()
  })
  it('keeps what is not a number as typed, never null', () => {
    expect(numberFromText('abc')).toEqual(unsendable('not-a-number', 'abc'))
    expect(numberFromText('NaN')).toEqual(unsendable('not-a-number', 'NaN'))
    expect(numberFromText('-')).toEqual(unsendable('not-a-number', '-'))
  })
  it('refuses numbers a double cannot hold', () => {
    expect(numberFromText('1e309')).toEqual(unsendable('out-of-range', '1e309'))
    expect(numberFromText('-1e309')).toEqual(unsendable('out-of-range', '-1e309'))
    expect(numberFromText('Infinity')).toEqual(unsendable('out-of-range', 'Infinity'))
  })
  it('refuses whole numbers beyond 2^53-1, which would come back changed', () => {
    expect(numberFromText('9007199254740993')).toEqual(unsendable('not-exact', '9007199254740993'))
    expect(numberFromText('-9007199254740992')).toEqual(unsendable('not-exact', '-9007199254740992'))
    expect(numberFromText('1e20')).toEqual(unsendable('not-exact', '1e20'))
  })
})

describe('jsonFromText', () => {
  it('parses JSON, empty is null', () => {
    expect(jsonFromText('{"ok": true}')).toEqual({ ok: true })
    expect(jsonFromText('"text"')).toBe('text')
    expect(jsonFromText('')).toBeNull()
  })
  it('keeps text that does not parse as typed', () => {
    const value = jsonFromText('{"ok": tru')
    expect(isUnsendable(value)).toBe(true)
    expect(value).toEqual(unsendable('json', '{"ok": tru'))
  })
})

describe('pointFromTexts', () => {
  it('makes the [longitude, latitude] pair Payload takes of two numbers; both empty is null', () => {
    expect(pointFromTexts('13.4', '52.5')).toEqual([13.4, 52.5])
    expect(pointFromTexts('', '')).toBeNull()
  })
  it('keeps both texts when one is not a number (an empty one is not 0)', () => {
    const value = pointFromTexts('13.4', '')
    expect(isUnsendable(value)).toBe(true)
    expect(pointTexts(value as never)).toEqual(['13.4', ''])
    expect(pointTexts(pointFromTexts('x', '1e309') as never)).toEqual(['x', '1e309'])
  })
})

describe('isUnsendable', () => {
  it('tells the marker from ordinary values, also after a trip through JSON (the local draft)', () => {
    expect(isUnsendable(JSON.parse(JSON.stringify(unsendable('json', '{'))))).toBe(true)
    expect(isUnsendable({ text: 'x' })).toBe(false)
    expect(isUnsendable({ ...unsendable('json', '{'), more: 1 })).toBe(false)
    expect(isUnsendable(null)).toBe(false)
    expect(isUnsendable('{')).toBe(false)
  })
})

describe('unsendableMessage', () => {
  it('says why, in the editor language', () => {
    expect(unsendableMessage(unsendable('json', '{'), t)).toBe(folioEn.invalidJson)
    expect(unsendableMessage(unsendable('not-a-number', 'abc'), t)).toBe('Please enter a valid number.')
    expect(unsendableMessage(unsendable('out-of-range', '1e309'), t)).toBe(folioEn.numberOutOfRange)
    expect(unsendableMessage(unsendable('not-exact', '9007199254740993'), t)).toBe(
      'Whole numbers beyond ±9007199254740991 cannot be stored exactly.',
    )
    expect(unsendableMessage(unsendable('point', '["",""]'), t)).toBe('This field requires two numbers.')
    expect(unsendableMessage(unsendable('date', '2024-05-01T10:00:00.000Z'), t)).toBe(
      'This field has an invalid input.',
    )
  })
})
