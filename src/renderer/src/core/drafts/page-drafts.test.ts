import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LocalDraft } from '@shared/drafts'

// The host's draft store, one draft per document and page instance: refuses while `down`, else keeps
// what it is given.
let down = false
const files = new Map<string, LocalDraft>()
const fileOf = (key: string, instance: string | undefined) => `${key}|${instance ?? ''}`
const invoke = vi.fn((channel: string, payload: LocalDraft | { key: string; instance?: string | null }) => {
  if (down) return Promise.reject(new Error('the Folio host did not answer'))
  if (channel === 'renderer:draft-save')
    files.set(fileOf(payload.key, (payload as LocalDraft).instance), payload as LocalDraft)
  else if (!('instance' in payload)) {
    for (const file of [...files.keys()]) if (file.startsWith(`${payload.key}|`)) files.delete(file)
  } else files.delete(fileOf(payload.key, (payload as { instance: string | null }).instance ?? undefined))
  return Promise.resolve(null)
})
/** This page's own draft of `key` on disk. */
const disk = {
  has: (key: string) => files.has(fileOf(key, instance.pageInstance())),
  get: (key: string) => files.get(fileOf(key, instance.pageInstance())),
}

let drafts: typeof import('./page-drafts')
let instance: typeof import('./page-instance')
beforeAll(async () => {
  vi.stubGlobal('window', { folio: { invoke } })
  drafts = await import('./page-drafts')
  instance = await import('./page-instance')
})
afterEach(() => {
  vi.useRealTimers()
  down = false
})

/** What the page keeps for `key` (null when nothing, or only a drop on its way to disk). */
const kept = (key: string) => {
  const entry = drafts.pageDraft(key)
  return entry === 'dropped' ? null : entry
}

const draft = (key: string, title: string): LocalDraft => ({
  key,
  data: { title },
  savedAt: 1,
  baseUpdatedAt: '2026-11-22T10:00:00.000Z',
})

describe('page drafts', () => {
  it('reach the disk once the host answers again, newest edits first and only', async () => {
    vi.useFakeTimers()
    down = true
    drafts.keepDraft(draft('local#collection:posts/1@', 'typed while the host was down'))
    drafts.keepDraft(draft('local#collection:posts/1@', 'typed while the host was down, and more'))
    await vi.advanceTimersByTimeAsync(drafts.DRAFT_RETRY_MS * 3)
    expect(disk.has('local#collection:posts/1@')).toBe(false)
    // The page still has them, for the view that opens the document again.
    expect(kept('local#collection:posts/1@')?.draft.data).toEqual({
      title: 'typed while the host was down, and more',
    })
    down = false
    await vi.advanceTimersByTimeAsync(drafts.DRAFT_RETRY_MS)
    expect(disk.get('local#collection:posts/1@')?.data).toEqual({ title: 'typed while the host was down, and more' })
  })

  it('are dropped from the page and the disk once everything is saved', async () => {
    drafts.keepDraft(draft('local#collection:posts/2@', 'unsaved'))
    await vi.waitFor(() => expect(disk.has('local#collection:posts/2@')).toBe(true))
    drafts.dropDraft('local#collection:posts/2@')
    // Until the disk's copy is cleared, a view opening the document must not ask the disk for it.
    expect(drafts.pageDraft('local#collection:posts/2@')).toBe('dropped')
    await vi.waitFor(() => expect(disk.has('local#collection:posts/2@')).toBe(false))
    expect(drafts.pageDraft('local#collection:posts/2@')).toBeNull()
  })

  it('go back in without asking only after the view was taken away, not after the editor left it', () => {
    drafts.keepDraft(draft('local#collection:posts/3@', 'left on purpose'))
    expect(kept('local#collection:posts/3@')?.resume).toBe(false)
    drafts.resumeOnReturn('local#collection:posts/3@')
    expect(kept('local#collection:posts/3@')?.resume).toBe(true)
    // A newer edit is the open view's again.
    drafts.keepDraft(draft('local#collection:posts/3@', 'typed on'))
    expect(kept('local#collection:posts/3@')?.resume).toBe(false)
  })

  it('a save of what was left drops its copy, but not edits made after it when the editor came back', async () => {
    drafts.keepDraft(draft('local#collection:posts/4@', 'left with this'))
    drafts.dropDraftIfStill('local#collection:posts/4@', { title: 'left with this' })
    await vi.waitFor(() => expect(disk.has('local#collection:posts/4@')).toBe(false))
    expect(drafts.pageDraft('local#collection:posts/4@')).toBeNull()

    drafts.keepDraft(draft('local#collection:posts/5@', 'left with this, then typed on'))
    drafts.dropDraftIfStill('local#collection:posts/5@', { title: 'left with this' })
    await vi.waitFor(() =>
      expect(disk.get('local#collection:posts/5@')?.data).toEqual({ title: 'left with this, then typed on' }),
    )
    expect(kept('local#collection:posts/5@')?.draft.data).toEqual({
      title: 'left with this, then typed on',
    })
  })

  it("are this page instance's own on disk: dropping them leaves another tab's copy of the document", async () => {
    const key = 'local#collection:posts/6@'
    files.set(fileOf(key, 'another-tab-0001'), { ...draft(key, 'typed in another tab'), instance: 'another-tab-0001' })
    drafts.keepDraft(draft(key, 'typed here'))
    await vi.waitFor(() => expect(disk.get(key)?.instance).toBe(instance.pageInstance()))
    drafts.dropDraft(key)
    await vi.waitFor(() => expect(disk.has(key)).toBe(false))
    expect(files.get(fileOf(key, 'another-tab-0001'))?.data).toEqual({ title: 'typed in another tab' })

    // Restored here: the other tab's copy goes, after this page's own write.
    drafts.keepDraft(draft(key, 'typed in another tab'))
    drafts.dropKeptDraft(key, 'another-tab-0001')
    await vi.waitFor(() => expect(files.has(fileOf(key, 'another-tab-0001'))).toBe(false))
    const order = invoke.mock.calls.slice(-2).map(([channel]) => channel)
    expect(order).toEqual(['renderer:draft-save', 'renderer:draft-clear'])

    // The document was deleted: every copy goes, also one from before drafts were kept per instance.
    files.set(fileOf(key, undefined), draft(key, 'from an older Folio'))
    drafts.dropAllDrafts(key)
    await vi.waitFor(() => expect([...files.keys()].filter((file) => file.startsWith(`${key}|`))).toEqual([]))
  })

  it('say whether edits still wait to reach the disk', async () => {
    vi.useFakeTimers()
    down = true
    drafts.keepDraft(draft('local#collection:posts/7@', 'typed while the host was down'))
    expect(drafts.draftsUnwritten()).toBe(true)
    down = false
    await vi.advanceTimersByTimeAsync(drafts.DRAFT_RETRY_MS)
    expect(drafts.draftsUnwritten()).toBe(false)
  })
})
