/** Leaf inputs: each subscribes to its own path only, so typing re-renders one field. */
import { useState, type ChangeEvent } from 'react'
import type { FolioClientField } from '@shared/protocol'
import { useFieldValue } from '../../core/form/use-field'
import { changeZone, fromWallTime, timezoneOptions, toWallTime } from '../../core/lib/dates'
import { labelText } from '../../core/schema/schema'
import { useFieldContext } from '../common/context'
import { CodeEditor } from '../../ui/CodeEditor/CodeEditor'
import { FieldShell, fieldId, fieldLabel } from '../common/FieldShell'
import { Icon, CloseIcon } from '../../ui/Icon/Icon'
import { Checkbox } from '../../ui/Checkbox/Checkbox'
import { Select } from '../../ui/Select/Select'
import { toggleChoice } from '../select/select-choices'
import {
  isUnsendable,
  jsonFromText,
  numberFromText,
  pointFromTexts,
  pointTexts,
  unsendable,
  type Unsendable,
} from '../../core/validation/typed-text'

type Props = { field: FolioClientField; path: string }

const disabled = (field: FolioClientField, readOnly: boolean) =>
  readOnly || Boolean((field.admin as { readOnly?: boolean } | undefined)?.readOnly)

export function TextField({ field, path }: Props) {
  const { form, readOnly, language } = useFieldContext()
  const [value, setValue] = useFieldValue<string | null>(form, path)
  if (field.hasMany) return <ManyField field={field} path={path} kind="text" />
  if (field.type === 'code') {
    return (
      <FieldShell field={field} path={path}>
        <CodeEditor
          id={fieldId(path)}
          value={value ?? ''}
          language={(field.admin as { language?: string } | undefined)?.language}
          readOnly={disabled(field, readOnly)}
          ariaLabel={fieldLabel(field, language)}
          testId={`input-${path}`}
          onChange={(text) => setValue(text)}
        />
      </FieldShell>
    )
  }
  const common = {
    id: fieldId(path),
    value: value ?? '',
    disabled: disabled(field, readOnly),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(e.target.value),
    'data-testid': `input-${path}`,
    className: 'input field__input',
  }
  return (
    <FieldShell field={field} path={path}>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={4} />
      ) : (
        <input {...common} type={field.type === 'email' ? 'email' : field.type === 'password' ? 'password' : 'text'} />
      )}
    </FieldShell>
  )
}

export function NumberField({ field, path }: Props) {
  const { form, readOnly } = useFieldContext()
  const [value, setValue] = useFieldValue<number | Unsendable | null>(form, path)
  // Keep what was typed ('1.', '-') while it is not yet a number.
  const [draft, setDraft] = useState<string | null>(null)
  if (field.hasMany) return <ManyField field={field} path={path} kind="number" />
  // A text input: a number input hides what it cannot parse (1e309, 'abc') and reports it as empty.
  return (
    <FieldShell field={field} path={path}>
      <input
        id={fieldId(path)}
        className="input field__input"
        type="text"
        inputMode="decimal"
        value={draft ?? numberText(value)}
        disabled={disabled(field, readOnly)}
        onChange={(e) => {
          setDraft(e.target.value)
          setValue(numberFromText(e.target.value))
        }}
        onBlur={() => setDraft(null)}
        data-testid={`input-${path}`}
      />
    </FieldShell>
  )
}

/** A number field's value as its input shows it: what was typed when it cannot be sent. */
function numberText(value: unknown): string {
  if (isUnsendable(value)) return value.text
  return value === null || value === undefined ? '' : String(value)
}

/** hasMany text and number: one chip per value. */
function ManyField({ field, path, kind }: Props & { kind: 'text' | 'number' }) {
  const { form, readOnly, t } = useFieldContext()
  const [values, setValues] = useFieldValue<Array<string | number> | null>(form, path)
  const [entry, setEntry] = useState('')
  const list = values ?? []
  const add = () => {
    const text = entry.trim()
    if (!text) return
    const value = kind === 'number' ? numberFromText(text) : text
    // A number that cannot be stored stays in the entry box, not added.
    if (typeof value !== 'number' && typeof value !== 'string') return
    setValues([...list, value])
    setEntry('')
  }
  return (
    <FieldShell field={field} path={path}>
      <div className="field__chips">
        {list.map((v, i) => (
          <span key={`${v}-${i}`} className="field__chip">
            {String(v)}
            {!disabled(field, readOnly) && (
              <button
                type="button"
                aria-label={`${t('general:remove')} ${String(v)}`}
                onClick={() => setValues(list.filter((_, j) => j !== i))}
              >
                <Icon icon={CloseIcon} size={14} />
              </button>
            )}
          </span>
        ))}
        <input
          id={fieldId(path)}
          className="input field__chip-input"
          type={kind === 'number' ? 'number' : 'text'}
          value={entry}
          disabled={disabled(field, readOnly)}
          onChange={(e) => setEntry(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              add()
            }
          }}
          onBlur={add}
          data-testid={`input-${path}`}
        />
      </div>
    </FieldShell>
  )
}

export function CheckboxField({ field, path }: Props) {
  const { form, readOnly } = useFieldContext()
  const [value, setValue] = useFieldValue<boolean | null>(form, path)
  return (
    <FieldShell field={field} path={path}>
      <Checkbox
        id={fieldId(path)}
        checked={Boolean(value)}
        disabled={disabled(field, readOnly)}
        onChange={setValue}
        testId={`input-${path}`}
      />
    </FieldShell>
  )
}

type Option = string | { label: string | Record<string, string>; value: string }
const optionValue = (o: Option) => (typeof o === 'string' ? o : o.value)

export function SelectField({ field, path }: Props) {
  const { form, readOnly, language, t } = useFieldContext()
  const [value, setValue] = useFieldValue<string | string[] | null>(form, path)
  const options = (field.options ?? []) as Option[]
  const optionLabel = (o: Option) => (typeof o === 'string' ? o : labelText(o.label, language, o.value))
  if (field.type === 'radio') {
    return (
      <FieldShell field={field} path={path} as="fieldset">
        <div className="field__radios">
          {options.map((o) => (
            <label key={optionValue(o)} className="field__radio">
              <input
                type="radio"
                name={path}
                value={optionValue(o)}
                checked={value === optionValue(o)}
                disabled={disabled(field, readOnly)}
                onChange={() => setValue(optionValue(o))}
                data-testid={`input-${path}-${optionValue(o)}`}
              />
              {optionLabel(o)}
            </label>
          ))}
        </div>
      </FieldShell>
    )
  }
  if (field.hasMany) {
    // Several values: a checkbox each (a native multiple select is neither styled nor easy by keyboard).
    const chosen = Array.isArray(value) ? value : []
    const values = options.map(optionValue)
    return (
      <FieldShell field={field} path={path} as="fieldset">
        <div className="field__radios" data-testid={`input-${path}`}>
          {options.map((o) => (
            <label key={optionValue(o)} className="field__radio">
              <Checkbox
                checked={chosen.includes(optionValue(o))}
                disabled={disabled(field, readOnly)}
                onChange={(on) => setValue(toggleChoice(chosen, optionValue(o), on, values))}
                testId={`input-${path}-${optionValue(o)}`}
              />
              {optionLabel(o)}
            </label>
          ))}
        </div>
      </FieldShell>
    )
  }
  return (
    <FieldShell field={field} path={path}>
      <Select
        id={fieldId(path)}
        className="field__input"
        label={fieldLabel(field, language)}
        value={typeof value === 'string' ? value : ''}
        options={[
          { value: '', label: t('general:selectValue') },
          ...options.map((o) => ({ value: optionValue(o), label: optionLabel(o) })),
        ]}
        disabled={disabled(field, readOnly)}
        onChange={(next) => setValue(next === '' ? null : next)}
        testId={`input-${path}`}
      />
    </FieldShell>
  )
}

/** ISO string in the document, shown as wall time: the computer's, or the zone kept in `<name>_tz`. */
export function DateField({ field, path }: Props) {
  const { form, readOnly, schema, t } = useFieldContext()
  const [stored, setValue] = useFieldValue<string | Unsendable | null>(form, path)
  const value = typeof stored === 'string' ? stored : null
  const zonePath = `${path}_tz`
  const hasZone = Boolean(field.timezone)
  const [zone, setZone] = useFieldValue<string | null>(form, hasZone ? zonePath : '__none__')
  const appearance =
    (field.admin as { date?: { pickerAppearance?: string } } | undefined)?.date?.pickerAppearance ?? 'dayOnly'
  const withTime = appearance === 'dayAndTime' || appearance === 'timeOnly'
  const zones = hasZone ? timezoneOptions(field.timezone, schema.config.admin.timezones) : []
  const defaultZone = (schema.config.admin.timezones as { defaultTimezone?: string } | undefined)?.defaultTimezone
  const timeZone = hasZone ? (zone ?? defaultZone ?? zones[0]?.value) : undefined
  const isDisabled = disabled(field, readOnly)
  return (
    <FieldShell field={field} path={path}>
      <span className="field__date">
        <input
          id={fieldId(path)}
          className="input field__input"
          type={withTime ? 'datetime-local' : 'date'}
          value={toWallTime(value, withTime, timeZone)}
          disabled={isDisabled}
          onChange={(e) => {
            // Half typed (a part of the date cleared): the input reports it as empty. It is kept as not a
            // date, which no save sends, instead of null over the stored date.
            if (e.target.validity.badInput) {
              setValue(unsendable('date', isUnsendable(stored) ? stored.text : (value ?? '')))
              return
            }
            setValue(fromWallTime(e.target.value, withTime, timeZone))
            // The zone is stored with the date, so the server keeps what the editor saw.
            if (hasZone && timeZone && zone !== timeZone) setZone(timeZone)
          }}
          data-testid={`input-${path}`}
        />
        {hasZone && (
          <Select
            className="field__timezone"
            label={t('general:timezone')}
            value={timeZone ?? ''}
            options={zones}
            disabled={isDisabled}
            onChange={(next) => {
              if (value) setValue(changeZone(value, withTime, timeZone, next))
              setZone(next)
            }}
            testId={`timezone-${path}`}
          />
        )}
      </span>
    </FieldShell>
  )
}

/** GeoJSON point: [longitude, latitude]; a coordinate typed that is not a number stays as typed, unsendable. */
export function PointField({ field, path }: Props) {
  const { form, readOnly } = useFieldContext()
  const [value, setValue] = useFieldValue<
    { type: 'Point'; coordinates: [number, number] } | [number, number] | Unsendable | null
  >(form, path)
  const texts = pointInputTexts(value)
  const set = (index: 0 | 1, text: string) => {
    const next: [string, string] = [...texts]
    next[index] = text
    const point = pointFromTexts(next[0], next[1])
    // A stored array pair stays an array pair.
    setValue(Array.isArray(value) && point && !isUnsendable(point) ? point.coordinates : point)
  }
  return (
    <FieldShell field={field} path={path} as="fieldset">
      <div className="field__point">
        <label>
          Longitude
          <input
            className="input"
            type="text"
            inputMode="decimal"
            value={texts[0]}
            disabled={disabled(field, readOnly)}
            onChange={(e) => set(0, e.target.value)}
            data-testid={`input-${path}-lng`}
          />
        </label>
        <label>
          Latitude
          <input
            className="input"
            type="text"
            inputMode="decimal"
            value={texts[1]}
            disabled={disabled(field, readOnly)}
            onChange={(e) => set(1, e.target.value)}
            data-testid={`input-${path}-lat`}
          />
        </label>
      </div>
    </FieldShell>
  )
}

function pointInputTexts(value: unknown): [string, string] {
  if (isUnsendable(value)) return pointTexts(value)
  const coords = Array.isArray(value) ? value : ((value as { coordinates?: unknown[] } | null)?.coordinates ?? [])
  const text = (c: unknown) => (c === null || c === undefined ? '' : String(c))
  return [text(coords[0]), text(coords[1])]
}

/**
 * JSON: edited as text, stored as a value once it parses; text that does not parse is kept in the
 * form as typed (unsendable: the field shows its error and no save sends it).
 */
export function JsonField({ field, path }: Props) {
  const { form, readOnly, language } = useFieldContext()
  const [value, setValue] = useFieldValue<unknown>(form, path)
  const [text, setText] = useState<string | null>(null)
  const invalid = isUnsendable(value) ? value.text : null
  const formatted = invalid ?? (value === undefined || value === null ? '' : JSON.stringify(value, null, 2))
  // What the editor typed stays as typed while it still means the stored value; a value set from outside replaces it.
  const shown = text !== null && (text === invalid || sameJson(text, value)) ? text : formatted
  return (
    <FieldShell field={field} path={path}>
      <CodeEditor
        id={fieldId(path)}
        value={shown}
        language="json"
        readOnly={disabled(field, readOnly)}
        ariaLabel={fieldLabel(field, language)}
        testId={`input-${path}`}
        onChange={(next) => {
          setText(next)
          setValue(jsonFromText(next))
        }}
      />
      {invalid !== null && (
        <span className="field__error" data-testid={`json-error-${path}`}>
          {parseError(invalid)}
        </span>
      )}
    </FieldShell>
  )
}

function sameJson(text: string, value: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value ?? null)
  } catch {
    return false
  }
}

/** Where the parser stopped (its own words): the field's error says what it means for saving. */
function parseError(text: string): string {
  try {
    JSON.parse(text)
    return ''
  } catch (error) {
    return (error as Error).message
  }
}

/** A kind Folio has no editor for: shown read-only, never dropped. */
export function UnknownField({ field, path }: Props) {
  const { form, t } = useFieldContext()
  const [value] = useFieldValue<unknown>(form, path)
  return (
    <FieldShell field={field} path={path}>
      <pre className="field__unknown" data-testid={`input-${path}`}>
        {t('folio:error-unknown-field-types', { types: field.type })}
        {'\n'}
        {JSON.stringify(value ?? null, null, 2)}
      </pre>
    </FieldShell>
  )
}
