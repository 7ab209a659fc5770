/** A row's header counts the fields inside it with an error, as Payload's error pill does. */
import { useErrorCountUnder } from '../../core/form/use-field'
import type { Translate } from '../../core/i18n/translate'
import { useFieldContext } from './context'

/** What a pill says of its count: "1 error", "3 errors". */
export const errorCountWords = (count: number, t: Translate) =>
  `${count} ${count > 1 ? t('general:errors') : t('general:error')}`

/** The pill itself, for any count of errors (a row's, a rich-text block's); nothing at none. */
export function ErrorCountPill({ count, testId }: { count: number; testId: string }) {
  const { t } = useFieldContext()
  if (count === 0) return null
  const words = errorCountWords(count, t)
  return (
    <span className="rows__error-pill" title={words} aria-label={words} data-testid={testId}>
      {count}
    </span>
  )
}

export function RowErrorPill({ rowPath }: { rowPath: string }) {
  const { form } = useFieldContext()
  const count = useErrorCountUnder(form, rowPath)
  return <ErrorCountPill count={count} testId={`row-errors-${rowPath}`} />
}
