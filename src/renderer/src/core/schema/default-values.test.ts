import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { defaultValuesOf } from './default-values'

describe('defaultValuesOf', () => {
  it('takes each field’s static default, nested groups and named tabs as objects', () => {
    const fields: FolioClientField[] = [
      { type: 'select', name: 'style', defaultValue: 'info' },
      { type: 'text', name: 'title' },
      { type: 'group', name: 'meta', fields: [{ type: 'number', name: 'weight', defaultValue: 3 }] },
      {
        type: 'tabs',
        tabs: [
          { type: 'tab', name: 'seo', fields: [{ type: 'checkbox', name: 'index', defaultValue: true }] },
          { type: 'tab', fields: [{ type: 'text', name: 'flat', defaultValue: 'x' }] },
        ],
      },
      { type: 'row', fields: [{ type: 'text', name: 'inRow', defaultValue: 'r' }] },
      { type: 'collapsible', fields: [{ type: 'text', name: 'inCollapsible', defaultValue: 'c' }] },
      { type: 'group', fields: [{ type: 'text', name: 'unnamedGroup', defaultValue: 'u' }] },
    ]
    expect(defaultValuesOf(fields)).toEqual({
      style: 'info',
      meta: { weight: 3 },
      seo: { index: true },
      flat: 'x',
      inRow: 'r',
      inCollapsible: 'c',
      unnamedGroup: 'u',
    })
  })

  it('leaves out groups without defaults and fills an array’s default rows with their fields’ defaults and an id each', () => {
    const fields: FolioClientField[] = [
      { type: 'group', name: 'empty', fields: [{ type: 'text', name: 'a' }] },
      {
        type: 'array',
        name: 'links',
        defaultValue: [{ label: 'Home' }, { label: 'Top', target: 'blank' }],
        fields: [
          { type: 'text', name: 'label' },
          { type: 'select', name: 'target', defaultValue: 'self' },
        ],
      },
    ]
    expect(defaultValuesOf(fields, () => 'row-1')).toEqual({
      links: [
        { label: 'Home', target: 'self', id: 'row-1' },
        { label: 'Top', target: 'blank', id: 'row-1' },
      ],
    })
  })

  it('copies values, so a row edited later leaves the schema’s default alone', () => {
    const fields: FolioClientField[] = [{ type: 'json', name: 'config', defaultValue: { on: true } }]
    const first = defaultValuesOf(fields)
    ;(first.config as { on: boolean }).on = false
    expect(defaultValuesOf(fields)).toEqual({ config: { on: true } })
  })
})
