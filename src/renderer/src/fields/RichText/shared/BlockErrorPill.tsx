/** A rich-text block's count of fields the server refused, as a row header shows it. */
import { useFieldContext } from '@renderer/fields/common/context'

export function BlockErrorPill({ count }: { count: number }) {
  const { t } = useFieldContext()
  if (count === 0) return null
  const words = `${count} ${count > 1 ? t('general:errors') : t('general:error')}`
  return (
    <span className="rows__error-pill" title={words} aria-label={words} data-testid="rich-text-block-errors">
      {count}
    </span>
  )
}
