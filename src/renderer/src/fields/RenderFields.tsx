/** Lays out a list of fields, each by the renderer its kind has in the registry. */
import { memo } from 'react'
import { useFieldHidden } from '../core/form/use-field'
import { mayReadField } from '../core/schema/field-permissions'
import { useFieldContext } from './common/context'
import { FieldScope, inside, useFieldLocked } from './common/FieldScope'
import { FieldRendererContext, type RenderFieldsProps } from './common/field-renderer'
import type { FieldProps } from './common/input'
import { childPath } from './common/paths'
import { fieldKind } from './registry'
import { renderOwnField } from './Seo'

type Props = RenderFieldsProps

/**
 * Every field given, where it is declared: the edit view splits the top level into main column and
 * sidebar. Memoized: fields re-render from their own paths in the form store and from the field
 * context, not because the view around them did.
 */
export const RenderFields = memo(function RenderFields({ fields, path }: Props) {
  return (
    <FieldRendererContext.Provider value={renderFieldList}>
      {fields.map((field, index) => {
        const admin = (field.admin ?? {}) as { hidden?: boolean; disabled?: boolean }
        if (field.hidden || admin.hidden || admin.disabled) return null
        // Drafts' status is set by the save and publish controls; Payload's admin renders no input for it.
        if (path === '' && field.name === '_status') return null
        return <RenderField key={field.name ?? `${field.type}-${index}`} field={field} path={path} />
      })}
    </FieldRendererContext.Provider>
  )
})

const renderFieldList = (props: Props) => <RenderFields {...props} />

/** A read-only field's children are read-only too: a group, array, row, tab or collapsible locks all it holds. */
function RenderField(props: FieldProps) {
  const { field, path } = props
  const { document, fieldAccess } = useFieldContext()
  // A saved document's custom id names it: shown, never changed (Payload's admin takes it on create only).
  const savedId = path === '' && field.name === 'id' && document?.kind === 'collection' && document.id !== undefined
  const locked = useFieldLocked(field) || savedId
  if (fieldAccess && field.name && !mayReadField(fieldAccess.permissions, field.name)) return null
  // Blocks descend per row (by block type), in RowsField; rows, collapsibles and unnamed tabs add no level.
  return (
    <FieldScope readOnly={locked} descend={fieldKind(field.type).nests ? inside(field.name) : undefined}>
      <RenderOneField {...props} />
    </FieldScope>
  )
}

function RenderOneField({ field, path }: FieldProps) {
  const own = field.name ? childPath(path, field.name) : path
  const { form } = useFieldContext()
  // A named field is hidden by its data path; an unnamed one (tabs, row, collapsible) by the path the server names it by.
  const conditionPath = field.name ? own : field.conditionPath ? childPath(path, field.conditionPath) : ''
  const hidden = useFieldHidden(form, conditionPath)
  if (conditionPath && hidden) return null
  const ownVersion = renderOwnField(field, own)
  if (ownVersion) return ownVersion
  const kind = fieldKind(field.type)
  return <kind.render field={field} path={kind.atParentPath ? path : own} />
}
