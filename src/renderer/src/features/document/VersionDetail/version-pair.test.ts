import { describe, expect, it } from 'vitest'
import type { FolioVersionDiffResponse } from '@shared/protocol'
import { diffSides, screenPair, type VersionDoc } from './version-pair'

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

  it('has nothing to compare without a comparison, unless the URL named one', () => {
    expect(screenPair(answer(null), null)).toMatchObject({ compare: null, compareId: null, nothingToCompare: true })
    expect(screenPair(answer(null), '7')).toMatchObject({ compare: null, compareId: '7', nothingToCompare: false })
  })
})

describe('diffSides', () => {
  const at = (id: number, updatedAt: string): VersionDoc => ({ id, createdAt: updatedAt, updatedAt, version: {} })
  const older = at(1, '2026-01-01T00:00:00.000Z')
  const newer = at(2, '2026-01-02T00:00:00.000Z')

  it('puts an earlier comparison on the left and the version viewed on the right', () => {
    expect(diffSides(newer, older)).toEqual({ before: older, after: newer, currentSide: 'after' })
  })

  it('puts the version viewed on the left when it is compared with a later one (the oldest version)', () => {
    expect(diffSides(older, newer)).toEqual({ before: older, after: newer, currentSide: 'before' })
  })
})
