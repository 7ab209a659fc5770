/**
 * The newest unsaved edits of every document this page has edited, and their way to the host's disk.
 * Kept in the page, not in the edit view: a view that is left or unmounted (the host reconnecting
 * after a restart) hands its last edits here, and they reach the disk once the host answers again,
 * however long it was down, and come back when the view opens again.
 *
 * On disk each page instance (tab or window, `page-instance.ts`) has its own draft of a document:
 * this page writes and drops only its own, and clears another's only when the editor restored or
 * discarded it here, or deleted the document.
 */
import type { LocalDraft } from '@shared/drafts'
import { getBridge } from '../bridge'
import { pageInstance } from './page-instance'

/**
 * `draft` null: everything was saved, the copy on disk goes (`clear` says which: this instance's,
 * another's, null for the one from before instances, or every copy when absent). `resume`: the view was
 * taken away while the editor stayed on it (the host reconnecting), so its edits go back in when it
 * opens again.
 */
type Entry = { key: string; draft: LocalDraft | null; clear?: string | null; onDisk: boolean; resume: boolean }

/** This page's own entries by draft key; clears of other instances' copies by key and instance. */
const entries = new Map<string, Entry>()
let writing = false
let retry: ReturnType<typeof setTimeout> | null = null

/** A write the host did not take is tried again after this. */
export const DRAFT_RETRY_MS = 1000

/** Keeps the newest edits of a document, in the page at once and on disk as soon as the host takes them. */
export function keepDraft(draft: LocalDraft): void {
  const mine = { ...draft, instance: pageInstance() }
  entries.set(draft.key, { key: draft.key, draft: mine, onDisk: false, resume: false })
  void flush()
}

/** The document has nothing unsaved any more here: this page's copy goes (other tabs' stay). */
export function dropDraft(key: string): void {
  entries.set(key, { key, draft: null, clear: pageInstance(), onDisk: false, resume: false })
  void flush()
}

/**
 * A draft another instance kept (or one from before instances: `instance` undefined) was restored into
 * this page or discarded here: its copy goes, after this page's own writes queued before it.
 */
export function dropKeptDraft(key: string, instance: string | undefined): void {
  if (instance === pageInstance()) return dropDraft(key)
  entries.set(`${key}\n${instance ?? ''}`, { key, draft: null, clear: instance ?? null, onDisk: false, resume: false })
  void flush()
}

/** The document was deleted: every copy of its edits goes, every instance's. */
export function dropAllDrafts(key: string): void {
  entries.set(key, { key, draft: null, onDisk: false, resume: false })
  void flush()
}

/**
 * The edits kept for a document were saved after its view left it: the copy goes, unless it has changed
 * since (the editor came back and typed more), which stays for its own save.
 */
export function dropDraftIfStill(key: string, data: Record<string, unknown>): void {
  const kept = entries.get(key)?.draft
  if (kept && JSON.stringify(kept.data) !== JSON.stringify(data)) return
  dropDraft(key)
}

/** The edit view went away without the editor leaving it: its edits are put back when it returns. */
export function resumeOnReturn(key: string): void {
  const entry = entries.get(key)
  if (entry?.draft) entry.resume = true
}

/**
 * The newest edits of a document this page kept, whether or not they have reached the disk yet, and
 * whether they are to be put back without asking; `dropped` when this page dropped them (everything was
 * saved) and the disk's copy may not be cleared yet, so it is not to be offered.
 */
export function pageDraft(key: string): { draft: LocalDraft; resume: boolean } | 'dropped' | null {
  const entry = entries.get(key)
  if (!entry) return null
  return entry.draft ? { draft: entry.draft, resume: entry.resume } : 'dropped'
}

/** Edits this page has not handed to the disk yet (leaving now could lose them); drops do not count. */
export function draftsUnwritten(): boolean {
  for (const entry of entries.values()) if (entry.draft && !entry.onDisk) return true
  return false
}

async function flush(): Promise<void> {
  if (writing) return
  writing = true
  try {
    for (let next = unwritten(); next; next = unwritten()) {
      const [id, entry] = next
      if (entry.draft) await getBridge().invoke('renderer:draft-save', entry.draft)
      else
        await getBridge().invoke(
          'renderer:draft-clear',
          entry.clear === undefined ? { key: entry.key } : { key: entry.key, instance: entry.clear },
        )
      entry.onDisk = true
      if (!entry.draft && entries.get(id) === entry) entries.delete(id)
    }
  } catch {
    retry ??= setTimeout(() => {
      retry = null
      void flush()
    }, DRAFT_RETRY_MS)
  } finally {
    writing = false
  }
}

function unwritten(): [string, Entry] | undefined {
  for (const pair of entries) if (!pair[1].onDisk) return pair
  return undefined
}
