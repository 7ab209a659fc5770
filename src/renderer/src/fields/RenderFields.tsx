/** Lays out a list of fields: the data fields by kind, and the presentational ones (row, collapsible, tabs). */
import { memo, useState, type ComponentType } from 'react'
import type { FolioClientField } from '@shared/protocol'
import { fieldsHoldPath } from '../core/schema/reveal-path'
import { useRevealTarget } from '../core/form/reveal'
import { useFieldHidden } from '../core/form/use-field'
import { labelText } from '../core/schema/schema'
import { useFieldContext } from './common/context'
import { FieldScope, inside, useFieldLocked } from './common/FieldScope'
import { CustomUiField, CustomUiNote } from './CustomUi/CustomUiNote'
import { fieldLabel } from './common/FieldShell'
import { FieldRendererContext, type RenderFieldsProps } from './common/field-renderer'
import {
  CheckboxField,
  DateField,
  JsonField,
  NumberField,
  PointField,
  SelectField,
  TextField,
  UnknownField,
} from './text/TextField'
import { JoinField } from './join/JoinField'
import { RelationshipField } from './relationship/RelationshipField'
import { RichTextField } from './RichText'
import { RowsField } from './rows/RowsField'
import { TabsField } from './tabs/TabsField'
import { renderOwnField } from './Seo'

const join = (parent: string, name: string) => (parent ? `${parent}.${name}` : name)

/** The renderer of each data field kind; each reads and writes its own path. */
const DATA_FIELDS: Partial<Record<string, ComponentType<{ field: FolioClientField; path: string }>>> = {
  text: TextField,
  textarea: TextField,
  email: TextField,
  code: TextField,
  password: TextField,
  number: NumberField,
  checkbox: CheckboxField,
  select: SelectField,
  radio: SelectField,
  date: DateField,
  point: PointField,
  json: JsonField,
  relationship: RelationshipField,
  upload: RelationshipField,
  richText: RichTextField,
  array: RowsField,
  blocks: RowsField,
  group: GroupField,
}

type Props = RenderFieldsProps
/** A field at its parent's path. */
type PlacedFieldProps = { field: FolioClientField; path: string }

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
function RenderField(props: PlacedFieldProps) {
  const { field } = props
  const locked = useFieldLocked(field)
  // Blocks descend per row (by block type), in Rows; rows, collapsibles and unnamed tabs add no level.
  const nests = field.type === 'group' || field.type === 'array'
  return (
    <FieldScope readOnly={locked} descend={nests ? inside(field.name) : undefined}>
      <RenderOneField {...props} />
    </FieldScope>
  )
}

function RenderOneField({ field, path }: PlacedFieldProps) {
  const own = field.name ? join(path, field.name) : path
  const { form, language } = useFieldContext()
  const hidden = useFieldHidden(form, field.name ? own : '')
  if (field.name && hidden) return null
  const ownVersion = renderOwnField(field, own)
  if (ownVersion) return ownVersion
  const DataField = DATA_FIELDS[field.type]
  if (DataField) return <DataField field={field} path={own} />
  switch (field.type) {
    case 'row':
      return (
        <div className="field-row">
          <RenderFields fields={field.fields ?? []} path={path} />
        </div>
      )
    case 'collapsible':
      return <CollapsibleField field={field} path={path} />
    case 'tabs':
      return <TabsField field={field} path={path} />
    case 'ui':
      return <CustomUiField field={field} path={own} label={field.label === false ? '' : fieldLabel(field, language)} />
    case 'join':
      return <JoinField field={field} path={own} />
    default:
      return <UnknownField field={field} path={own} />
  }
}

function GroupField({ field, path }: { field: FolioClientField; path: string }) {
  const { language } = useFieldContext()
  return (
    <fieldset className="field-group" data-testid={`field-${path}`}>
      {field.label !== false && <legend className="field-group__legend">{fieldLabel(field, language)}</legend>}
      <CustomUiNote field={field} path={path} />
      <RenderFields fields={field.fields ?? []} path={path} />
    </fieldset>
  )
}

function CollapsibleField({ field, path }: PlacedFieldProps) {
  const { form, language } = useFieldContext()
  const [open, setOpen] = useState(!(field.admin as { initCollapsed?: boolean } | undefined)?.initCollapsed)
  // A refused save revealing a field inside opens it (adjusted while rendering, as React advises).
  const target = useRevealTarget(form)
  const [seenTarget, setSeenTarget] = useState<string | null>(null)
  if (target !== seenTarget) {
    setSeenTarget(target)
    if (!open && target && fieldsHoldPath(field.fields ?? [], path, target)) setOpen(true)
  }
  const label = labelText(field.label, language, 'Collapsible')
  return (
    <section className="field-collapsible">
      <button
        type="button"
        className="field-collapsible__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid={`collapsible-${label}`}
      >
        {label}
      </button>
      {open && (
        <div className="field-collapsible__body">
          <RenderFields fields={field.fields ?? []} path={path} />
        </div>
      )}
    </section>
  )
}
