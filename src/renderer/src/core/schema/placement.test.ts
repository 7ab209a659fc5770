import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { splitByPosition } from './placement'

const sidebar = (name: string): FolioClientField => ({ type: 'text', name, admin: { position: 'sidebar' } })
const plain = (name: string): FolioClientField => ({ type: 'text', name })

describe('splitByPosition', () => {
  it('moves top-level sidebar fields to the sidebar, in order', () => {
    const { main, sidebar: side } = splitByPosition([plain('title'), sidebar('slug'), plain('body'), sidebar('date')])
    expect(main.map((f) => f.name)).toEqual(['title', 'body'])
    expect(side.map((f) => f.name)).toEqual(['slug', 'date'])
  })

  it('leaves sidebar fields inside tabs, rows and collapsibles in the main column with their parent', () => {
    const tabs: FolioClientField = { type: 'tabs', tabs: [{ type: 'tab', label: 'Meta', fields: [sidebar('inTab')] }] }
    const row: FolioClientField = { type: 'row', fields: [sidebar('inRow'), plain('next')] }
    const collapsible: FolioClientField = { type: 'collapsible', label: 'More', fields: [sidebar('inCollapsible')] }
    const { main, sidebar: side } = splitByPosition([tabs, row, collapsible])
    expect(main).toEqual([tabs, row, collapsible])
    expect(side).toEqual([])
  })

  it('puts a whole sidebar group or row in the sidebar', () => {
    const group: FolioClientField = { type: 'group', name: 'seo', admin: { position: 'sidebar' }, fields: [plain('x')] }
    expect(splitByPosition([group]).sidebar).toEqual([group])
  })
})
