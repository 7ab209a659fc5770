/** A row field: its fields side by side, at its parent's path (a row holds no value of its own). */
import { useFieldRenderer } from '../common/field-renderer'
import type { FieldProps } from '../common/input'

export function RowField({ field, path }: FieldProps) {
  const renderFields = useFieldRenderer()
  return <div className="field-row">{renderFields({ fields: field.fields ?? [], path })}</div>
}
