import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { label, t } from '../../../core/diff/fixtures'
import { measuredDiff } from './use-version-diff'

describe('measuredDiff', () => {
  it('keeps one timing entry however many diffs are shown, so a long session does not pile them up', () => {
    performance.clearMeasures('folio:diff')
    const fields = [{ name: 'title', type: 'text' }] as FolioClientField[]
    for (let i = 0; i < 5; i++)
      measuredDiff({ fields, compare: { title: `draft ${i}` }, current: { title: 'published' }, label, t })
    const entries = performance.getEntriesByName('folio:diff')
    expect(entries).toHaveLength(1)
    expect(entries[0]!.duration).toBeGreaterThanOrEqual(0)
  })
})
