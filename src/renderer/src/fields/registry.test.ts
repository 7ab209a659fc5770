import { describe, expect, it } from 'vitest'
import { FIELD_KINDS, fieldKind, UNKNOWN_KIND } from './registry'
import { TextField } from './text/TextField'
import { RowsField } from './rows/RowsField'
import { RelationshipField } from './relationship/RelationshipField'
import { SelectField } from './select/SelectField'
import { UnknownField } from './unknown/UnknownField'

/** Payload 3's field types (its `FieldTypes`), each of which a Payload server may send in its schema. */
const PAYLOAD_FIELD_TYPES = [
  'array',
  'blocks',
  'checkbox',
  'code',
  'collapsible',
  'date',
  'email',
  'group',
  'join',
  'json',
  'number',
  'point',
  'radio',
  'relationship',
  'richText',
  'row',
  'select',
  'tabs',
  'text',
  'textarea',
  'ui',
  'upload',
]

describe('field registry', () => {
  it('has a renderer for every Payload field type, none of them the unknown-kind fallback', () => {
    for (const type of PAYLOAD_FIELD_TYPES) {
      expect(fieldKind(type), type).not.toBe(UNKNOWN_KIND)
      expect(fieldKind(type).render, type).not.toBe(UnknownField)
    }
  })

  it('shows a type it does not know read-only, even one named like an object property', () => {
    for (const type of ['future-kind', 'toString', 'constructor', '__proto__']) {
      expect(fieldKind(type).render, type).toBe(UnknownField)
    }
  })

  it('groups the kinds that share one component', () => {
    for (const type of ['text', 'textarea', 'email', 'code', 'password']) expect(fieldKind(type).render).toBe(TextField)
    expect(fieldKind('radio').render).toBe(SelectField)
    expect(fieldKind('upload').render).toBe(RelationshipField)
    expect(fieldKind('array').render).toBe(RowsField)
    expect(fieldKind('blocks').render).toBe(RowsField)
  })

  it("puts only row, collapsible and tabs at their parent's path, and nests field access only in group and array", () => {
    const kinds = Object.entries(FIELD_KINDS)
    expect(kinds.filter(([, kind]) => kind.atParentPath).map(([type]) => type)).toEqual(['row', 'collapsible', 'tabs'])
    expect(kinds.filter(([, kind]) => kind.nests).map(([type]) => type)).toEqual(['array', 'group'])
  })
})
