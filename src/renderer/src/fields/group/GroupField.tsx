/** A group field: its fields in a fieldset, one level down in the data (named) or at its parent's path. */
import { useFieldContext } from '../common/context'
import { CustomUiNote } from '../CustomUi/CustomUiNote'
import { fieldLabel } from '../common/FieldShell'
import { useFieldRenderer } from '../common/field-renderer'
import type { FieldProps } from '../common/input'

export function GroupField({ field, path }: FieldProps) {
  const { language } = useFieldContext()
  const renderFields = useFieldRenderer()
  return (
    <fieldset className="field-group" data-testid={`field-${path}`}>
      {field.label !== false && <legend className="field-group__legend">{fieldLabel(field, language)}</legend>}
      <CustomUiNote field={field} path={path} />
      {renderFields({ fields: field.fields ?? [], path })}
    </fieldset>
  )
}
