import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { openTab, shownTabs, tabDataPaths } from './tab-visibility'

const tabs: FolioClientField[] = [
  { type: 'tab', label: 'Always', fields: [{ type: 'text', name: 'always' }] },
  {
    type: 'tab',
    label: 'Event',
    fields: [
      { type: 'text', name: 'venue' },
      { type: 'row', fields: [{ type: 'text', name: 'starts' }] },
    ],
  },
  { type: 'tab', name: 'pricing', fields: [{ type: 'number', name: 'price' }] },
  { type: 'tab', label: 'Help', fields: [{ type: 'ui', name: 'help' }] },
]

describe('tab visibility', () => {
  it('finds the data a tab holds: its name, or the named fields through its layout fields', () => {
    expect(tabDataPaths(tabs[1]!, 'meta')).toEqual(['meta.venue', 'meta.starts'])
    expect(tabDataPaths(tabs[2]!, '')).toEqual(['pricing'])
    expect(tabDataPaths(tabs[3]!, '')).toEqual([])
  })

  it('leaves out a tab all of whose data the server hides; one field hidden leaves the tab', () => {
    const hidden = new Set(['venue', 'starts', 'pricing'])
    expect(shownTabs(tabs, '', (p) => hidden.has(p))).toEqual([true, false, false, true])
    expect(shownTabs(tabs, '', (p) => p === 'venue')).toEqual([true, true, true, true])
  })

  it('opens the chosen tab while it shows, else the first one that does', () => {
    expect(openTab(2, [true, true, true])).toBe(2)
    expect(openTab(0, [false, true, true])).toBe(1)
    expect(openTab(0, [false, false])).toBe(-1)
  })
})
