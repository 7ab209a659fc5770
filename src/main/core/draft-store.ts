/**
 * Unsaved edits kept on local disk, one file per document and locale, so a crash, a killed process
 * or a lost connection loses nothing: the edit view offers them back on the next open.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LocalDraft } from '@shared/drafts'

export class DraftStore {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    return join(this.dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`)
  }

  get(key: string): LocalDraft | null {
    try {
      const draft = JSON.parse(readFileSync(this.file(key), 'utf8')) as LocalDraft
      return draft && draft.key === key ? draft : null
    } catch {
      return null
    }
  }

  save(draft: LocalDraft): void {
    mkdirSync(this.dir, { recursive: true })
    const file = this.file(draft.key)
    const tmp = `${file}.${process.pid}.tmp`
    writeFileSync(tmp, JSON.stringify(draft), { mode: 0o600 })
    renameSync(tmp, file)
  }

  clear(key: string): void {
    rmSync(this.file(key), { force: true })
  }
}
