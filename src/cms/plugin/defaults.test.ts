import type { Field, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { defaultValues } from './defaults.js'

const req = {
  payload: { config: { blocks: [{ slug: 'shared', fields: [] }] } },
  locale: null,
  user: null,
} as never as PayloadRequest
const rowId = /^[0-9a-f]{24}$/
type Row = Record<string, unknown>

describe('a new document’s default rows', () => {
  it('gives every default row of an array, a nested array and a block its own row id', async () => {
    const fields: Field[] = [
      {
        name: 'items',
        type: 'array',
        defaultValue: [{ text: 'one' }, { text: 'two', inner: [{ text: 'deep' }] }],
        fields: [
          { name: 'text', type: 'text' },
          { name: 'inner', type: 'array', fields: [{ name: 'text', type: 'text' }] },
        ],
      },
      {
        name: 'sections',
        type: 'blocks',
        defaultValue: [{ blockType: 'para', body: 'first' }, { blockType: 'shared' }],
        blocks: [{ slug: 'para', fields: [{ name: 'body', type: 'text' }] }],
        blockReferences: ['shared'],
      },
    ]
    const { items, sections } = (await defaultValues(fields, req)) as {
      items: { id: string; text: string; inner?: { id: string; text: string }[] }[]
      sections: { id: string; blockType: string }[]
    }
    expect(items.map((row) => row.text)).toEqual(['one', 'two'])
    expect(items[0]!.id).toMatch(rowId)
    expect(items[1]!.id).not.toBe(items[0]!.id)
    expect(items[1]!.inner![0]).toMatchObject({ text: 'deep', id: expect.stringMatching(rowId) })
    expect(sections.map((row) => row.blockType)).toEqual(['para', 'shared'])
    expect(sections.every((row) => rowId.test(row.id))).toBe(true)
  })

  it('fills what a default row leaves out from its fields’ own defaults, as Payload’s form state does', async () => {
    const fields: Field[] = [
      {
        name: 'steps',
        type: 'array',
        defaultValue: [{ title: 'first' }],
        fields: [
          { name: 'title', type: 'text' },
          { name: 'state', type: 'select', options: ['open', 'done'], defaultValue: 'open' },
          { type: 'row', fields: [{ name: 'owner', type: 'text', defaultValue: ({ user }) => `user ${user?.id}` }] },
        ],
      },
    ]
    const { steps } = (await defaultValues(fields, { ...req, user: { id: 7 } } as never)) as { steps: Row[] }
    expect(steps).toEqual([{ id: expect.stringMatching(rowId), title: 'first', state: 'open', owner: 'user 7' }])
  })

  it('keeps a row id the config gave', async () => {
    const fields: Field[] = [
      {
        name: 'items',
        type: 'array',
        defaultValue: [{ id: 'fixed-row', text: 'one' }],
        fields: [{ name: 'text', type: 'text' }],
      },
    ]
    expect(await defaultValues(fields, req)).toEqual({ items: [{ id: 'fixed-row', text: 'one' }] })
  })
})
