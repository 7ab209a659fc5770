import { createClientFields, type Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { attachStaticDefaults } from './client-defaults.js'

const i18n = { t: (key: string) => key, language: 'en' } as never

describe('attachStaticDefaults', () => {
  it('gives client fields their static defaults, in blocks, arrays, groups and tabs, but no function defaults', () => {
    const fields: Field[] = [
      { name: 'title', type: 'text', defaultValue: () => 'computed' },
      {
        name: 'layout',
        type: 'blocks',
        blocks: [
          {
            slug: 'hero',
            fields: [
              { name: 'style', type: 'select', options: ['plain', 'bold'], defaultValue: 'bold', required: true },
              { name: 'links', type: 'array', fields: [{ name: 'label', type: 'text', defaultValue: 'More' }] },
            ],
          },
        ],
      },
      { name: 'meta', type: 'group', fields: [{ name: 'weight', type: 'number', defaultValue: 3 }] },
      { type: 'tabs', tabs: [{ label: 'A', fields: [{ name: 'flag', type: 'checkbox', defaultValue: true }] }] },
    ]
    const client = createClientFields({ defaultIDType: 'number', fields, i18n, importMap: {} }) as unknown as Array<
      Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
    >
    attachStaticDefaults(fields, client)
    expect(client[0]!.defaultValue).toBeUndefined()
    // The form learns that a new row or block must ask the server for this one.
    expect(client[0]!.serverDefault).toBe(true)
    expect(client[2]!.fields[0].serverDefault).toBeUndefined()
    const hero = client[1]!.blocks[0]
    expect(hero.fields.find((f: { name?: string }) => f.name === 'style').defaultValue).toBe('bold')
    const links = hero.fields.find((f: { name?: string }) => f.name === 'links')
    expect(links.fields.find((f: { name?: string }) => f.name === 'label').defaultValue).toBe('More')
    expect(client[2]!.fields[0].defaultValue).toBe(3)
    expect(client[3]!.tabs[0].fields[0].defaultValue).toBe(true)
  })

  it("does not ask the server for a row's id, whose default is Payload's ObjectId: the form makes row ids", () => {
    const fields: Field[] = [
      {
        name: 'links',
        type: 'array',
        fields: [
          { name: 'label', type: 'text', defaultValue: () => 'computed' },
          { name: 'id', type: 'text', defaultValue: () => 'an-object-id' },
        ],
      },
    ]
    const client = createClientFields({ defaultIDType: 'number', fields, i18n, importMap: {} }) as unknown as Array<
      Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
    >
    attachStaticDefaults(fields, client)
    const inner = client[0]!.fields as Array<{ name: string; serverDefault?: boolean }>
    expect(inner.find((f) => f.name === 'label')!.serverDefault).toBe(true)
    expect(inner.find((f) => f.name === 'id')!.serverDefault).toBeUndefined()
  })
})
