/** hasMany text and number fields: one chip per value, added with Enter or on leaving the entry box. */
import { useState } from 'react'
import { useFieldValue } from '../../core/form/use-field'
import { useFieldContext } from '../common/context'
import { FieldShell, fieldId } from '../common/FieldShell'
import { Icon, CloseIcon } from '../../ui/Icon/Icon'
import { isInputDisabled, type FieldProps } from '../common/input'
import { numberFromText } from '../../core/validation/typed-text'
import { numberStep } from '../number/number-text'
import { fieldPlaceholder } from '../common/placeholder'

/** hasMany text and number: one chip per value. */
export function ManyField({ field, path, kind }: FieldProps & { kind: 'text' | 'number' }) {
  const { form, readOnly, t, language } = useFieldContext()
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
            {!isInputDisabled(field, readOnly) && (
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
          dir={kind === 'number' ? undefined : 'auto'}
          // Any decimal is a number (1.25 with `min: 0.5`); the browser would hold it off the step of 1.
          step={kind === 'number' ? numberStep(field) : undefined}
          placeholder={fieldPlaceholder(field, language)}
          value={entry}
          disabled={isInputDisabled(field, readOnly)}
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
