/** A checkbox field. */
import { useFieldValue } from '../../core/form/use-field'
import { useFieldContext } from '../common/context'
import { FieldShell, fieldId } from '../common/FieldShell'
import { Checkbox } from '../../ui/Checkbox/Checkbox'
import { isInputDisabled, type FieldProps } from '../common/input'

export function CheckboxField({ field, path }: FieldProps) {
  const { form, readOnly } = useFieldContext()
  const [value, setValue] = useFieldValue<boolean | null>(form, path)
  return (
    <FieldShell field={field} path={path}>
      <Checkbox
        id={fieldId(path)}
        checked={Boolean(value)}
        disabled={isInputDisabled(field, readOnly)}
        onChange={setValue}
        testId={`input-${path}`}
      />
    </FieldShell>
  )
}
