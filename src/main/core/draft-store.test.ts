import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DraftStore } from './draft-store'

describe('DraftStore', () => {
  it('keeps a draft per key across instances and clears it', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'folio-drafts-')), 'drafts')
    const draft = {
      key: 'http://cms#posts/7@en',
      data: { title: 'typed' },
      savedAt: 1,
      baseUpdatedAt: '2026-01-01T00:00:00.000Z',
    }
    new DraftStore(dir).save(draft)
    expect(new DraftStore(dir).get(draft.key)).toEqual(draft)
    expect(new DraftStore(dir).get('http://cms#posts/8@en')).toBeNull()
    new DraftStore(dir).clear(draft.key)
    expect(new DraftStore(dir).get(draft.key)).toBeNull()
    expect(readdirSync(dir)).toEqual([])
  })
})
