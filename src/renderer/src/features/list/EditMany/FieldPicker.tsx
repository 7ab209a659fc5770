/** The fields to change: one checkbox each, in the collection's order; checking adds the field below. */
import { useT } from '../../../core/i18n/i18n-store'
import type { FieldOption } from './field-options'
import { Checkbox } from '../../../ui/Checkbox/Checkbox'

export function FieldPicker({
  options,
  chosen,
  onToggle,
}: {
  options: FieldOption[]
  chosen: ReadonlySet<string>
  onToggle: (option: FieldOption, on: boolean) => void
}) {
  const t = useT()
  return (
    <fieldset className="edit-many__picker" data-testid="edit-many-field-picker">
      <legend className="edit-many__picker-legend">{t('fields:selectFieldsToEdit')}</legend>
      {options.length === 0 ? (
        <p className="edit-many__picker-empty">{t('general:noOptions')}</p>
      ) : (
        <ul className="edit-many__picker-list">
          {options.map((option) => (
            <li key={option.path}>
              <label className="edit-many__picker-option">
                <Checkbox
                  checked={chosen.has(option.path)}
                  onChange={(on) => onToggle(option, on)}
                  testId={`edit-many-field-${option.path}`}
                />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
