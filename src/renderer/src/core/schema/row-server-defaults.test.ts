import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { FormStore } from '../form/form-store'
import { fillRowDefaults, hasServerDefaults, rowsSchemaPath } from './row-server-defaults'

const fields: FolioClientField[] = [
  { name: 'owner', type: 'text', serverDefault: true },
  { name: 'style', type: 'select', defaultValue: 'plain' },
  { type: 'row', fields: [{ name: 'stamp', type: 'text', serverDefault: true }] },
  { name: 'meta', type: 'group', fields: [{ name: 'lang', type: 'text', serverDefault: true }] },
  { name: 'links', type: 'array', fields: [{ name: 'label', type: 'text', serverDefault: true }] },
]

describe('hasServerDefaults', () => {
  it('finds function defaults at the row’s level, through rows and groups, not inside nested rows', () => {
    expect(hasServerDefaults(fields)).toBe(true)
    expect(hasServerDefaults([fields[1]!, fields[4]!])).toBe(false)
    expect(hasServerDefaults([{ type: 'tabs', tabs: [{ type: 'tab', fields: [fields[0]!] }] }])).toBe(true)
    expect(hasServerDefaults(undefined)).toBe(false)
  })
})

describe('rowsSchemaPath', () => {
  it('drops indexes and names a block row by its slug', () => {
    const blockTypeAt = (rowsPath: string, index: number) =>
      rowsPath === 'content' && index === 1 ? 'hero' : undefined
    expect(rowsSchemaPath('content.1.links', blockTypeAt)).toBe('content.hero.links')
    expect(rowsSchemaPath('ledger.entries', blockTypeAt)).toBe('ledger.entries')
    expect(rowsSchemaPath('items.3.tags', blockTypeAt)).toBe('items.tags')
  })
})

describe('fillRowDefaults', () => {
  it('fills empty fields of the row, nested as the data is, and leaves typed values and nested rows alone', () => {
    const form = new FormStore({ items: [{ id: 'a', style: 'plain' }] })
    form.setValue('items.0.stamp', 'typed while the answer was out')
    fillRowDefaults(form, 'items.0', fields, {
      owner: 'alice',
      style: 'bold',
      stamp: 'server',
      meta: { lang: 'de' },
      links: [{ label: 'x' }],
    })
    expect(form.getValue('items.0.owner')).toBe('alice')
    expect(form.getValue('items.0.style')).toBe('plain')
    expect(form.getValue('items.0.stamp')).toBe('typed while the answer was out')
    expect(form.getValue('items.0.meta.lang')).toBe('de')
    expect(form.getRows('items.0.links')).toEqual([])
  })
})
