/** A number field, typed as text so that what cannot be sent stays as typed. */
import { useState } from 'react'
import { useFieldValue } from '../../core/form/use-field'
import { useFieldContext } from '../common/context'
import { FieldShell, fieldId } from '../common/FieldShell'
import { isInputDisabled, type FieldProps } from '../common/input'
import { ManyField } from '../text/ManyField'
import { numberFromText, type Unsendable } from '../../core/validation/typed-text'
import { numberText } from './number-text'
import { fieldPlaceholder } from '../common/placeholder'

export function NumberField({ field, path }: FieldProps) {
  const { form, readOnly, language } = useFieldContext()
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
        placeholder={fieldPlaceholder(field, language)}
        disabled={isInputDisabled(field, readOnly)}
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
