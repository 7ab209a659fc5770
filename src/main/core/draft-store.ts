/**
 * Unsaved edits kept on local disk, one file per document, locale and page instance (a browser tab or
 * a desktop window: two of them on one document keep two drafts, and one's save never drops the
 * other's), so a crash, a killed process or a lost connection loses nothing: the edit view offers
 * every draft of the document back on the next open.
 *
 * Each signed-in user has a folder of their own (the scope: which server and which user), chosen by
 * main from the session, never by the renderer: one user cannot read another's drafts by guessing a
 * key. A user's folder goes at sign-out; drafts older than 30 days go when read and at start.
 * Folders are 0700 and files 0600: the drafts are unpublished content.
 *
 * Drafts written before drafts were kept per user lie flat in the folder, tied to no user. They are
 * typed text, so they are not dropped: each moves into the folder of the first user who signs in to
 * its server (they were written in this OS account's data folder, the best owner we can know).
 * Drafts written before they were kept per page instance have no instance: they are listed and
 * cleared like the others (`instance` absent).
 */
import { createHash } from 'node:crypto'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import type { LocalDraft } from '@shared/drafts'

export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export interface DraftStoreOptions {
  now?: () => number
  maxAgeMs?: number
}

/** A draft as written: main's own clock says when, the renderer's `savedAt` is not trusted for expiry. */
type StoredDraft = LocalDraft & { storedAt: number }

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32)

export class DraftStore {
  private readonly now: () => number
  private readonly maxAgeMs: number

  constructor(
    private readonly dir: string,
    options: DraftStoreOptions = {},
  ) {
    this.now = options.now ?? Date.now
    this.maxAgeMs = options.maxAgeMs ?? DRAFT_MAX_AGE_MS
  }

  private scopeDir(scope: string): string {
    return join(this.dir, hash(scope))
  }

  /** A draft without an instance (written before drafts were kept per page), or an instance's own. */
  private file(scope: string, key: string, instance?: string): string {
    return join(this.scopeDir(scope), instance ? `${hash(key)}-${hash(instance)}.json` : `${hash(key)}.json`)
  }

  /** The files that may hold a draft of `key`: the one without an instance, then every instance's. */
  private filesOf(scope: string, key: string): string[] {
    const dir = this.scopeDir(scope)
    const prefix = `${hash(key)}-`
    let names: string[]
    try {
      names = readdirSync(dir)
    } catch {
      return []
    }
    return [
      this.file(scope, key),
      ...names.filter((name) => name.startsWith(prefix) && name.endsWith('.json')).map((name) => join(dir, name)),
    ]
  }

  private expired(stored: { storedAt?: unknown; savedAt?: unknown }): boolean {
    const at = typeof stored.storedAt === 'number' ? stored.storedAt : stored.savedAt
    return typeof at !== 'number' || this.now() - at >= this.maxAgeMs
  }

  /** Every draft kept for a document (each page instance's, and one from before instances), newest first. */
  list(scope: string, key: string): LocalDraft[] {
    const found: LocalDraft[] = []
    for (const file of this.filesOf(scope, key)) {
      const draft = this.read(file, key)
      if (draft) found.push(draft)
    }
    return found.sort((a, b) => b.savedAt - a.savedAt)
  }

  /** The newest draft kept for a document, or null. */
  get(scope: string, key: string): LocalDraft | null {
    return this.list(scope, key)[0] ?? null
  }

  private read(file: string, key: string): LocalDraft | null {
    let stored: StoredDraft
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as StoredDraft
    } catch {
      return null
    }
    if (!stored || stored.key !== key) return null
    if (this.expired(stored)) {
      rmSync(file, { force: true })
      return null
    }
    const { storedAt: _storedAt, ...draft } = stored
    return draft
  }

  save(scope: string, draft: LocalDraft): void {
    this.write(scope, { ...draft, storedAt: this.now() })
  }

  private write(scope: string, stored: StoredDraft): void {
    privateDir(this.dir)
    privateDir(this.scopeDir(scope))
    const file = this.file(scope, stored.key, stored.instance)
    const tmp = `${file}.${process.pid}.tmp`
    writeFileSync(tmp, JSON.stringify(stored), { mode: 0o600 })
    renameSync(tmp, file)
  }

  /**
   * `instance` a string: that page instance's draft goes; null: the draft without an instance (from
   * before instances); absent: every draft of the document (it was deleted).
   */
  clear(scope: string, key: string, instance?: string | null): void {
    if (instance === undefined) for (const file of this.filesOf(scope, key)) rmSync(file, { force: true })
    else rmSync(this.file(scope, key, instance ?? undefined), { force: true })
  }

  /** Every draft of one user on one server (at sign-out). */
  removeScope(scope: string): void {
    rmSync(this.scopeDir(scope), { recursive: true, force: true })
  }

  /**
   * At a user's sign-in: the drafts from before drafts were kept per user whose key is on this user's
   * server (`server` is the key's server part: 'local' or the server URL) become this user's, with
   * their data, savedAt and baseUpdatedAt. Their age counts from when main wrote the file (its mtime),
   * as for any draft; expired ones go. The draft is written to its new place before the old file goes.
   */
  adoptLegacy(server: string, scope: string): void {
    for (const { file, draft, storedAt } of this.legacyDrafts()) {
      if (!draft.key.startsWith(`${server}#`)) continue
      // A draft this user saved since the upgrade is newer than the one from before it.
      if (!this.expired({ storedAt }) && !existsSync(this.file(scope, draft.key))) {
        this.write(scope, { ...draft, storedAt })
      }
      rmSync(file, { force: true })
    }
  }

  private legacyDrafts(): { file: string; draft: LocalDraft; storedAt: number }[] {
    if (!existsSync(this.dir)) return []
    const found = []
    for (const name of readdirSync(this.dir)) {
      const file = join(this.dir, name)
      const legacy = readLegacy(file)
      if (legacy) found.push({ file, ...legacy })
    }
    return found
  }

  /**
   * At start: expired drafts go, leftovers of interrupted writes go, and the folders are made private
   * again. Drafts from before drafts were kept per user stay, waiting for their server's next sign-in,
   * unless they are past 30 days or unreadable.
   */
  sweep(): void {
    if (!existsSync(this.dir)) return
    chmodSync(this.dir, 0o700)
    for (const entry of readdirSync(this.dir)) {
      const path = join(this.dir, entry)
      if (!statSync(path).isDirectory()) {
        const legacy = readLegacy(path)
        if (legacy && !this.expired(legacy)) chmodSync(path, 0o600)
        else rmSync(path, { force: true })
        continue
      }
      chmodSync(path, 0o700)
      for (const name of readdirSync(path)) {
        const file = join(path, name)
        if (!name.endsWith('.json') || this.unreadableOrExpired(file)) rmSync(file, { force: true })
      }
      if (readdirSync(path).length === 0) rmSync(path, { recursive: true, force: true })
    }
  }

  private unreadableOrExpired(file: string): boolean {
    try {
      return this.expired(JSON.parse(readFileSync(file, 'utf8')) as StoredDraft)
    } catch {
      return true
    }
  }
}

/** A draft file of the flat layout from before drafts were kept per user, or null if it is not one. */
function readLegacy(file: string): { draft: LocalDraft; storedAt: number } | null {
  if (!file.endsWith('.json')) return null
  try {
    const stats = statSync(file)
    if (!stats.isFile()) return null
    const draft = JSON.parse(readFileSync(file, 'utf8')) as LocalDraft
    if (!draft || typeof draft.key !== 'string') return null
    return { draft, storedAt: Math.floor(stats.mtimeMs) }
  } catch {
    return null
  }
}

/** Creates the folder if needed and makes it the owner's alone (mkdir's mode is only for new folders). */
function privateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 })
  chmodSync(path, 0o700)
}
