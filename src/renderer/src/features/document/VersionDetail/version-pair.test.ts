import { describe, expect, it } from 'vitest'
import type { FolioVersionDiffResponse } from '@shared/protocol'
import { screenPair } from './version-pair'

const version = (id: number) => ({ id, createdAt: '', updatedAt: '', version: { title: `v${id}` } })
const answer = (compare: ReturnType<typeof version> | null): FolioVersionDiffResponse => ({
  version: version(3),
  compare,
  latest: { draftId: 3, publishedId: 2 },
  choices: {
    docs: [version(2), version(1)],
    totalDocs: 3,
    totalPages: 2,
    page: 1,
    limit: 2,
    hasPrevPage: false,
    hasNextPage: true,
  },
})

describe('screenPair', () => {
  it('compares with the version the answer brought, by its id', () => {
    const pair = screenPair(answer(version(2)), null)
    expect(pair).toMatchObject({ compareId: '2', nothingToCompare: false, latest: { draftId: 3, publishedId: 2 } })
    expect(pair.current.id).toBe(3)
    expect(pair.firstChoices).toMatchObject({ hasNextPage: true })
    expect(pair.firstChoices.docs).toHaveLength(2)
  })

  it('has nothing to compare for the first version, unless the URL named a comparison', () => {
    expect(screenPair(answer(null), null)).toMatchObject({ compare: null, compareId: null, nothingToCompare: true })
    expect(screenPair(answer(null), '7')).toMatchObject({ compare: null, compareId: '7', nothingToCompare: false })
  })
})
