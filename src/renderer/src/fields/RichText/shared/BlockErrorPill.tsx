/** A rich-text block's count of fields the server refused, as a row header shows it. */
import { ErrorCountPill } from '@renderer/fields/common/RowErrorPill'

export function BlockErrorPill({ count }: { count: number }) {
  return <ErrorCountPill count={count} testId="rich-text-block-errors" />
}
