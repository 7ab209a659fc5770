/** A UI field, by its label: Folio cannot run the admin components it stands for (see CustomUiField). */
import { useFieldContext } from '../common/context'
import { fieldLabel } from '../common/FieldShell'
import type { FieldProps } from '../common/input'
import { CustomUiField } from './CustomUiNote'

export function UiField({ field, path }: FieldProps) {
  const { language } = useFieldContext()
  return <CustomUiField field={field} path={path} label={field.label === false ? '' : fieldLabel(field, language)} />
}
