import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { LocalDraft } from '@shared/drafts'
import { DRAFT_MAX_AGE_MS, DraftStore } from './draft-store'
import { writeLegacyDraft } from './testing/legacy-draft'

const ALICE = 'local#users:1'
const BOB = 'local#users:2'
const DAY = 24 * 60 * 60 * 1000

const draft = (key = 'http://cms#posts/7@en', title = 'typed') => ({
  key,
  data: { title },
  savedAt: 1,
  baseUpdatedAt: '2026-01-01T00:00:00.000Z',
})

function setup() {
  const dir = join(mkdtempSync(join(tmpdir(), 'folio-drafts-')), 'drafts')
  let now = Date.UTC(2026, 0, 1)
  const clock = { advance: (ms: number) => (now += ms), now: () => now }
  const store = () => new DraftStore(dir, { now: () => now })
  return { dir, clock, store }
}

const modeOf = (path: string) => statSync(path).mode & 0o777

describe('DraftStore', () => {
  it('keeps a draft per key across instances and clears it', () => {
    const { dir, store } = setup()
    store().save(ALICE, draft())
    expect(store().get(ALICE, draft().key)).toEqual(draft())
    expect(store().get(ALICE, 'http://cms#posts/8@en')).toBeNull()
    store().clear(ALICE, draft().key)
    expect(store().get(ALICE, draft().key)).toBeNull()
    expect(readdirSync(dir).flatMap((folder) => readdirSync(join(dir, folder)))).toEqual([])
  })

  it('keeps the saves waiting for the CMS with the edits, for the next start (a crash, a restart)', () => {
    const { store } = setup()
    const waiting: LocalDraft = { ...draft(), queued: ['draft', 'publish'] }
    store().save(ALICE, waiting)
    // Another instance: the app started again.
    expect(store().get(ALICE, waiting.key)).toEqual(waiting)
  })

  it('keeps each user’s drafts apart: the same key is two drafts, and one user never reads the other’s', () => {
    const { store } = setup()
    store().save(ALICE, draft(undefined, 'Alice typed'))
    expect(store().get(BOB, draft().key)).toBeNull()
    store().save(BOB, draft(undefined, 'Bob typed'))
    expect(store().get(ALICE, draft().key)?.data).toEqual({ title: 'Alice typed' })
    expect(store().get(BOB, draft().key)?.data).toEqual({ title: 'Bob typed' })

    store().removeScope(ALICE)
    expect(store().get(ALICE, draft().key)).toBeNull()
    expect(store().get(BOB, draft().key)?.data).toEqual({ title: 'Bob typed' })
  })

  it('is private to the account that runs Folio: folders 0700, files 0600, even a folder made earlier as 0755', () => {
    const { dir, store } = setup()
    mkdirSync(dir, { recursive: true, mode: 0o755 })
    store().save(ALICE, draft())
    expect(modeOf(dir)).toBe(0o700)
    const [folder] = readdirSync(dir)
    expect(modeOf(join(dir, folder!))).toBe(0o700)
    const [file] = readdirSync(join(dir, folder!))
    expect(modeOf(join(dir, folder!, file!))).toBe(0o600)
  })

  it('forgets a draft 30 days after it was written, when read', () => {
    const { clock, store } = setup()
    store().save(ALICE, draft())
    clock.advance(DRAFT_MAX_AGE_MS - 1)
    expect(store().get(ALICE, draft().key)).not.toBeNull()
    clock.advance(1)
    expect(store().get(ALICE, draft().key)).toBeNull()
    // Gone from disk, not only hidden.
    clock.advance(-DAY)
    expect(store().get(ALICE, draft().key)).toBeNull()
  })

  it('a sweep at start removes expired drafts and interrupted writes; it keeps fresh ones', () => {
    const { dir, clock, store } = setup()
    store().save(ALICE, draft('old'))
    store().save(BOB, draft('old too'))
    clock.advance(20 * DAY)
    store().save(ALICE, draft('fresh'))
    clock.advance(10 * DAY)
    const aliceFolder = readdirSync(dir).find((folder) => readdirSync(join(dir, folder)).length === 2)!
    writeFileSync(join(dir, aliceFolder, 'x.json.1234.tmp'), '{"key":')
    writeFileSync(join(dir, 'y.json.1234.tmp'), '{"key":')

    store().sweep()
    expect(readdirSync(dir)).toEqual([aliceFolder])
    expect(readdirSync(join(dir, aliceFolder))).toHaveLength(1)
    expect(store().get(ALICE, 'fresh')).not.toBeNull()
  })

  it('a sweep with no drafts folder yet does nothing', () => {
    const { dir, store } = setup()
    store().sweep()
    expect(() => readdirSync(dir)).toThrow()
  })

  describe('per page instance (each browser tab or desktop window)', () => {
    const KEY = 'local#collection:posts/7@en'
    const typed = (instance: string | undefined, title: string, savedAt: number): LocalDraft => ({
      key: KEY,
      ...(instance ? { instance } : {}),
      data: { title },
      savedAt,
      baseUpdatedAt: '2026-01-01T00:00:00.000Z',
      base: { fields: ['title'], values: { title: 'as loaded' } },
    })

    it('keeps one draft per instance and lists them all, newest first, with the one from before instances', () => {
      const { dir, clock, store } = setup()
      // Written by an older Folio, before drafts were kept per instance: no instance, no base.
      const older = { key: KEY, data: { title: 'typed before the upgrade' }, savedAt: 5, baseUpdatedAt: null }
      store().save(ALICE, older)
      store().save(ALICE, typed('tab-one', 'typed in tab one', 10))
      store().save(ALICE, typed('tab-two', 'typed in tab two', 20))
      store().save(ALICE, typed('tab-one', 'tab one typed on', 30))
      clock.advance(1)
      // Another instance of the store: the app started again after a crash.
      expect(store().list(ALICE, KEY)).toEqual([
        typed('tab-one', 'tab one typed on', 30),
        typed('tab-two', 'typed in tab two', 20),
        older,
      ])
      expect(store().list(BOB, KEY)).toEqual([])
      expect(store().list(ALICE, 'local#collection:posts/8@en')).toEqual([])
      expect(readdirSync(dir).flatMap((folder) => readdirSync(join(dir, folder)))).toHaveLength(3)
    })

    it("clears one instance's draft and leaves the others; absent, every draft of the document goes", () => {
      const { store } = setup()
      store().save(ALICE, { key: KEY, data: { title: 'older' }, savedAt: 5, baseUpdatedAt: null })
      store().save(ALICE, typed('tab-one', 'one', 10))
      store().save(ALICE, typed('tab-two', 'two', 20))
      store().save(ALICE, { ...typed('tab-one', 'other post', 10), key: 'local#collection:posts/8@en' })

      // Tab one's save landed: only its own copy goes.
      store().clear(ALICE, KEY, 'tab-one')
      expect(
        store()
          .list(ALICE, KEY)
          .map((d) => d.data.title),
      ).toEqual(['two', 'older'])
      // The draft from before instances is discarded on its own.
      store().clear(ALICE, KEY, null)
      expect(
        store()
          .list(ALICE, KEY)
          .map((d) => d.data.title),
      ).toEqual(['two'])
      store().save(ALICE, typed('tab-three', 'three', 30))
      // The document was deleted.
      store().clear(ALICE, KEY)
      expect(store().list(ALICE, KEY)).toEqual([])
      expect(
        store()
          .list(ALICE, 'local#collection:posts/8@en')
          .map((d) => d.data.title),
      ).toEqual(['other post'])
    })

    it('expires and sweeps instance drafts as any other', () => {
      const { clock, store } = setup()
      store().save(ALICE, typed('tab-one', 'old', 10))
      clock.advance(20 * DAY)
      store().save(ALICE, typed('tab-two', 'fresh', 20))
      clock.advance(10 * DAY)
      store().sweep()
      expect(
        store()
          .list(ALICE, KEY)
          .map((d) => d.data.title),
      ).toEqual(['fresh'])
    })
  })

  describe('drafts from before drafts were kept per user', () => {
    const LOCAL_KEY = 'local#collection:posts/7@en'
    const legacy = (key: string, title: string): LocalDraft => ({
      key,
      data: { title },
      savedAt: 1234,
      baseUpdatedAt: '2025-12-01T00:00:00.000Z',
    })

    it('go, whole, to the first user who signs in to their server, and to no one after', () => {
      const { dir, clock, store } = setup()
      writeLegacyDraft(dir, legacy(LOCAL_KEY, 'typed before the upgrade'), clock.now() - DAY)
      writeLegacyDraft(dir, legacy('http://cms#collection:posts/7@en', 'typed on a server'), clock.now() - DAY)
      store().sweep()

      store().adoptLegacy('local', ALICE)
      expect(store().get(ALICE, LOCAL_KEY)).toEqual(legacy(LOCAL_KEY, 'typed before the upgrade'))
      store().adoptLegacy('local', BOB)
      expect(store().get(BOB, LOCAL_KEY)).toBeNull()
      expect(store().get(ALICE, LOCAL_KEY)).not.toBeNull()

      // The other server's draft waits for a sign-in there.
      store().adoptLegacy('http://cms', BOB)
      expect(store().get(BOB, 'http://cms#collection:posts/7@en')?.data).toEqual({ title: 'typed on a server' })
      expect(readdirSync(dir).every((entry) => statSync(join(dir, entry)).isDirectory())).toBe(true)
    })

    it('stay private once moved: folders 0700, files 0600', () => {
      const { dir, clock, store } = setup()
      mkdirSync(dir, { recursive: true, mode: 0o755 })
      writeLegacyDraft(dir, legacy(LOCAL_KEY, 'typed'), clock.now())
      store().sweep()
      expect(modeOf(dir)).toBe(0o700)
      store().adoptLegacy('local', ALICE)
      const [folder] = readdirSync(dir)
      expect(modeOf(join(dir, folder!))).toBe(0o700)
      const [file] = readdirSync(join(dir, folder!))
      expect(modeOf(join(dir, folder!, file!))).toBe(0o600)
    })

    it('expire 30 days after their file was written, whether at start, at sign-in or later when read', () => {
      const { dir, clock, store } = setup()
      const stale = writeLegacyDraft(dir, legacy(LOCAL_KEY, 'stale'), clock.now() - DRAFT_MAX_AGE_MS)
      writeLegacyDraft(dir, legacy('local#collection:posts/8@en', 'recent'), clock.now() - DRAFT_MAX_AGE_MS + DAY)
      store().sweep()
      expect(readdirSync(dir)).not.toContain(stale.slice(dir.length + 1))
      expect(readdirSync(dir)).toHaveLength(1)

      // Not swept (no restart) but past 30 days by the sign-in: not adopted.
      writeLegacyDraft(dir, legacy(LOCAL_KEY, 'stale'), clock.now() - DRAFT_MAX_AGE_MS)
      store().adoptLegacy('local', ALICE)
      expect(store().get(ALICE, LOCAL_KEY)).toBeNull()
      expect(store().get(ALICE, 'local#collection:posts/8@en')?.data).toEqual({ title: 'recent' })
      clock.advance(DAY)
      expect(store().get(ALICE, 'local#collection:posts/8@en')).toBeNull()
    })

    it('never replace a draft the user saved since the upgrade', () => {
      const { dir, clock, store } = setup()
      writeLegacyDraft(dir, legacy(LOCAL_KEY, 'older'), clock.now() - DAY)
      store().save(ALICE, legacy(LOCAL_KEY, 'newer'))
      store().adoptLegacy('local', ALICE)
      expect(store().get(ALICE, LOCAL_KEY)?.data).toEqual({ title: 'newer' })
    })
  })
})
