/**
 * The link feature's own fields (`LinkFeature({ fields })`) in the link form, drawn by Folio's field
 * renderers bound to a small form of the link's: what they hold goes into the link node's `fields`
 * beside Payload's base ones, as Payload's link drawer stores it.
 */
import type { FolioClientField } from '@shared/protocol'
import { FieldContext, useFieldContext } from '@renderer/fields/common/context'
import { useFieldRenderer } from '@renderer/fields/common/field-renderer'
import type { FormStore } from '@renderer/core/form/form-store'

export function LinkExtraFields({ fields, form }: { fields: FolioClientField[]; form: FormStore }) {
  const parent = useFieldContext()
  const renderFields = useFieldRenderer()
  return (
    <div className="rt-link-form__extra" data-testid="rt-link-extra-fields">
      <FieldContext.Provider value={{ ...parent, form }}>{renderFields({ fields, path: '' })}</FieldContext.Provider>
    </div>
  )
}

/** The values of `fields` in a link's stored fields: the extra form starts from them. */
export function extraLinkValues(fields: FolioClientField[], stored: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of fields) if (field.name && field.name in stored) values[field.name] = stored[field.name]
  return values
}
