/** Leaf inputs: each subscribes to its own path only, so typing re-renders one field. */
import { useState, type ChangeEvent } from 'react'
import type { FolioClientField } from '../../../cms/plugin/protocol'
import { useFieldValue } from '../lib/form/use-field'
import { labelText } from '../lib/schema'
import { useFieldContext } from './context'
import { FieldShell, fieldId } from './FieldShell'

type Props = { field: FolioClientField; path: string }

const disabled = (field: FolioClientField, readOnly: boolean) => readOnly || Boolean((field.admin as { readOnly?: boolean } | undefined)?.readOnly)

export function TextField({ field, path }: Props) {
  const { form, readOnly } = useFieldContext()
  const [value, setValue] = useFieldValue<string | null>(form, path)
  if (field.hasMany) return <ManyField field={field} path={path} kind="text" />
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
      {field.type === 'textarea' || field.type === 'code' ? (
        <textarea {...common} rows={field.type === 'code' ? 6 : 4} spellCheck={field.type !== 'code'} className={`input field__input${field.type === 'code' ? ' field__input--code' : ''}`} />
      ) : (
        <input {...common} type={field.type === 'email' ? 'email' : field.type === 'password' ? 'password' : 'text'} />
      )}
    </FieldShell>
  )
}

export function NumberField({ field, path }: Props) {
  const { form, readOnly } = useFieldContext()
  const [value, setValue] = useFieldValue<number | null>(form, path)
  // Keep what was typed ('1.', '-') while it is not yet a number.
  const [draft, setDraft] = useState<string | null>(null)
  if (field.hasMany) return <ManyField field={field} path={path} kind="number" />
  return (
    <FieldShell field={field} path={path}>
      <input
        id={fieldId(path)}
        className="input field__input"
        type="number"
        inputMode="decimal"
        min={typeof field.min === 'number' ? field.min : undefined}
        max={typeof field.max === 'number' ? field.max : undefined}
        value={draft ?? (value === null || value === undefined ? '' : String(value))}
        disabled={disabled(field, readOnly)}
        onChange={(e) => {
          setDraft(e.target.value)
          const n = e.target.value.trim() === '' ? null : Number(e.target.value)
          setValue(n === null || Number.isNaN(n) ? (null as never) : n)
        }}
        onBlur={() => setDraft(null)}
        data-testid={`input-${path}`}
      />
    </FieldShell>
  )
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
    const value = kind === 'number' ? Number(text) : text
    if (kind === 'number' && Number.isNaN(value)) return
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
              <button type="button" aria-label={`${t('general:remove')} ${String(v)}`} onClick={() => setValues(list.filter((_, j) => j !== i))}>
                ×
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
      <input id={fieldId(path)} type="checkbox" checked={Boolean(value)} disabled={disabled(field, readOnly)} onChange={(e) => setValue(e.target.checked)} data-testid={`input-${path}`} />
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
              <input type="radio" name={path} value={optionValue(o)} checked={value === optionValue(o)} disabled={disabled(field, readOnly)} onChange={() => setValue(optionValue(o))} data-testid={`input-${path}-${optionValue(o)}`} />
              {optionLabel(o)}
            </label>
          ))}
        </div>
      </FieldShell>
    )
  }
  return (
    <FieldShell field={field} path={path}>
      <select
        id={fieldId(path)}
        className="select field__input"
        multiple={Boolean(field.hasMany)}
        value={field.hasMany ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? value : ''}
        disabled={disabled(field, readOnly)}
        onChange={(e) => setValue(field.hasMany ? [...e.target.selectedOptions].map((o) => o.value) : e.target.value === '' ? (null as never) : e.target.value)}
        data-testid={`input-${path}`}
      >
        {!field.hasMany && <option value="">{t('general:selectValue')}</option>}
        {options.map((o) => (
          <option key={optionValue(o)} value={optionValue(o)}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}

/** ISO string in the document; the input shows local date (and time when configured). */
export function DateField({ field, path }: Props) {
  const { form, readOnly } = useFieldContext()
  const [value, setValue] = useFieldValue<string | null>(form, path)
  const appearance = ((field.admin as { date?: { pickerAppearance?: string } } | undefined)?.date?.pickerAppearance ?? 'dayOnly') as string
  const withTime = appearance === 'dayAndTime' || appearance === 'timeOnly'
  const local = value ? toLocalInput(value, withTime) : ''
  return (
    <FieldShell field={field} path={path}>
      <input
        id={fieldId(path)}
        className="input field__input"
        type={withTime ? 'datetime-local' : 'date'}
        value={local}
        disabled={disabled(field, readOnly)}
        onChange={(e) => setValue(e.target.value ? new Date(withTime ? e.target.value : `${e.target.value}T12:00:00`).toISOString() : (null as never))}
        data-testid={`input-${path}`}
      />
    </FieldShell>
  )
}

function toLocalInput(iso: string, withTime: boolean): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  return withTime ? `${date}T${pad(d.getHours())}:${pad(d.getMinutes())}` : date
}

/** GeoJSON point: [longitude, latitude]. */
export function PointField({ field, path }: Props) {
  const { form, readOnly } = useFieldContext()
  const [value, setValue] = useFieldValue<{ type: 'Point'; coordinates: [number, number] } | [number, number] | null>(form, path)
  const coords = Array.isArray(value) ? value : (value?.coordinates ?? [null, null])
  const set = (index: 0 | 1, text: string) => {
    const next: [number, number] = [Number(coords[0] ?? 0), Number(coords[1] ?? 0)]
    next[index] = Number(text)
    setValue(Array.isArray(value) ? next : { type: 'Point', coordinates: next })
  }
  return (
    <FieldShell field={field} path={path} as="fieldset">
      <div className="field__point">
        <label>
          Longitude
          <input className="input" type="number" value={coords[0] ?? ''} disabled={disabled(field, readOnly)} onChange={(e) => set(0, e.target.value)} data-testid={`input-${path}-lng`} />
        </label>
        <label>
          Latitude
          <input className="input" type="number" value={coords[1] ?? ''} disabled={disabled(field, readOnly)} onChange={(e) => set(1, e.target.value)} data-testid={`input-${path}-lat`} />
        </label>
      </div>
    </FieldShell>
  )
}

/** JSON: edited as text, stored as a value once it parses; the parse error stays on the field. */
export function JsonField({ field, path }: Props) {
  const { form, readOnly } = useFieldContext()
  const [value, setValue] = useFieldValue<unknown>(form, path)
  const [text, setText] = useState<string | null>(null)
  const [invalid, setInvalid] = useState<string | null>(null)
  const shown = text ?? (value === undefined || value === null ? '' : JSON.stringify(value, null, 2))
  return (
    <FieldShell field={field} path={path}>
      <textarea
        id={fieldId(path)}
        className="input field__input field__input--code"
        rows={6}
        spellCheck={false}
        value={shown}
        disabled={disabled(field, readOnly)}
        onChange={(e) => {
          setText(e.target.value)
          if (e.target.value.trim() === '') {
            setInvalid(null)
            setValue(null)
            return
          }
          try {
            setValue(JSON.parse(e.target.value))
            setInvalid(null)
          } catch (error) {
            setInvalid((error as Error).message)
          }
        }}
        data-testid={`input-${path}`}
      />
      {invalid && <span className="field__error">{invalid}</span>}
    </FieldShell>
  )
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
