import { createContext, useContext } from 'react'
import type { FolioSchemaResponse } from '@shared/protocol'
import type { Translate } from '../../core/i18n/translate'
import type { FieldOperation, FieldPermissions } from '../../core/schema/field-permissions'
import type { FormStore } from '../../core/form/form-store'

/** What every field renderer needs besides its own definition and path. */
export interface FieldContextValue {
  form: FormStore
  schema: FolioSchemaResponse
  language: string
  t: Translate
  /** No save permission, or read-only after a lock. */
  readOnly: boolean
  /** Locale of the data being edited, for the 'localized' mark. */
  locale?: string
  /** The document being edited (no id while new), for fields that ask the server about it (the SEO plugin's). */
  document?: { kind: 'collection' | 'global'; slug: string; id?: string }
  /** Field-level access at this level of the form (absent: every field may be edited). */
  fieldAccess?: { permissions: FieldPermissions; operation: FieldOperation }
}

export const FieldContext = createContext<FieldContextValue | null>(null)

export function useFieldContext(): FieldContextValue {
  const value = useContext(FieldContext)
  if (!value) throw new Error('field rendered outside a form')
  return value
}
