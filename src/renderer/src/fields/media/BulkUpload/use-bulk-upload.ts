/**
 * The bulk upload's run: the queue (queue.ts), one form per file, and the sender. Each file is sent as the
 * edit view sends a new upload document (a multipart save through the bridge), one at a time; the bridge
 * answers a request whole, so a file's progress is its state (waiting, uploading, done, failed), not bytes.
 * A file's form is checked with the field rules before it is queued; a failed one keeps its form.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import type { FolioClientField } from '@shared/protocol'
import { apiErrorText } from '../../../core/i18n/api-error-text'
import type { Translate } from '../../../core/i18n/translate'
import { defaultValuesOf } from '../../../core/schema/default-values'
import { FormStore } from '../../../core/form/form-store'
import { invokeFileSave, saveRequest, type DocumentTarget } from '../../../core/requests'
import type { UploadRules } from '../../../core/upload/file-checks'
import { validateDocument } from '../../../core/validation'
import { dataNames, fillEmpty, nextToSend, queueReducer, type QueueAction, type QueueItem } from './queue'

type Data = Record<string, unknown>

/** The same file picked twice is one file. */
const fileKey = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`

export interface BulkUploadOptions {
  slug: string
  fields: FolioClientField[]
  rules: UploadRules
  drafts: boolean
  language: string
  t: Translate
  /** The files the drawer opens with. */
  initialFiles: readonly File[]
  /** At most this many files are taken (a single upload field takes one). */
  max?: number
  /** Values every file's form starts with, over the fields' defaults. */
  initial?: Data
  onUploaded: (doc: Data) => void
}

export function useBulkUpload(options: BulkUploadOptions) {
  const { slug, fields, rules, drafts, language, t, max, initialFiles } = options
  // The files and their forms, kept for the drawer's life (the maps themselves never change).
  const [files] = useState(() => new Map<string, File>())
  const [forms] = useState(() => new Map<string, FormStore>())
  const addAction = (taken: readonly File[]): QueueAction => ({
    type: 'add',
    files: taken.map((f) => ({ key: fileKey(f), name: f.name, type: f.type, size: f.size })),
    rules,
  })
  /** The files of `picked` not already there, within `max`; kept, and added to the queue. */
  const add = (picked: readonly File[]) => {
    const room = max === undefined ? picked.length : Math.max(0, max - files.size)
    const taken = picked.filter((f) => !files.has(fileKey(f))).slice(0, room)
    for (const file of taken) files.set(fileKey(file), file)
    dispatch(addAction(taken))
  }
  // The files the drawer opens with are there at its first render, so focus can start in the first form.
  // (Run twice under StrictMode: it keeps the same files both times.)
  const [items, dispatch] = useReducer(queueReducer, undefined, () => {
    const unique = [...new Map(initialFiles.map((f) => [fileKey(f), f])).values()].slice(0, max ?? Infinity)
    for (const file of unique) files.set(fileKey(file), file)
    return queueReducer([], addAction(unique))
  })
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })

  const formOf = useCallback(
    (key: string) => {
      let form = forms.get(key)
      if (!form) {
        form = new FormStore({ ...defaultValuesOf(latest.current.fields), ...latest.current.initial })
        forms.set(key, form)
      }
      return form
    },
    [forms],
  )

  /** Checks the forms of `keys` with the field rules; the first file with errors, or null. */
  const firstInvalid = (keys: string[]): string | null => {
    let first: string | null = null
    for (const key of keys) {
      const form = formOf(key)
      form.flushPending()
      const errors = validateDocument(fields, form.getData() as Data, t)
      form.setErrors(errors)
      if (errors.length && first === null) first = key
    }
    return first
  }

  /** Queues every ready file, unless a form is incomplete: then nothing starts and that file is returned. */
  const start = (): string | null => {
    const invalid = firstInvalid(items.filter((i) => i.state === 'ready').map((i) => i.key))
    if (invalid === null) dispatch({ type: 'start' })
    return invalid
  }

  const retry = (key?: string): string | null => {
    const keys = items.filter((i) => i.state === 'failed' && (key === undefined || i.key === key)).map((i) => i.key)
    const invalid = firstInvalid(keys)
    if (invalid === null) dispatch(key === undefined ? { type: 'retry-failed' } : { type: 'retry', key })
    return invalid
  }

  /** "Apply to all": this file's values go to the other files' empty fields, where they can still be edited. */
  const applyToAll = (from: string) => {
    const source = formOf(from)
    source.flushPending()
    const names = dataNames(fields)
    for (const item of items) {
      if (item.key === from || item.state === 'refused' || item.state === 'done') continue
      if (item.state === 'waiting' || item.state === 'uploading') continue
      const target = formOf(item.key)
      target.flushPending()
      const fill = fillEmpty(source.getData() as Data, target.getData() as Data, names)
      for (const [name, value] of Object.entries(fill)) {
        target.setValue(name, structuredClone(value))
        target.setError(name, undefined)
      }
    }
  }

  // One request out at a time; the ref keeps a re-render from sending the same file twice.
  const sending = useRef<string | null>(null)
  const next = nextToSend(items)
  useEffect(() => {
    if (!next || sending.current) return
    const { key } = next
    const file = files.get(key)
    if (!file) return
    sending.current = key
    dispatch({ type: 'sending', key })
    const form = formOf(key)
    form.flushPending()
    const target: DocumentTarget = { kind: 'collection', slug }
    const request = saveRequest(target, form.getData() as Data, { mode: drafts ? 'draft' : 'save', drafts, language })
    void invokeFileSave(target, request, file, t).then((result) => {
      sending.current = null
      if (result.ok) {
        const doc = (result.data as { doc?: Data }).doc ?? (result.data as Data)
        dispatch({ type: 'sent', key, doc })
        latest.current.onUploaded(doc)
        return
      }
      // What the server found wrong with the fields shows on them; the form keeps what was typed.
      if (result.error.fieldErrors?.length) form.setErrors(result.error.fieldErrors)
      dispatch({ type: 'failed', key, error: apiErrorText(result.error, t) })
    })
  }, [next, files, slug, drafts, language, t, formOf])

  return {
    items,
    add,
    start,
    retry,
    applyToAll,
    formOf,
    cancel: (key: string) => dispatch({ type: 'cancel', key }),
    cancelAll: () => dispatch({ type: 'cancel-all' }),
    restore: (key: string) => dispatch({ type: 'restore', key }),
    remove: (key: string) => {
      dispatch({ type: 'remove', key })
      files.delete(key)
      forms.delete(key)
    },
  }
}

export type BulkUpload = ReturnType<typeof useBulkUpload>
export type { QueueItem }
