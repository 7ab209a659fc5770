/** A block row's own name (Payload's `blockName`), typed in the row header as in Payload's admin. */
import { useFieldValue } from '../../core/form/use-field'
import { useFieldContext } from '../common/context'

export function BlockNameInput({
  rowPath,
  rowLabel,
  disabled,
}: {
  rowPath: string
  rowLabel: string
  disabled: boolean
}) {
  const { form, t } = useFieldContext()
  const [value, setValue] = useFieldValue<string | null>(form, `${rowPath}.blockName`)
  return (
    <input
      className="rows__block-name"
      dir="auto"
      value={value ?? ''}
      onChange={(event) => setValue(event.target.value)}
      placeholder={t('general:untitled')}
      aria-label={`${rowLabel} ${t('general:name')}`}
      readOnly={disabled}
      data-testid={`block-name-${rowPath}`}
    />
  )
}
