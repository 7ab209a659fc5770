import { MetaTitleField, PreviewField } from '@payloadcms/plugin-seo/fields'
import { createClientFields, type Field } from 'payload'
import { describe, expect, it } from 'vitest'

import type { FolioClientField } from '../../shared/protocol.js'
import { annotateFields } from './custom-ui.js'

type I18nArg = Parameters<typeof annotateFields>[2]
const i18nIn = (language: string) => ({ language, t: (key: string) => key }) as unknown as I18nArg

const clientOf = (fields: Field[], language = 'en'): FolioClientField[] => {
  const client = createClientFields({
    fields,
    defaultIDType: 'number',
    i18n: i18nIn(language),
    importMap: {},
    disableAddingID: true,
  }) as unknown as FolioClientField[]
  annotateFields(fields, client, i18nIn(language))
  return client
}

describe('annotateFields', () => {
  it("names the admin components Payload's client config drops, at any depth", () => {
    const fields: Field[] = [
      { name: 'plain', type: 'text' },
      {
        type: 'tabs',
        tabs: [
          {
            name: 'meta',
            fields: [MetaTitleField({ hasGenerateFn: true }), PreviewField({ hasGenerateFn: true })],
          },
        ],
      },
      {
        name: 'items',
        type: 'blocks',
        blocks: [
          {
            slug: 'quote',
            fields: [{ name: 'text', type: 'text', admin: { components: { beforeInput: ['./A#A'], Label: './L#L' } } }],
          },
        ],
      },
    ]
    const [plain, tabs, items] = clientOf(fields)
    expect(plain!.customComponents).toBeUndefined()
    expect(tabs!.tabs![0]!.fields!.map((f) => f.customComponents)).toEqual([['Field'], ['Field']])
    expect(items!.blocks![0]!.fields[0]!.customComponents).toEqual(['Label', 'beforeInput'])
    expect(tabs!.tabs![0]!.fields![0]!.customField).toEqual({
      path: '@payloadcms/plugin-seo/client#MetaTitleComponent',
      clientProps: { hasGenerateTitleFn: true },
    })
  })

  it("evaluates a description given as a function in the request's language", () => {
    const fields: Field[] = [
      {
        name: 'summary',
        type: 'text',
        admin: { description: ({ i18n }) => (i18n.language === 'de' ? 'Kurz' : 'Short') },
      },
    ]
    expect(clientOf(fields, 'en')[0]!.admin!.description).toBe('Short')
    expect(clientOf(fields, 'de')[0]!.admin!.description).toBe('Kurz')
  })

  it('ignores an empty component list', () => {
    const [field] = clientOf([{ name: 'x', type: 'text', admin: { components: { afterInput: [] } } }])
    expect(field!.customComponents).toBeUndefined()
  })
})

describe('annotateFields: conditions of unnamed fields and tabs', () => {
  it("marks them with the path the form state hides them by (Payload's _index- path, a named tab's name)", () => {
    const condition = () => true
    const server = [
      { name: 'title', type: 'text' },
      {
        type: 'row',
        fields: [{ type: 'tabs', admin: { condition }, tabs: [{ label: 'A', fields: [] }] }],
      },
      {
        type: 'tabs',
        tabs: [
          { label: 'B', admin: { condition }, fields: [] },
          { name: 'named', admin: { condition }, fields: [] },
        ],
      },
    ] as unknown as Field[]
    const client = JSON.parse(JSON.stringify(server)) as FolioClientField[]
    annotateFields(server, client, { language: 'en', t: () => '' } as never)
    expect(client[1]!.fields![0]!.conditionPath).toBe('_index-1-0')
    expect(client[2]!.conditionPath).toBeUndefined()
    expect(client[2]!.tabs![0]!.conditionPath).toBe('_index-2-0')
    expect(client[2]!.tabs![1]!.conditionPath).toBe('named')
  })
})
