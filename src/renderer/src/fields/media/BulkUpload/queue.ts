/**
 * The bulk upload's files and what happens to each, as a pure state machine. A file is checked when it is
 * added (the collection's types, the size limits): a refused one is never sent. The others are `ready`
 * (its form is being filled), then `waiting` once the editor starts the upload, `uploading` while its
 * request is out, and `done` or `failed`. A failed file keeps its form and can be sent again; a file not
 * yet sent can be cancelled and brought back. A request already out cannot be called back (the bridge
 * sends it whole), so an uploading file is not cancelled: it ends as done or failed.
 */
import { fileProblem, type FileProblem, type UploadRules } from '../../../core/upload/file-checks'

export type UploadState = 'refused' | 'ready' | 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled'

export interface QueueItem {
  key: string
  name: string
  type: string
  size: number
  state: UploadState
  /** Why the file is refused (state 'refused'). */
  problem?: FileProblem
  /** The server's or the bridge's message (state 'failed'). */
  error?: string
  /** The document made of it (state 'done'). */
  doc?: Record<string, unknown>
}

export type QueueAction =
  | { type: 'add'; files: { key: string; name: string; type: string; size: number }[]; rules: UploadRules }
  | { type: 'start' }
  | { type: 'sending'; key: string }
  | { type: 'sent'; key: string; doc: Record<string, unknown> }
  | { type: 'failed'; key: string; error: string }
  | { type: 'cancel'; key: string }
  | { type: 'cancel-all' }
  | { type: 'restore'; key: string }
  | { type: 'retry'; key: string }
  | { type: 'retry-failed' }
  | { type: 'remove'; key: string }

/** Which state each action moves a file from, and to. */
const MOVES: Partial<Record<QueueAction['type'], Partial<Record<UploadState, UploadState>>>> = {
  start: { ready: 'waiting' },
  sending: { waiting: 'uploading' },
  sent: { uploading: 'done' },
  failed: { uploading: 'failed' },
  cancel: { ready: 'cancelled', waiting: 'cancelled', failed: 'cancelled' },
  'cancel-all': { ready: 'cancelled', waiting: 'cancelled', failed: 'cancelled' },
  restore: { cancelled: 'ready' },
  retry: { failed: 'waiting' },
  'retry-failed': { failed: 'waiting' },
}

export function queueReducer(items: readonly QueueItem[], action: QueueAction): QueueItem[] {
  if (action.type === 'add') {
    const known = new Set(items.map((i) => i.key))
    const added = action.files
      .filter((f) => !known.has(f.key))
      .map((f): QueueItem => {
        const problem = fileProblem(f, action.rules)
        return problem ? { ...f, state: 'refused', problem } : { ...f, state: 'ready' }
      })
    return [...items, ...added]
  }
  // Only a file that was never sent, or was refused, leaves the list; a done one is a document now.
  if (action.type === 'remove')
    return items.filter((i) => i.key !== action.key || !['refused', 'ready', 'cancelled'].includes(i.state))
  const moves = MOVES[action.type] ?? {}
  const only = 'key' in action ? action.key : null
  return items.map((item) => {
    if (only !== null && item.key !== only) return item
    const to = moves[item.state]
    if (!to) return item
    const next: QueueItem = { ...item, state: to }
    if (to !== 'failed') delete next.error
    if (action.type === 'sent') next.doc = action.doc
    if (action.type === 'failed') next.error = action.error
    return next
  })
}

/** The file to send next: one at a time, in the order they were added. */
export const nextToSend = (items: readonly QueueItem[]): QueueItem | undefined =>
  items.some((i) => i.state === 'uploading') ? undefined : items.find((i) => i.state === 'waiting')

/** Files whose form would be lost by closing: not sent yet, being sent, or failed. */
export const unsent = (items: readonly QueueItem[]): QueueItem[] =>
  items.filter((i) => i.state === 'ready' || i.state === 'waiting' || i.state === 'uploading' || i.state === 'failed')

export const isEditable = (state: UploadState): boolean =>
  state === 'ready' || state === 'failed' || state === 'cancelled'

export interface QueueCounts {
  total: number
  done: number
  failed: number
  /** Waiting or uploading: the run is under way. */
  running: number
  ready: number
}

export function queueCounts(items: readonly QueueItem[]): QueueCounts {
  const count = (...states: UploadState[]) => items.filter((i) => states.includes(i.state)).length
  return {
    total: items.length,
    done: count('done'),
    failed: count('failed'),
    running: count('waiting', 'uploading'),
    ready: count('ready'),
  }
}

interface NamedField {
  name?: string
  fields?: NamedField[]
  tabs?: NamedField[]
}

/** The top-level data names of a form: a row, a collapsible or an unnamed tab adds its fields' names. */
export function dataNames(fields: readonly NamedField[] | undefined): string[] {
  return (fields ?? []).flatMap((f) => (f.name ? [f.name] : [...dataNames(f.fields), ...dataNames(f.tabs)]))
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * "Apply to all": the values given in one file's form, put in the other file's form where it has none, so
 * nothing typed for that file is overwritten. Returns the top-level fields to set.
 */
export function fillEmpty(
  source: Record<string, unknown>,
  target: Record<string, unknown>,
  names: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const name of names) if (!isEmpty(source[name]) && isEmpty(target[name])) out[name] = source[name]
  return out
}
