/**
 * Saving one document: publish, save a draft or a plain save, after checking that nobody saved a
 * newer copy since it was loaded (the editor chooses then, field by field), and Unpublish. Autosave lives in
 * use-autosave.ts; both report the server's new updatedAt through `saved`.
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import type { ApiResult, FieldError } from '@shared/api'
import type { FolioClientField } from '@shared/protocol'
import type { Translate } from '../../../core/i18n/translate'
import type { FormStore } from '../../../core/form/form-store'
import {
  documentRequest,
  freshnessRequest,
  invokeApi,
  invokeFileSave,
  saveRequest,
  savedDocument,
  savedMessage,
  unpublishRequest,
  withUploadEdits,
  type DocumentTarget,
  type UploadEdits,
  type SaveMode,
} from '../../../core/requests'
import { toast } from '../../../core/stores/toast-store'
import { apiErrorText, isConnectionError } from '../../../core/i18n/api-error-text'
import { useRetryAfterSignIn } from './use-retry-after-sign-in'
import { fieldErrorsText, revealFieldErrors, saveBlockedText } from './field-errors'
import { takeTheirs } from './conflict-merge'
import type { SaveOutcome } from './use-offline-queue'
import type { WriteQueue } from './write-queue'

export interface SaveOptions {
  form: FormStore
  target: DocumentTarget
  canSave: boolean
  drafts: boolean
  locale?: string
  language: string
  /** The editor holds the document's lock: its writes ask the server to keep it. */
  keepLock: boolean
  t: Translate
  baseUpdatedAtRef: RefObject<string | null>
  /** The entity's fields, to name the fields of the server's errors by their labels. */
  fields?: readonly FolioClientField[]
  /** The document as Payload's REST API takes it back. */
  body: () => Record<string, unknown>
  /**
   * The document's writes: a save waits for an autosave (or another write) that is out, whose answer
   * moves updatedAt, before its changed-on-server check.
   */
  writes: WriteQueue
  /**
   * The errors that stop this save (none: it may go). Drafts may be saved incomplete, as in Payload
   * (`draft`), but not with a value that cannot be sent or a limit broken; publishing and plain
   * saves must be valid.
   */
  validateForSubmit: (draft: boolean) => readonly FieldError[]
  /** The editor keeps their copy over the newer one (`updatedAt`) that stopped autosave. */
  overwriteWithAutosave: (updatedAt: string) => void
  /** A write was refused with 423: someone else holds the lock. */
  onLocked: () => void
  /** A write answered 404: the document was deleted meanwhile. */
  onGone: () => void
  /**
   * A write landed: the server's copy of the document, and the form's revision when the request left
   * (what was typed after it stays).
   */
  saved: (doc: Record<string, unknown> | undefined, how: SaveMode | 'unpublish', sentAt: number) => void
  /** The file chosen for an upload collection's document, sent with the next save. */
  file?: () => File | null
  /** A new upload document without a file: Payload would refuse it, so nothing is sent. */
  fileMissing?: () => boolean
  /** Edits to an upload's image (its focal point), sent as Payload's `uploadEdits`. */
  uploadEdits?: () => UploadEdits | null
  /** A save carrying these upload edits landed: they are reset. */
  uploadEditsSaved?: (edits: UploadEdits | null) => void
  /** The save carried `file` and landed: the upload edits are reset. */
  fileSaved?: (file: File) => void
  /**
   * The CMS could not be reached: the save waits in the offline queue (which sends it when the CMS
   * answers) instead of failing with a message.
   */
  onOffline?: (mode: SaveMode) => void
}

export interface Conflict {
  /** What was about to write over the server's copy: a save, or autosave (which waits for the choice). */
  mode: SaveMode | 'autosave'
  /** The server copy's updatedAt. */
  updatedAt: string
  /**
   * The server's copy, read when the conflict was found, to choose between field by field; undefined
   * while it is read, null when it could not be (the choice is then theirs or mine as a whole).
   */
  theirs?: Record<string, unknown> | null
}

/** How the editor settled a conflict: nothing written, mine as a whole, or theirs at these data paths. */
export type ConflictResolution = 'cancel' | 'overwrite' | { theirs: string[] }

/**
 * The server copy's updatedAt when someone saved it after `base` (what this form was loaded from or
 * last saved as), else null. An unanswered check is not a conflict: the write then fails on its own.
 */
export async function newerOnServer(target: DocumentTarget, drafts: boolean, base: string | null) {
  if (!target.id && target.kind === 'collection') return null
  if (!base) return null
  const server = await invokeApi(freshnessRequest(target, drafts))
  const updatedAt = server.ok ? String((server.data as { updatedAt?: string }).updatedAt ?? '') : ''
  return updatedAt && updatedAt !== base ? updatedAt : null
}

export function useDocumentSave(options: SaveOptions) {
  const [saving, setSaving] = useState<SaveMode | null>(null)
  const [unpublishing, setUnpublishing] = useState(false)
  /** Set when the server's copy changed since it was loaded: the editor chooses before anything is overwritten. */
  const [conflict, setConflict] = useState<Conflict | null>(null)
  // Read at call time, so save keeps one identity across renders (Cmd/Ctrl+S binds it once).
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })
  /** Shows the choice at once and reads the server's copy for it, so the editor can choose field by field. */
  const openConflict = useCallback((mode: Conflict['mode'], updatedAt: string) => {
    setConflict({ mode, updatedAt })
    const { target, drafts, locale, language } = latest.current
    void invokeApi(documentRequest(target, { drafts, locale, language })).then((result) =>
      setConflict((c) =>
        c?.updatedAt === updatedAt && c.mode === mode
          ? { ...c, theirs: result.ok ? (result.data as Record<string, unknown>) : null }
          : c,
      ),
    )
  }, [])
  const busy = useRef(false)
  const retryAfterSignIn = useRetryAfterSignIn()

  const failed = useCallback((result: Extract<ApiResult, { ok: false }>, message: string) => {
    const { form, onLocked, onGone, fields, language, t } = latest.current
    if (result.error.kind === 'not-found') return onGone()
    const fieldErrors = result.error.fieldErrors ?? []
    form.setErrors(fieldErrors)
    toast.error(fieldErrors.length > 0 ? fieldErrorsText(fieldErrors, fields ?? [], form, language, t) : message)
    revealFieldErrors(form, fieldErrors)
    if (result.error.kind === 'locked') onLocked()
  }, [])

  const save = useCallback(
    /** `queued`: sent by the offline queue, which keeps the save itself when the CMS is still unreachable. */
    async (mode: SaveMode, overwrite = false, queued = false): Promise<SaveOutcome> => {
      const o = latest.current
      if (!o.canSave) return 'stopped'
      if (busy.current) return 'busy'
      busy.current = true
      try {
        // After the write before it (an autosave) has answered: its answer moves updatedAt, which the
        // check below compares with.
        return await o.writes.run(async (): Promise<SaveOutcome> => {
          if (o.target.id && !overwrite) {
            const updatedAt = await newerOnServer(o.target, o.drafts, o.baseUpdatedAtRef.current)
            if (updatedAt) {
              openConflict(mode, updatedAt)
              return 'stopped'
            }
          }
          const invalid = o.validateForSubmit(mode === 'draft')
          if (invalid.length > 0) {
            toast.error(
              mode === 'draft'
                ? saveBlockedText([...invalid], o.fields ?? [], o.form, o.language, o.t)
                : fieldErrorsText([...invalid], o.fields ?? [], o.form, o.language, o.t),
            )
            revealFieldErrors(o.form, [...invalid])
            return 'stopped'
          }
          if (o.fileMissing?.()) {
            toast.error(o.t('error:noFilesUploaded'))
            return 'stopped'
          }
          setSaving(mode)
          const body = o.body()
          const sentAt = o.form.revision
          const file = o.file?.() ?? null
          const edits = o.uploadEdits?.() ?? null
          const request = withUploadEdits(
            saveRequest(o.target, body, {
              mode,
              drafts: o.drafts,
              locale: o.locale,
              language: o.language,
              keepLock: o.keepLock,
            }),
            edits,
          )
          const result = file ? await invokeFileSave(o.target, request, file, o.t) : await invokeApi(request)
          // The server ended the session: the sign-in prompt says so, and this save runs again after it.
          if (!result.ok && result.error.sessionRejected) {
            retryAfterSignIn(() => void save(mode, overwrite))
            return 'stopped'
          }
          // Unreachable: the offline queue keeps the save and sends it when the CMS answers (a new
          // document has no id to send it to later: it fails as before, its text kept in the form).
          if (!result.ok && isConnectionError(result.error) && o.onOffline && o.target.id) {
            if (!queued) {
              toast.error(apiErrorText(result.error, o.t))
              o.onOffline(mode)
            }
            return 'offline'
          }
          if (!result.ok) {
            failed(result, apiErrorText(result.error, o.t))
            return 'stopped'
          }
          o.form.setErrors([])
          toast.success(savedMessage(result.data) ?? o.t('general:updatedSuccessfully'))
          // Before `saved`: a new document's redirect must not count the sent file as unsaved.
          if (file) o.fileSaved?.(file)
          o.uploadEditsSaved?.(edits)
          o.saved(savedDocument(result.data), mode, sentAt)
          return 'sent'
        })
      } finally {
        busy.current = false
        setSaving(null)
      }
    },
    [failed, retryAfterSignIn, openConflict],
  )

  const unpublish = useCallback(async (): Promise<boolean> => {
    const o = latest.current
    setUnpublishing(true)
    try {
      // A write too: after an autosave or save that is out, and before the next.
      return await o.writes.run(async () => {
        const sentAt = o.form.revision
        const result = await invokeApi(
          unpublishRequest(o.target, { locale: o.locale, language: o.language, keepLock: o.keepLock }),
        )
        if (!result.ok) {
          toast.error(o.t('error:unPublishingDocument'))
          return false
        }
        toast.success(o.t('version:unpublishedSuccessfully'))
        o.saved(savedDocument(result.data), 'unpublish', sentAt)
        return true
      })
    } finally {
      setUnpublishing(false)
    }
  }, [])

  const resolveConflict = useCallback(
    (choice: ConflictResolution) => {
      setConflict(null)
      if (choice === 'cancel' || !conflict) return
      // Theirs where the editor chose it, as edits on the form: the write below sends the merge.
      if (typeof choice === 'object' && conflict.theirs && choice.theirs.length > 0) {
        const { form } = latest.current
        form.applyData(takeTheirs(form.getData() as Record<string, unknown>, conflict.theirs, choice.theirs))
      }
      if (conflict.mode === 'autosave') latest.current.overwriteWithAutosave(conflict.updatedAt)
      else void save(conflict.mode, true)
    },
    [conflict, save],
  )

  /** Autosave found a newer copy on the server: the editor chooses, as for a manual save. */
  const autosaveConflict = useCallback((updatedAt: string) => openConflict('autosave', updatedAt), [openConflict])

  return { save, saving, unpublish, unpublishing, conflict, resolveConflict, autosaveConflict }
}
