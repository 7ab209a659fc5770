import { createHash } from 'node:crypto'
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LocalDraft } from '@shared/drafts'

/** Writes a draft as Folio did before drafts were kept per user: flat, named by its key alone. */
export function writeLegacyDraft(dir: string, draft: LocalDraft, writtenAt: number): string {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${createHash('sha256').update(draft.key).digest('hex').slice(0, 32)}.json`)
  writeFileSync(file, JSON.stringify(draft), { mode: 0o600 })
  utimesSync(file, writtenAt / 1000, writtenAt / 1000)
  return file
}
