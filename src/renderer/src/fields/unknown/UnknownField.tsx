import { useFieldValue } from '../../core/form/use-field'
import { useFieldContext } from '../common/context'
import { FieldShell } from '../common/FieldShell'
import type { FieldProps } from '../common/input'

/** A kind Folio has no editor for: shown read-only, never dropped. */
export function UnknownField({ field, path }: FieldProps) {
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
