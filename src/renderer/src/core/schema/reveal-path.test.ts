import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { fieldsHoldPath, rowIndexHolding, tabIndexHolding } from './reveal-path'

const text = (name: string): FolioClientField => ({ name, type: 'text' })
const tabs: FolioClientField[] = [
  { type: 'tab', label: 'Intro', fields: [text('title'), { type: 'row', fields: [text('kicker')] }] },
  { type: 'tab', label: 'Details', fields: [{ type: 'collapsible', fields: [text('summary')] }] },
  { type: 'tab', name: 'meta', label: 'Meta', fields: [text('code')] },
  { type: 'tab', label: 'Rows', fields: [{ name: 'entries', type: 'array', fields: [text('label')] }] },
]

describe('tabIndexHolding', () => {
  it('finds the unnamed tab whose fields hold the path, through rows and collapsibles', () => {
    expect(tabIndexHolding(tabs, '', 'kicker')).toBe(0)
    expect(tabIndexHolding(tabs, '', 'summary')).toBe(1)
  })

  it('finds a named tab by its own level of the data', () => {
    expect(tabIndexHolding(tabs, '', 'meta.code')).toBe(2)
    expect(tabIndexHolding(tabs, 'group', 'group.meta.code')).toBe(2)
  })

  it('finds rows inside a tab and says -1 for a path no tab holds', () => {
    expect(tabIndexHolding(tabs, '', 'entries.140.label')).toBe(3)
    expect(tabIndexHolding(tabs, '', 'code')).toBe(-1)
    expect(tabIndexHolding(tabs, '', 'titles')).toBe(-1)
  })
})

describe('fieldsHoldPath', () => {
  it('looks inside nested tabs fields', () => {
    const fields: FolioClientField[] = [{ type: 'tabs', tabs }]
    expect(fieldsHoldPath(fields, '', 'meta.code')).toBe(true)
    expect(fieldsHoldPath(fields, '', 'other')).toBe(false)
  })
})

describe('rowIndexHolding', () => {
  it('gives the row index right under the rows path', () => {
    expect(rowIndexHolding('entries', 'entries.140.label')).toBe(140)
    expect(rowIndexHolding('content.1.links', 'content.1.links.0.label')).toBe(0)
  })

  it('gives nothing for paths elsewhere', () => {
    expect(rowIndexHolding('entries', 'entriesX.1.label')).toBeUndefined()
    expect(rowIndexHolding('entries', 'entries')).toBeUndefined()
    expect(rowIndexHolding('entries', 'title')).toBeUndefined()
  })
})
