/**
 * Unsaved edits kept on local disk, one file per document and locale, so a crash, a killed process
 * or a lost connection loses nothing: the edit view offers them back on the next open.
 *
 * Each signed-in user has a folder of their own (the scope: which server and which user), chosen by
 * main from the session, never by the renderer: one user cannot read another's drafts by guessing a
 * key. A user's folder goes at sign-out; drafts older than 30 days go when read and at start.
 * Folders are 0700 and files 0600: the drafts are unpublished content.
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

  private file(scope: string, key: string): string {
    return join(this.scopeDir(scope), `${hash(key)}.json`)
  }

  private expired(stored: { storedAt?: unknown; savedAt?: unknown }): boolean {
    const at = typeof stored.storedAt === 'number' ? stored.storedAt : stored.savedAt
    return typeof at !== 'number' || this.now() - at >= this.maxAgeMs
  }

  get(scope: string, key: string): LocalDraft | null {
    const file = this.file(scope, key)
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
    const folder = this.scopeDir(scope)
    privateDir(this.dir)
    privateDir(folder)
    const file = this.file(scope, draft.key)
    const tmp = `${file}.${process.pid}.tmp`
    const stored: StoredDraft = { ...draft, storedAt: this.now() }
    writeFileSync(tmp, JSON.stringify(stored), { mode: 0o600 })
    renameSync(tmp, file)
  }

  clear(scope: string, key: string): void {
    rmSync(this.file(scope, key), { force: true })
  }

  /** Every draft of one user on one server (at sign-out). */
  removeScope(scope: string): void {
    rmSync(this.scopeDir(scope), { recursive: true, force: true })
  }

  /**
   * At start: expired drafts go, leftovers of interrupted writes go, files from before drafts were
   * kept per user (which no one can be offered safely) go, and the folders are made private again.
   */
  sweep(): void {
    if (!existsSync(this.dir)) return
    chmodSync(this.dir, 0o700)
    for (const entry of readdirSync(this.dir)) {
      const path = join(this.dir, entry)
      if (!statSync(path).isDirectory()) {
        rmSync(path, { force: true })
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

/** Creates the folder if needed and makes it the owner's alone (mkdir's mode is only for new folders). */
function privateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 })
  chmodSync(path, 0o700)
}
