/**
 * Each Payload field type and the renderer of its kind: a new kind is a folder of its own and one line
 * here. RenderFields looks every field up here, after the fields Folio draws its own way (the SEO plugin's).
 */
import type { ComponentType } from 'react'
import type { FieldProps } from './common/input'
// In this order the styles the kinds bring keep their place in the bundle (the code editor's before the join field's).
import { UiField } from './CustomUi/UiField'
import { TextField } from './text/TextField'
import { NumberField } from './number/NumberField'
import { CheckboxField } from './checkbox/CheckboxField'
import { SelectField } from './select/SelectField'
import { DateField } from './date/DateField'
import { PointField } from './point/PointField'
import { JsonField } from './json/JsonField'
import { UnknownField } from './unknown/UnknownField'
import { JoinField } from './join/JoinField'
import { RelationshipField } from './relationship/RelationshipField'
import { RichTextField } from './RichText'
import { RowsField } from './rows/RowsField'
import { TabsField } from './tabs/TabsField'
import { GroupField } from './group/GroupField'
import { RowField } from './row/RowField'
import { CollapsibleField } from './collapsible/CollapsibleField'

export interface FieldKind {
  /** Given the field and the path it reads and writes (its parent's, for a kind `atParentPath`). */
  render: ComponentType<FieldProps>
  /** Holds no value of its own (row, collapsible, tabs): its fields sit at its parent's path. */
  atParentPath?: true
  /** Its fields sit one level down in field access too (group, array); blocks descend per row, tabs per tab. */
  nests?: true
}

export const FIELD_KINDS: Readonly<Record<string, FieldKind>> = {
  text: { render: TextField },
  textarea: { render: TextField },
  email: { render: TextField },
  code: { render: TextField },
  password: { render: TextField },
  number: { render: NumberField },
  checkbox: { render: CheckboxField },
  select: { render: SelectField },
  radio: { render: SelectField },
  date: { render: DateField },
  point: { render: PointField },
  json: { render: JsonField },
  relationship: { render: RelationshipField },
  upload: { render: RelationshipField },
  richText: { render: RichTextField },
  array: { render: RowsField, nests: true },
  blocks: { render: RowsField },
  group: { render: GroupField, nests: true },
  row: { render: RowField, atParentPath: true },
  collapsible: { render: CollapsibleField, atParentPath: true },
  tabs: { render: TabsField, atParentPath: true },
  ui: { render: UiField },
  join: { render: JoinField },
}

/** A kind Folio has no editor for is shown read-only, its value kept. */
export const UNKNOWN_KIND: FieldKind = { render: UnknownField }

export const fieldKind = (type: string): FieldKind =>
  Object.hasOwn(FIELD_KINDS, type) ? FIELD_KINDS[type]! : UNKNOWN_KIND
