/**
 * A date (and time) input with a calendar, Payload's own picker (react-datepicker) drawn in the UI
 * language: month and day names and the shown format follow it. The value is the ISO instant; typed
 * text that is no date is handed up as typed (`onInvalid`), shown as typed, and never turned into null.
 * Keyboard: the calendar opens on focus, Arrow Down moves into it, the arrows move by day, Enter picks,
 * Escape closes it and focus stays in the input (a dialog around it stays open).
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import ReactDatePickerImport, { type DatePickerProps } from 'react-datepicker'
import 'react-datepicker/dist/react-datepicker.css'
import { useI18n, useT } from '../../core/i18n/i18n-store'
import { instantOfPicked, pickerDate } from '../../core/lib/dates'
import { CloseIcon, Icon } from '../Icon/Icon'
import { pickerOptions, readTyped, type DateOptions } from './picker-options'
import './DatePicker.css'

// The CommonJS build's default export arrives wrapped in some bundlers (as Payload's admin also unwraps it).
const ReactDatePicker =
  'default' in ReactDatePickerImport
    ? (ReactDatePickerImport as unknown as { default: typeof ReactDatePickerImport }).default
    : ReactDatePickerImport

const NAVIGATION_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
])
const NAVIGABLE = '.react-datepicker__day, .react-datepicker__month-text'
const HIGHLIGHTED = '.react-datepicker__day[tabindex="0"], .react-datepicker__month-text[tabindex="0"]'

export interface DatePickerInputProps {
  id: string
  /** The stored ISO instant, or null. */
  value: string | null
  /** Text typed that is no date: shown instead of the value. */
  invalidText?: string
  /** A date picked or typed (null: cleared). */
  onChange: (iso: string | null) => void
  /** Text typed that is no date (or outside minDate/maxDate), as typed. */
  onInvalid: (text: string) => void
  /** The field's `admin.date`. */
  options?: DateOptions
  /** The zone the wall time is in (Payload's per-field timezone); the computer's without it. */
  timeZone?: string
  placeholder?: string
  disabled?: boolean
  ariaInvalid?: boolean
  ariaDescribedBy?: string
  testId?: string
}

export function DatePicker(props: DatePickerInputProps) {
  const { id, value, invalidText, onChange, onInvalid, options, timeZone, disabled } = props
  const t = useT()
  const locale = useI18n((s) => s.dateLocale)
  const dir = useI18n((s) => s.dir)
  const [open, setOpen] = useState(false)
  const input = useRef<HTMLInputElement | null>(null)
  const picker = pickerOptions(options, locale)
  const selected = invalidText === undefined ? pickerDate(value, timeZone) : null

  const picked = (date: Date | null) => {
    if (!date) return onChange(null)
    // A day without time is kept at noon (Payload's picker does the same), so no zone moves it to another day.
    const next = instantOfPicked(date, picker.withTime, timeZone)
    if (next) onChange(next)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape closes the calendar (the picker's own handling) and nothing else: a dialog around it stays open.
    if (event.key === 'Escape' && open) event.stopPropagation()
    // The picker moves its highlighted day with the arrows but leaves the focus on the day before (its
    // days find the calendar through a ref it never passes them): the focus follows the highlight here.
    const target = event.target
    if (target instanceof HTMLElement && NAVIGATION_KEYS.has(event.key) && target.closest(NAVIGABLE)) {
      const root = event.currentTarget
      requestAnimationFrame(() => {
        const next = root.querySelector<HTMLElement>(HIGHLIGHTED)
        if (next && next !== document.activeElement) next.focus({ preventScroll: true })
      })
    }
  }

  // Cleared: the picker is drawn anew, so no text typed before lingers in its input.
  const [generation, setGeneration] = useState(0)
  const refocus = useRef(false)
  useEffect(() => {
    if (!refocus.current) return
    refocus.current = false
    input.current?.focus()
  }, [generation])

  // The month and year selects in its header have no label of their own (react-datepicker offers no prop).
  const root = useRef<HTMLDivElement | null>(null)
  const monthLabel = t('folio:datePickerMonth')
  const yearLabel = t('folio:datePickerYear')
  useEffect(() => {
    if (!open) return
    const label = () => {
      root.current?.querySelector('.react-datepicker__month-select')?.setAttribute('aria-label', monthLabel)
      root.current?.querySelector('.react-datepicker__year-select')?.setAttribute('aria-label', yearLabel)
    }
    label()
    const observer = new MutationObserver(label)
    if (root.current) observer.observe(root.current, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [open, monthLabel, yearLabel])

  const pickerProps = {
    ...picker.overrides,
    id,
    locale,
    selected,
    onChange: picked,
    onChangeRaw: (event?: { target?: unknown }) => {
      // Only what is typed into the input: a day clicked arrives through onChange.
      const target = event?.target
      if (!(target instanceof HTMLInputElement)) return
      const read = readTyped(target.value, picker, locale)
      if (read.kind === 'invalid') onInvalid(target.value)
    },
    onCalendarClose: () => setOpen(false),
    onCalendarOpen: () => setOpen(true),
    dateFormat: picker.dateFormat,
    timeFormat: picker.timeFormat,
    timeIntervals: picker.timeIntervals,
    showTimeSelect: picker.showTimeSelect,
    showTimeSelectOnly: picker.showTimeSelectOnly,
    showMonthYearPicker: picker.showMonthYearPicker,
    monthsShown: picker.monthsShown,
    minDate: picker.minDate,
    maxDate: picker.maxDate,
    minTime: picker.minTime ?? (picker.maxTime ? startOfToday() : undefined),
    maxTime: picker.maxTime ?? (picker.minTime ? endOfToday() : undefined),
    disabled,
    placeholderText: props.placeholder,
    timeCaption: t('general:time'),
    // The buttons' hidden text and their names are the same words (axe: label-content-name-mismatch).
    previousMonthAriaLabel: t('general:previous'),
    nextMonthAriaLabel: t('general:next'),
    previousYearAriaLabel: t('general:previous'),
    nextYearAriaLabel: t('general:next'),
    previousMonthButtonLabel: t('general:previous'),
    nextMonthButtonLabel: t('general:next'),
    previousYearButtonLabel: t('general:previous'),
    nextYearButtonLabel: t('general:next'),
    popperPlacement: dir === 'rtl' ? 'bottom-end' : 'bottom-start',
    popperClassName: 'date-picker__popper',
    // Fixed: a dialog or a scrolled sidebar around the input does not clip the calendar.
    popperProps: { strategy: 'fixed' },
    calendarClassName: 'date-picker__calendar',
    showPopperArrow: false,
    dropdownMode: 'select',
    showMonthDropdown: !picker.showMonthYearPicker && !picker.showTimeSelectOnly,
    showYearDropdown: !picker.showTimeSelectOnly,
    autoComplete: 'off',
    ariaInvalid: props.ariaInvalid ? 'true' : undefined,
    ariaDescribedBy: props.ariaDescribedBy,
    ...(invalidText !== undefined ? { value: invalidText } : {}),
    customInput: <input ref={input} className="input date-picker__input" data-testid={props.testId} />,
  } as DatePickerProps

  const hasValue = invalidText !== undefined ? invalidText !== '' : Boolean(selected)
  return (
    <div
      ref={root}
      className={`date-picker date-picker--${picker.appearance}`}
      onKeyDown={onKeyDown}
      data-open={open ? 'true' : undefined}
    >
      <ReactDatePicker key={generation} {...pickerProps} />
      {hasValue && !disabled && (
        <button
          type="button"
          className="date-picker__clear"
          aria-label={t('general:clear')}
          title={t('general:clear')}
          onClick={() => {
            onChange(null)
            refocus.current = true
            setGeneration((g) => g + 1)
          }}
          data-testid={props.testId ? `${props.testId}-clear` : undefined}
        >
          <Icon icon={CloseIcon} />
        </button>
      )}
    </div>
  )
}

function startOfToday() {
  const d = new Date()
  d.setHours(0, 0, 0, 0)
  return d
}

function endOfToday() {
  const d = new Date()
  d.setHours(23, 59, 59, 999)
  return d
}
