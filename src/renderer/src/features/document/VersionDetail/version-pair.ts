/**
 * The version screen's pair (the version shown and the one it is compared with), and what the screen's
 * one read (the plugin's version-diff answer) sets of it, the same whether that answer arrived before
 * the first render or in the screen's effect.
 */
import type { FolioVersionDiffResponse } from '@shared/protocol'
import type { VersionSummary } from '../../../core/lib/version-status'

export interface VersionDoc extends VersionSummary {
  createdAt: string
  updatedAt: string
  parent?: string | number
  version: Record<string, unknown> & { _status?: 'draft' | 'published' }
}

export type LatestVersions = { draftId?: string | number | null; publishedId?: string | number | null }

/** The compare picker's first page, when it came with the screen's one read. */
export interface ChoicesPage {
  docs: VersionDoc[]
  hasNextPage: boolean
}

export interface ScreenPair {
  current: VersionDoc
  /** The version compared with: the one the URL named, else the one before (the one after, for the oldest). */
  compare: VersionDoc | null
  /** The comparison's id, or the URL's when the answer brought none. */
  compareId: string | null
  /** The document's only version, and no comparison named: there is no other to compare with. */
  nothingToCompare: boolean
  latest: LatestVersions
  firstChoices: ChoicesPage
}

/** The screen's pair from its answer and the comparison the URL named (`compareValue`), if any. */
export function screenPair(answer: FolioVersionDiffResponse, named: string | null): ScreenPair {
  const compare = (answer.compare ?? null) as unknown as VersionDoc | null
  return {
    current: answer.version as unknown as VersionDoc,
    compare,
    compareId: compare ? String(compare.id) : named,
    nothingToCompare: !compare && named === null,
    latest: answer.latest,
    firstChoices: { docs: answer.choices.docs as unknown as VersionDoc[], hasNextPage: answer.choices.hasNextPage },
  }
}

/** Which version stands on which side of the diff. */
export interface DiffSides {
  /** The left column: what the diff's deletions are from. */
  before: VersionDoc
  /** The right column: what its insertions are in. */
  after: VersionDoc
  /** Which of the two is the version viewed: 'before' when it is the older one (the oldest, say). */
  currentSide: 'before' | 'after'
}

/**
 * The older of the two versions on the left and the newer on the right, so that what was added reads as
 * an insertion: the version viewed stands on the right when compared with an earlier one (as in Payload),
 * on the left when compared with a later one (the oldest version, compared with the one after it).
 */
export function diffSides(current: VersionDoc, compare: VersionDoc): DiffSides {
  const later = compare.updatedAt > current.updatedAt
  return later
    ? { before: current, after: compare, currentSide: 'before' }
    : { before: compare, after: current, currentSide: 'after' }
}
