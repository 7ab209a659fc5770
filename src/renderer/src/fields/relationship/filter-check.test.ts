import { describe, expect, it } from 'vitest'
import { allowedIdsRequest, disallowedKeys, idsToCheck } from './filter-check'

const refs = [
  { relationTo: 'posts', value: 1 },
  { relationTo: 'posts', value: 2 },
  { relationTo: 'pages', value: 3 },
  { relationTo: 'media', value: 4 },
]
const filter = { posts: { id: { not_equals: 1 } }, pages: false as const }

describe('the chosen documents a filter no longer allows', () => {
  it('asks only about collections whose filter is a Where, all their chosen ids at once', () => {
    expect([...idsToCheck(refs, filter, 'posts')]).toEqual([['posts', [1, 2]]])
    expect(idsToCheck(refs, undefined, 'posts').size).toBe(0)
    expect(allowedIdsRequest('posts', [1, 2], filter.posts).query).toEqual({
      where: { and: [{ id: { not_equals: 1 } }, { id: { in: [1, 2] } }] },
      limit: 2,
      depth: 0,
      pagination: false,
      select: { id: true },
    })
  })

  it('marks those the server did not allow, all of a collection filtered to nothing, none of an unfiltered one', () => {
    expect(disallowedKeys(refs, filter, 'posts', new Map([['posts', new Set(['2'])]]))).toEqual(
      new Set(['posts:1', 'pages:3']),
    )
    // Before the answer, only what is known for sure is marked.
    expect(disallowedKeys(refs, filter, 'posts', new Map())).toEqual(new Set(['pages:3']))
    expect(
      disallowedKeys([7, 8], { users: { role: { equals: 'x' } } }, 'users', new Map([['users', new Set(['8'])]])),
    ).toEqual(new Set(['users:7']))
    expect(disallowedKeys(refs, undefined, 'posts', new Map()).size).toBe(0)
  })
})
