import type { Field, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { hiddenByCondition } from './validate.js'

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
