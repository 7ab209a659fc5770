import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { customIdField, sendsCustomId } from './custom-id'

const payloadsOwnId: FolioClientField = { type: 'number', name: 'id', hidden: true, admin: { hidden: true } }

describe('customIdField', () => {
  it('finds a top-level id field, and not the hidden one Payload adds itself', () => {
    expect(
      customIdField([
        { type: 'text', name: 'title' },
        { type: 'text', name: 'id' },
      ])?.type,
    ).toBe('text')
    expect(customIdField([{ type: 'text', name: 'title' }, payloadsOwnId])).toBeUndefined()
  })

  it('finds it in a row, a collapsible and an unnamed tab, not in a named tab or a group', () => {
    const id: FolioClientField = { type: 'number', name: 'id' }
    expect(customIdField([{ type: 'row', fields: [{ type: 'text', name: 'title' }, id] }])).toBe(id)
    expect(customIdField([{ type: 'collapsible', fields: [id] }])).toBe(id)
    expect(customIdField([{ type: 'tabs', tabs: [{ type: 'tab', label: 'Main', fields: [id] }] }])).toBe(id)
    expect(customIdField([{ type: 'tabs', tabs: [{ type: 'tab', name: 'meta', fields: [id] }] }])).toBeUndefined()
    expect(customIdField([{ type: 'group', name: 'meta', fields: [id] }])).toBeUndefined()
  })
})

describe('sendsCustomId', () => {
  const fields: FolioClientField[] = [{ type: 'text', name: 'id' }]
  it('sends a typed custom id, never an empty one or an id the collection does not let the editor give', () => {
    expect(sendsCustomId(fields, 'row-doc-1')).toBe(true)
    expect(sendsCustomId([{ type: 'number', name: 'id' }], 7)).toBe(true)
    expect(sendsCustomId(fields, '')).toBe(false)
    expect(sendsCustomId(fields, undefined)).toBe(false)
    expect(sendsCustomId([payloadsOwnId], 12)).toBe(false)
  })
})
