import { describe, expect, it } from 'vitest'
import { pointFromTexts } from '../../core/validation/typed-text'
import { pointInputTexts } from './point-inputs'

describe("a point field's two inputs", () => {
  it('show a GeoJSON point and a stored pair alike, longitude first', () => {
    expect(pointInputTexts({ type: 'Point', coordinates: [4.9, 52.37] })).toEqual(['4.9', '52.37'])
    expect(pointInputTexts([4.9, 52.37])).toEqual(['4.9', '52.37'])
  })

  it('are empty for no point', () => {
    expect(pointInputTexts(null)).toEqual(['', ''])
    expect(pointInputTexts(undefined)).toEqual(['', ''])
  })

  it('show each coordinate as typed when one is not a number', () => {
    expect(pointInputTexts(pointFromTexts('4.9', 'north'))).toEqual(['4.9', 'north'])
    expect(pointInputTexts(pointFromTexts('', '1e309'))).toEqual(['', '1e309'])
  })
})
