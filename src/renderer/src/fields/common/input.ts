/** What the leaf inputs share: the props every field kind's renderer gets, and when an input takes no typing. */
import type { FolioClientField } from '@shared/protocol'

/** A field kind's renderer is given the field and its own path in the form. */
export type FieldProps = { field: FolioClientField; path: string }

/** No typing into the input: the form is read-only here, or the field's own admin.readOnly. */
export const isInputDisabled = (field: FolioClientField, readOnly: boolean) =>
  readOnly || Boolean((field.admin as { readOnly?: boolean } | undefined)?.readOnly)
