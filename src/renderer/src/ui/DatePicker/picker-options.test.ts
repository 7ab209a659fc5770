import { de } from 'date-fns/locale/de'
import { enUS } from 'date-fns/locale/en-US'
import { describe, expect, it } from 'vitest'
import { pickerOptions, readTyped } from './picker-options'

describe('pickerOptions', () => {
  it("defaults as Payload's picker: the default appearance, 30-minute times, Payload's formats in English", () => {
    const options = pickerOptions(undefined, enUS)
    expect(options).toMatchObject({
      appearance: 'default',
      withTime: false,
      timeFormat: 'h:mm aa',
      timeIntervals: 30,
      showTimeSelect: false,
      showTimeSelectOnly: false,
      showMonthYearPicker: false,
      monthsShown: 1,
    })
    expect(options.dateFormat[0]).toBe('MM/dd/yyyy')
    expect(pickerOptions({ pickerAppearance: 'dayAndTime' }, enUS).dateFormat[0]).toBe('MMM d, yyy h:mm a')
    expect(pickerOptions({ pickerAppearance: 'timeOnly' }, enUS).dateFormat[0]).toBe('h:mm a')
    expect(pickerOptions({ pickerAppearance: 'dayOnly' }, enUS).dateFormat[0]).toBe('MMM dd')
    expect(pickerOptions({ pickerAppearance: 'monthOnly' }, enUS).dateFormat[0]).toBe('MMMM')
  })

  it('maps each appearance to the calendar, the time list or the month grid', () => {
    expect(pickerOptions({ pickerAppearance: 'dayAndTime' })).toMatchObject({ withTime: true, showTimeSelect: true })
    expect(pickerOptions({ pickerAppearance: 'timeOnly' })).toMatchObject({
      withTime: true,
      showTimeSelect: true,
      showTimeSelectOnly: true,
    })
    expect(pickerOptions({ pickerAppearance: 'monthOnly' })).toMatchObject({
      withTime: false,
      showMonthYearPicker: true,
    })
    expect(pickerOptions({ pickerAppearance: 'dayOnly' })).toMatchObject({ withTime: false, showTimeSelect: false })
    expect(pickerOptions({ pickerAppearance: 'sideways' }).appearance).toBe('default')
  })

  it('follows the UI language where the field names no format', () => {
    expect(pickerOptions({ pickerAppearance: 'dayAndTime' }, de)).toMatchObject({ timeFormat: 'p' })
    expect(pickerOptions({ pickerAppearance: 'dayAndTime' }, de).dateFormat[0]).toBe('PP p')
    expect(pickerOptions({ pickerAppearance: 'dayOnly' }, de).dateFormat[0]).toBe('PP')
    expect(pickerOptions(undefined, de).dateFormat[0]).toBe('P')
  })

  it("takes the field's own displayFormat, timeFormat, timeIntervals and monthsToShow as they are", () => {
    const options = pickerOptions(
      {
        pickerAppearance: 'dayAndTime',
        displayFormat: 'd.M.yyyy HH:mm',
        timeFormat: 'HH:mm',
        timeIntervals: 15,
        monthsToShow: 2,
      },
      de,
    )
    expect(options.dateFormat[0]).toBe('d.M.yyyy HH:mm')
    expect(options).toMatchObject({ timeFormat: 'HH:mm', timeIntervals: 15, monthsShown: 2 })
  })

  it('reads minDate, maxDate, minTime and maxTime from JSON strings or dates', () => {
    const options = pickerOptions({
      minDate: '2026-01-01T00:00:00.000Z',
      maxDate: new Date('2026-12-31T00:00:00.000Z'),
      minTime: '2026-01-01T08:00:00.000Z',
      maxTime: 'not a date',
    })
    expect(options.minDate?.toISOString()).toBe('2026-01-01T00:00:00.000Z')
    expect(options.maxDate?.toISOString()).toBe('2026-12-31T00:00:00.000Z')
    expect(options.minTime?.toISOString()).toBe('2026-01-01T08:00:00.000Z')
    expect(options.maxTime).toBeUndefined()
  })

  it('passes overrides on, but not the props Folio sets itself', () => {
    const options = pickerOptions({
      overrides: { showWeekNumbers: true, calendarStartDay: 1, onChange: 'x', selected: 'y', customInput: 'z' },
    })
    expect(options.overrides).toEqual({ showWeekNumbers: true, calendarStartDay: 1 })
  })
})

describe('readTyped', () => {
  const now = new Date(2026, 5, 10, 9, 0)
  it('reads the shown format in the UI language, and ISO as a native input took it', () => {
    const english = pickerOptions({ pickerAppearance: 'dayAndTime' }, enUS)
    expect(readTyped('Jun 1, 2026 10:30 AM', english, enUS, now)).toEqual({
      kind: 'date',
      date: new Date(2026, 5, 1, 10, 30),
    })
    expect(readTyped('2026-06-01T10:30', english, enUS, now)).toEqual({
      kind: 'date',
      date: new Date(2026, 5, 1, 10, 30),
    })
    const german = pickerOptions({ pickerAppearance: 'dayAndTime' }, de)
    expect(
      readTyped(
        '01.06.2026 10:30',
        pickerOptions({ pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' }, de),
        de,
        now,
      ),
    ).toEqual({
      kind: 'date',
      date: new Date(2026, 5, 1, 10, 30),
    })
    expect(readTyped('1. Juni 2026 10:30', german, de, now)).toEqual({
      kind: 'date',
      date: new Date(2026, 5, 1, 10, 30),
    })
  })

  it('tells empty text from text that is no date', () => {
    const options = pickerOptions({ pickerAppearance: 'dayOnly' }, enUS)
    expect(readTyped('  ', options, enUS, now)).toEqual({ kind: 'empty' })
    expect(readTyped('31st of never', options, enUS, now)).toEqual({ kind: 'invalid' })
    expect(readTyped('2026-02-30', options, enUS, now)).toEqual({ kind: 'invalid' })
    // A year under 1800 is what a half-typed year reads as: react-datepicker takes none of them.
    expect(readTyped('0002-06-01', options, enUS, now)).toEqual({ kind: 'invalid' })
  })

  it('refuses a date outside minDate and maxDate, which the picker would drop', () => {
    const options = pickerOptions({ minDate: '2026-06-01T00:00:00', maxDate: '2026-06-30T00:00:00' }, enUS)
    expect(readTyped('2026-05-31', options, enUS, now)).toEqual({ kind: 'invalid' })
    expect(readTyped('2026-07-01', options, enUS, now)).toEqual({ kind: 'invalid' })
    expect(readTyped('2026-06-30', options, enUS, now).kind).toBe('date')
  })
})
