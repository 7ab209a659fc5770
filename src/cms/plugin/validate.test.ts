import type { Field, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { hiddenByCondition, validateDocument } from './validate.js'

const logged: unknown[] = []
const req = {
  user: { id: 7, collection: 'users' },
  i18n: { language: 'en' },
  payload: { logger: { error: (entry: unknown) => logged.push(entry) } },
} as unknown as PayloadRequest

describe('hiddenByCondition with filterOptions', () => {
  it("answers each shown field's filter per collection, as Payload's form state evaluates it", async () => {
    const fields: Field[] = [
      { name: 'kind', type: 'text' },
      { name: 'secret', type: 'checkbox' },
      // Static Where, two collections.
      {
        name: 'fixed',
        type: 'relationship',
        relationTo: ['posts', 'pages'],
        filterOptions: { slug: { exists: true } },
      },
      // Depends on a sibling value, per collection: false offers nothing, true filters nothing.
      {
        name: 'rows',
        type: 'array',
        fields: [
          { name: 'tag', type: 'text' },
          {
            name: 'pick',
            type: 'upload',
            relationTo: 'media',
            filterOptions: ({ siblingData, data, id, user }) =>
              (siblingData as { tag?: string }).tag === 'none'
                ? false
                : (siblingData as { tag?: string }).tag === 'all'
                  ? true
                  : {
                      alt: { equals: `${String((data as { kind?: string }).kind)}-${String(id)}-${String(user?.id)}` },
                    },
          },
        ],
      },
      {
        name: 'hiddenPick',
        type: 'relationship',
        relationTo: 'posts',
        filterOptions: () => ({ id: { equals: 1 } }),
        admin: { condition: (_data, sibling) => Boolean((sibling as { secret?: boolean }).secret) },
      },
      {
        name: 'broken',
        type: 'relationship',
        relationTo: 'posts',
        filterOptions: () => {
          throw new Error('boom')
        },
      },
      { name: 'plain', type: 'relationship', relationTo: 'posts' },
    ]
    const data = { kind: 'k', secret: false, rows: [{ tag: 'x' }, { tag: 'none' }, { tag: 'all' }] }
    const answer = await hiddenByCondition({ req, fields, data, operation: 'update', id: 5, filterOptions: true })
    expect(answer.hidden).toEqual(['hiddenPick'])
    expect(answer.filterOptions).toEqual({
      fixed: { posts: { slug: { exists: true } }, pages: { slug: { exists: true } } },
      'rows.0.pick': { media: { alt: { equals: 'k-5-7' } } },
      'rows.1.pick': { media: false },
      'rows.2.pick': {},
      // A filter that throws offers nothing rather than everything; the error is logged.
      broken: { posts: false },
    })
    expect(logged).toHaveLength(1)
  })

  it('answers no filters unless asked', async () => {
    const fields: Field[] = [
      { name: 'a', type: 'relationship', relationTo: 'posts', filterOptions: { id: { equals: 1 } } },
    ]
    const answer = await hiddenByCondition({ req, fields, data: {}, operation: 'create' })
    expect(answer).toEqual({ hidden: [] })
  })
})

describe('validateDocument through tabs, rows, collapsibles and groups', () => {
  it('validates a named tab or group under its name, a presentational one beside it, each error with its path and label', async () => {
    // No label of their own: the name stands for it, after the named tab's or group's label.
    const seen: { path: string; value: unknown; previousValue: unknown }[] = []
    const checked = (name: string): Field => ({
      name,
      type: 'text',
      validate: (value: unknown, options: { path: (string | number)[]; previousValue?: unknown }) => {
        seen.push({ path: options.path.join('.'), value, previousValue: options.previousValue })
        return `not ${String(value)}`
      },
    })
    const fields: Field[] = [
      {
        type: 'tabs',
        tabs: [
          { name: 'meta', label: 'Meta', fields: [checked('code')] },
          { label: 'Plain', fields: [checked('tabCode')] },
        ],
      },
      { type: 'row', fields: [checked('rowCode')] },
      { type: 'collapsible', label: 'More', fields: [checked('foldCode')] },
      { name: 'stats', type: 'group', label: 'Stats', fields: [checked('code')] },
      { type: 'group', label: 'Loose', fields: [checked('looseCode')] },
    ]
    const errors = await validateDocument({
      req,
      fields,
      operation: 'update',
      data: { meta: { code: 'm' }, tabCode: 't', rowCode: 'r', foldCode: 'f', stats: { code: 's' }, looseCode: 'l' },
      originalDoc: {
        meta: { code: 'm0' },
        tabCode: 't0',
        rowCode: 'r0',
        foldCode: 'f0',
        stats: { code: 's0' },
        looseCode: 'l0',
      },
    })
    // Each field's path, the value typed and the one saved, and its label.
    const expected = [
      ['meta.code', 'm', 'm0', 'Meta > code'],
      ['tabCode', 't', 't0', 'tabCode'],
      ['rowCode', 'r', 'r0', 'rowCode'],
      ['foldCode', 'f', 'f0', 'foldCode'],
      ['stats.code', 's', 's0', 'Stats > code'],
      ['looseCode', 'l', 'l0', 'looseCode'],
    ]
    expect(errors).toEqual(expected.map(([path, value, , label]) => ({ path, message: `not ${value}`, label })))
    expect(seen).toEqual(expected.map(([path, value, previousValue]) => ({ path, value, previousValue })))
  })
})

describe('hiddenByCondition for tabs', () => {
  const fields: Field[] = [
    { name: 'show', type: 'checkbox' },
    {
      type: 'tabs',
      admin: { condition: (data) => Boolean((data as { show?: boolean }).show) },
      tabs: [{ label: 'A', fields: [{ name: 'a', type: 'text' }] }],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'B',
          admin: { condition: (_data, sibling) => Boolean((sibling as { show?: boolean }).show) },
          fields: [{ name: 'b', type: 'text' }],
        },
        {
          name: 'named',
          label: 'Named',
          admin: { condition: (data) => Boolean((data as { show?: boolean }).show) },
          fields: [{ name: 'c', type: 'text' }],
        },
      ],
    },
  ]

  it("names a hidden tabs field and hidden tabs by Payload's paths, with the fields they hold", async () => {
    const { hidden } = await hiddenByCondition({ req, fields, data: { show: false }, operation: 'update' })
    expect(hidden.sort()).toEqual(['_index-1', '_index-2-0', 'a', 'b', 'named'].sort())
  })

  it('hides nothing when the conditions pass', async () => {
    const { hidden } = await hiddenByCondition({ req, fields, data: { show: true }, operation: 'update' })
    expect(hidden).toEqual([])
  })
})
