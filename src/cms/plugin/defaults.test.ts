import type { Field, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { defaultValues } from './defaults.js'

const req = { user: null, locale: 'en', payload: { config: { blocks: [] } } } as unknown as PayloadRequest
let made = 0
const rowId: Field = { name: 'id', type: 'text', defaultValue: () => `row-${++made}` }

describe('defaultValues', () => {
  it("fills an array's default rows with their fields' defaults and an id each, keeping what a row gives", async () => {
    const fields: Field[] = [
      {
        name: 'steps',
        type: 'array',
        defaultValue: [{ text: 'first' }, { text: 'second', note: 'given' }],
        fields: [
          rowId,
          { name: 'text', type: 'text' },
          { name: 'note', type: 'text', defaultValue: 'to do' },
          { name: 'meta', type: 'group', fields: [{ name: 'by', type: 'text', defaultValue: 'editor' }] },
        ],
      },
    ]
    const defaults = await defaultValues(fields, req)
    expect(defaults.steps).toEqual([
      { id: expect.stringMatching(/^row-/), text: 'first', note: 'to do', meta: { by: 'editor' } },
      { id: expect.stringMatching(/^row-/), text: 'second', note: 'given', meta: { by: 'editor' } },
    ])
    const [a, b] = defaults.steps as { id: string }[]
    expect(a!.id).not.toBe(b!.id)
  })

  it('gives the rows a default row holds itself (an array inside it) their ids and defaults too', async () => {
    const fields: Field[] = [
      {
        name: 'grouped',
        type: 'array',
        defaultValue: [{ inner: [{ text: 'nested' }] }],
        fields: [
          rowId,
          {
            name: 'inner',
            type: 'array',
            fields: [rowId, { name: 'text', type: 'text' }, { name: 'n', type: 'number', defaultValue: 1 }],
          },
        ],
      },
    ]
    const { grouped } = (await defaultValues(fields, req)) as { grouped: { inner: unknown[] }[] }
    expect(grouped[0]!.inner).toEqual([{ id: expect.stringMatching(/^row-/), text: 'nested', n: 1 }])
  })

  it('fills a default group of a row without losing the values it gives', async () => {
    const fields: Field[] = [
      {
        name: 'rows',
        type: 'array',
        defaultValue: [{ group: { a: 'given' } }],
        fields: [
          rowId,
          {
            name: 'group',
            type: 'group',
            fields: [
              { name: 'a', type: 'text', defaultValue: 'A' },
              { name: 'b', type: 'text', defaultValue: 'B' },
            ],
          },
        ],
      },
    ]
    const defaults = await defaultValues(fields, req)
    expect(defaults.rows).toEqual([{ id: expect.any(String), group: { a: 'given', b: 'B' } }])
  })

  it("fills a default block by its block's fields", async () => {
    const fields: Field[] = [
      {
        name: 'layout',
        type: 'blocks',
        defaultValue: [{ blockType: 'quote' }],
        blocks: [{ slug: 'quote', fields: [rowId, { name: 'by', type: 'text', defaultValue: 'anon' }] }],
      },
    ]
    const defaults = await defaultValues(fields, req)
    expect(defaults.layout).toEqual([{ id: expect.any(String), blockType: 'quote', by: 'anon' }])
  })
})
