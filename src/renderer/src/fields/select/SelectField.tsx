/** Select and radio fields: radios, a checkbox per option when hasMany, else the select box. */
import { useFieldValue, useOptionFilter } from '../../core/form/use-field'
import { labelText } from '../../core/schema/schema'
import { useFieldContext } from '../common/context'
import { FieldShell, fieldId, fieldLabel } from '../common/FieldShell'
import { Checkbox } from '../../ui/Checkbox/Checkbox'
import { Select } from '../../ui/Select/Select'
import { isInputDisabled, type FieldProps } from '../common/input'
import { offeredOptions, toggleChoice } from './select-choices'
import { fieldPlaceholder } from '../common/placeholder'

type Option = string | { label: string | Record<string, string>; value: string }
const optionValue = (o: Option) => (typeof o === 'string' ? o : o.value)

export function SelectField({ field, path }: FieldProps) {
  const { form, readOnly, language, t } = useFieldContext()
  const [value, setValue] = useFieldValue<string | string[] | null>(form, path)
  const allowed = useOptionFilter(form, path)
  const chosenValues = Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
  // A select's filterOptions (the server evaluates them for the current data) narrow what it offers.
  const options = offeredOptions((field.options ?? []) as Option[], optionValue, allowed, chosenValues)
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
                disabled={isInputDisabled(field, readOnly)}
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
                disabled={isInputDisabled(field, readOnly)}
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
          { value: '', label: fieldPlaceholder(field, language) ?? t('general:selectValue') },
          ...options.map((o) => ({ value: optionValue(o), label: optionLabel(o) })),
        ]}
        disabled={isInputDisabled(field, readOnly)}
        onChange={(next) => setValue(next === '' ? null : next)}
        testId={`input-${path}`}
      />
    </FieldShell>
  )
}
