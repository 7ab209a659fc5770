/**
 * A date field's `admin.date` options as react-datepicker props, the way Payload's admin maps them
 * (packages/ui/src/elements/DatePicker/DatePicker.tsx): the appearance picks the calendar, the time list
 * or the month grid; `displayFormat`, `timeFormat`, `timeIntervals`, `minDate`/`maxDate`,
 * `minTime`/`maxTime` and `overrides` pass through, with Payload's defaults. Where the field names no
 * format, English shows Payload's own default formats and every other UI language its locale's
 * (date-fns long formats: "1. Juni 2026 10:00" in German, not "Jun 1, 2026 10:00 AM").
 * The options reach the renderer as JSON: dates are strings there, functions are gone.
 */
import { endOfDay, isValid, parse, type Locale } from 'date-fns'

export type PickerAppearance = 'default' | 'dayOnly' | 'dayAndTime' | 'timeOnly' | 'monthOnly'

export interface DateOptions {
  pickerAppearance?: string
  displayFormat?: string
  timeFormat?: string
  timeIntervals?: number
  minDate?: string | Date
  maxDate?: string | Date
  minTime?: string | Date
  maxTime?: string | Date
  monthsToShow?: number
  overrides?: Record<string, unknown>
}

export interface PickerOptions {
  appearance: PickerAppearance
  /** Whether the stored instant carries the time picked (else the day is kept at noon). */
  withTime: boolean
  /** The format shown first; the others are also read when typed (ISO, as a native input would take). */
  dateFormat: string[]
  timeFormat: string
  timeIntervals: number
  showTimeSelect: boolean
  showTimeSelectOnly: boolean
  showMonthYearPicker: boolean
  monthsShown: number
  minDate?: Date
  maxDate?: Date
  minTime?: Date
  maxTime?: Date
  /** `overrides` as far as they survived JSON (plain values only). */
  overrides: Record<string, unknown>
}

const APPEARANCES: readonly PickerAppearance[] = ['default', 'dayOnly', 'dayAndTime', 'timeOnly', 'monthOnly']

/** Payload's default display formats (DatePicker.tsx). */
const PAYLOAD_FORMATS: Record<PickerAppearance, string> = {
  default: 'MM/dd/yyyy',
  dayAndTime: 'MMM d, yyy h:mm a',
  timeOnly: 'h:mm a',
  dayOnly: 'MMM dd',
  monthOnly: 'MMMM',
}
const PAYLOAD_TIME_FORMAT = 'h:mm aa'
const PAYLOAD_TIME_INTERVALS = 30

/** The same defaults in the UI language's own order and words. */
const LOCALE_FORMATS: Record<PickerAppearance, string> = {
  default: 'P',
  dayAndTime: 'PP p',
  timeOnly: 'p',
  dayOnly: 'PP',
  monthOnly: 'LLLL yyyy',
}
const LOCALE_TIME_FORMAT = 'p'

/** Typed text read besides the shown format: what a native input (and the tests of old) fill in. */
const TYPED_FORMATS: Record<PickerAppearance, string[]> = {
  default: ['yyyy-MM-dd'],
  dayOnly: ['yyyy-MM-dd'],
  monthOnly: ['yyyy-MM', 'yyyy-MM-dd'],
  dayAndTime: ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", 'yyyy-MM-dd HH:mm', 'yyyy-MM-dd'],
  timeOnly: ['HH:mm', "yyyy-MM-dd'T'HH:mm"],
}

/** react-datepicker's props that hold functions or elements, or that Folio sets itself: not taken from JSON. */
const OWN_PROPS = new Set([
  'selected',
  'onChange',
  'onChangeRaw',
  'onSelect',
  'onBlur',
  'onFocus',
  'onKeyDown',
  'onCalendarOpen',
  'onCalendarClose',
  'customInput',
  'value',
  'id',
  'disabled',
  'readOnly',
  'locale',
  'selectsRange',
  'selectsMultiple',
  'inline',
  'withPortal',
  'portalId',
])

function dateOf(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** Whether the UI language is English, where Payload's own default formats apply. */
export function isEnglish(locale: Locale | undefined): boolean {
  return !locale?.code || locale.code.startsWith('en')
}

export function pickerOptions(date: DateOptions | undefined | null, locale?: Locale): PickerOptions {
  const options = date ?? {}
  const appearance = APPEARANCES.includes(options.pickerAppearance as PickerAppearance)
    ? (options.pickerAppearance as PickerAppearance)
    : 'default'
  const english = isEnglish(locale)
  const shown =
    typeof options.displayFormat === 'string' && options.displayFormat
      ? options.displayFormat
      : (english ? PAYLOAD_FORMATS : LOCALE_FORMATS)[appearance]
  const overrides: Record<string, unknown> = {}
  if (options.overrides && typeof options.overrides === 'object')
    for (const [key, value] of Object.entries(options.overrides))
      if (!OWN_PROPS.has(key) && typeof value !== 'function') overrides[key] = value
  const withTime = appearance === 'dayAndTime' || appearance === 'timeOnly'
  return {
    appearance,
    withTime,
    // Any count of year digits is read too: Payload's 'yyy' shows 2026 but would read only three digits.
    dateFormat: [...new Set([shown, shown.replace(/y+/g, 'y'), ...TYPED_FORMATS[appearance]])],
    timeFormat:
      typeof options.timeFormat === 'string' && options.timeFormat
        ? options.timeFormat
        : english
          ? PAYLOAD_TIME_FORMAT
          : LOCALE_TIME_FORMAT,
    timeIntervals:
      typeof options.timeIntervals === 'number' && options.timeIntervals > 0
        ? options.timeIntervals
        : PAYLOAD_TIME_INTERVALS,
    showTimeSelect: withTime,
    showTimeSelectOnly: appearance === 'timeOnly',
    showMonthYearPicker: appearance === 'monthOnly',
    monthsShown: Math.min(2, options.monthsToShow === 2 ? 2 : 1),
    minDate: dateOf(options.minDate),
    maxDate: dateOf(options.maxDate),
    minTime: dateOf(options.minTime),
    maxTime: dateOf(options.maxTime),
    overrides,
  }
}

export type TypedDate = { kind: 'empty' } | { kind: 'date'; date: Date } | { kind: 'invalid' }

/** react-datepicker reads no date before this (its own floor). */
const EARLIEST = new Date('1800-01-01T00:00:00')

/**
 * What typed text holds, read as react-datepicker reads it (each format, the locale's words): empty, a
 * date it takes (inside minDate/maxDate), or text it would drop on leaving the input: that text is kept
 * as typed, and no save sends it.
 */
export function readTyped(
  text: string,
  options: Pick<PickerOptions, 'dateFormat' | 'minDate' | 'maxDate'>,
  locale?: Locale,
  now: Date = new Date(),
): TypedDate {
  if (text.trim() === '') return { kind: 'empty' }
  let found: Date | undefined
  for (const format of options.dateFormat) {
    const date = parse(text, format, now, locale ? { locale } : {})
    if (isValid(date) && date.getTime() >= EARLIEST.getTime()) found = date
  }
  if (!found) return { kind: 'invalid' }
  if (options.minDate && found.getTime() < options.minDate.getTime()) return { kind: 'invalid' }
  if (options.maxDate && found.getTime() > endOfDay(options.maxDate).getTime()) return { kind: 'invalid' }
  return { kind: 'date', date: found }
}
