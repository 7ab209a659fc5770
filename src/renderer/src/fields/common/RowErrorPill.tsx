/** A row's header counts the fields inside it with an error, as Payload's error pill does. */
import { useErrorCountUnder } from '../../core/form/use-field'
import { useFieldContext } from './context'

export function RowErrorPill({ rowPath }: { rowPath: string }) {
  const { form, t } = useFieldContext()
  const count = useErrorCountUnder(form, rowPath)
  if (count === 0) return null
  const words = `${count} ${count > 1 ? t('general:errors') : t('general:error')}`
  return (
    <span className="rows__error-pill" title={words} aria-label={words} data-testid={`row-errors-${rowPath}`}>
      {count}
    </span>
  )
}
