/**
 * The open document's writes, no React: save (publish, save a draft, a plain
 * save), Unpublish, the changed-on-server check and the conflict it opens, the save refused because
 * the session ended (run again once the user has signed in), and the save that could not reach the CMS
 * (handed to the offline queue). Part of the document's session (document-session.ts), which feeds it
 * each render's options and takes its reports; tests give it a fake bridge.
 */
import type { ApiRequest, ApiResult, FieldError } from '@shared/api'
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
import { CONNECTION_TOAST, toast } from '../../../core/stores/toast-store'
import { useSessionStore } from '../../../core/stores/session-store'
import { apiErrorText, isConnectionError } from '../../../core/i18n/api-error-text'
import { fieldErrorsText, revealFieldErrors, saveBlockedText } from './field-errors'
import { takeTheirs } from './conflict-merge'
import type { SaveOutcome } from './offline-runner'
import type { WriteQueue } from './write-queue'

/** What the session reads each time it writes: a new render's values, without a new session. */
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
  /** The updatedAt the form is based on (what it was loaded from or last saved as). */
  baseUpdatedAtRef: { readonly current: string | null }
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

/** What the view shows of the session's writes. */
export interface DocumentWritesState {
  /** The save under way, by its mode. */
  saving: SaveMode | null
  unpublishing: boolean
  /** Set when the server's copy changed since it was loaded: the editor chooses before anything is overwritten. */
  conflict: Conflict | null
}

type Invoke = (request: ApiRequest) => Promise<ApiResult>

/**
 * Toasts: a failed write's is about the document's saving (`key`), and goes once a save lands;
 * `clear` dismisses them (optional for tests that only count messages).
 */
export interface Notify {
  success: (message: string) => void
  error: (message: string, key?: string) => void
  clear?: (key: string) => void
}

/** The key of the toast saying a save or autosave of the open document failed. */
export const SAVE_TOAST = 'document-save'

/** A write landed: what was said about the failed ones (and the CMS out of reach) is over. */
export function clearSaveToasts(notify: Notify) {
  notify.clear?.(SAVE_TOAST)
  notify.clear?.(CONNECTION_TOAST)
}

export interface DocumentWritesDeps {
  /** What the view shows now (its form, lock, locale, callbacks), read at each write. */
  options: () => SaveOptions
  /** The bridge's API call (default: invokeApi). */
  invoke?: Invoke
  /** A save carrying an upload's file (default: invokeFileSave). */
  saveFile?: (target: DocumentTarget, request: ApiRequest, file: File, t: Translate) => Promise<ApiResult>
  notify?: Notify
  /** Calls `listener` each time the user's session is accepted again; answers the unsubscribe. */
  onSignedIn?: (listener: () => void) => () => void
}

export interface DocumentWrites {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => DocumentWritesState
  /** `queued`: sent by the offline queue, which keeps the save itself when the CMS is still unreachable. */
  save: (mode: SaveMode, overwrite?: boolean, queued?: boolean) => Promise<SaveOutcome>
  unpublish: () => Promise<boolean>
  resolveConflict: (choice: ConflictResolution) => void
  /** Autosave found a newer copy on the server: the editor chooses, as for a manual save. */
  autosaveConflict: (updatedAt: string) => void
  /** The view goes: a save waiting for the sign-in is not sent any more. */
  dispose: () => void
}

/** Signed in again over the screen: the session store's session is accepted once more. */
export const sessionAccepted = (listener: () => void) =>
  useSessionStore.subscribe(({ session }) => {
    if (session?.phase === 'signed-in' && !session.rejected) listener()
  })

/**
 * The server copy's updatedAt when someone saved it after `base` (what this form was loaded from or
 * last saved as), else null. An unanswered check is not a conflict: the write then fails on its own.
 */
export async function newerOnServer(
  target: DocumentTarget,
  drafts: boolean,
  base: string | null,
  invoke: Invoke = invokeApi,
) {
  if (!target.id && target.kind === 'collection') return null
  if (!base) return null
  const server = await invoke(freshnessRequest(target, drafts))
  const updatedAt = server.ok ? String((server.data as { updatedAt?: string }).updatedAt ?? '') : ''
  return updatedAt && updatedAt !== base ? updatedAt : null
}

export function createDocumentWrites(deps: DocumentWritesDeps): DocumentWrites {
  const invoke = deps.invoke ?? invokeApi
  const saveFile = deps.saveFile ?? invokeFileSave
  const notify = deps.notify ?? toast
  const onSignedIn = deps.onSignedIn ?? sessionAccepted
  const current = deps.options
  let state: DocumentWritesState = { saving: null, unpublishing: false, conflict: null }
  const listeners = new Set<() => void>()
  const set = (change: Partial<DocumentWritesState>) => {
    state = { ...state, ...change }
    for (const listener of listeners) listener()
  }
  /** A save is under way: another asked meanwhile answers 'busy' (the offline queue tries it again). */
  let busy = false
  /** The save refused because the session ended, run once the user has signed in again. */
  let retry: { run: () => void; stop: () => void } | null = null
  const dropRetry = () => {
    retry?.stop()
    retry = null
  }
  const retryAfterSignIn = (run: () => void) => {
    dropRetry()
    const stop = onSignedIn(() => {
      if (retry?.run !== run) return
      dropRetry()
      run()
    })
    retry = { run, stop }
  }

  /** Shows the choice at once and reads the server's copy for it, so the editor can choose field by field. */
  const openConflict = (mode: Conflict['mode'], updatedAt: string) => {
    set({ conflict: { mode, updatedAt } })
    const { target, drafts, locale, language } = current()
    void invoke(documentRequest(target, { drafts, locale, language })).then((result) => {
      const c = state.conflict
      if (c?.updatedAt === updatedAt && c.mode === mode)
        set({ conflict: { ...c, theirs: result.ok ? (result.data as Record<string, unknown>) : null } })
    })
  }

  const failed = (result: Extract<ApiResult, { ok: false }>, message: string) => {
    const { form, onLocked, onGone, fields, language, t } = current()
    if (result.error.kind === 'not-found') return onGone()
    const fieldErrors = result.error.fieldErrors ?? []
    form.setErrors(fieldErrors)
    notify.error(
      fieldErrors.length > 0 ? fieldErrorsText(fieldErrors, fields ?? [], form, language, t) : message,
      SAVE_TOAST,
    )
    revealFieldErrors(form, fieldErrors)
    if (result.error.kind === 'locked') onLocked()
  }

  async function save(mode: SaveMode, overwrite = false, queued = false): Promise<SaveOutcome> {
    const o = current()
    if (!o.canSave) return 'stopped'
    if (busy) return 'busy'
    busy = true
    try {
      // After the write before it (an autosave) has answered: its answer moves updatedAt, which the
      // check below compares with.
      return await o.writes.run(async (): Promise<SaveOutcome> => {
        if (o.target.id && !overwrite) {
          const updatedAt = await newerOnServer(o.target, o.drafts, o.baseUpdatedAtRef.current, invoke)
          if (updatedAt) {
            openConflict(mode, updatedAt)
            return 'stopped'
          }
        }
        const invalid = o.validateForSubmit(mode === 'draft')
        if (invalid.length > 0) {
          notify.error(
            mode === 'draft'
              ? saveBlockedText([...invalid], o.fields ?? [], o.form, o.language, o.t)
              : fieldErrorsText([...invalid], o.fields ?? [], o.form, o.language, o.t),
            SAVE_TOAST,
          )
          revealFieldErrors(o.form, [...invalid])
          return 'stopped'
        }
        if (o.fileMissing?.()) {
          notify.error(o.t('error:noFilesUploaded'), SAVE_TOAST)
          return 'stopped'
        }
        set({ saving: mode })
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
        const result = file ? await saveFile(o.target, request, file, o.t) : await invoke(request)
        // The server ended the session: the sign-in prompt says so, and this save runs again after it.
        if (!result.ok && result.error.sessionRejected) {
          retryAfterSignIn(() => void save(mode, overwrite))
          return 'stopped'
        }
        // Unreachable: the offline queue keeps the save and sends it when the CMS answers (a new
        // document has no id to send it to later: it fails as before, its text kept in the form).
        if (!result.ok && isConnectionError(result.error) && o.onOffline && o.target.id) {
          if (!queued) {
            notify.error(apiErrorText(result.error, o.t), CONNECTION_TOAST)
            o.onOffline(mode)
          }
          return 'offline'
        }
        if (!result.ok) {
          failed(result, apiErrorText(result.error, o.t))
          return 'stopped'
        }
        o.form.setErrors([])
        clearSaveToasts(notify)
        notify.success(savedMessage(result.data) ?? o.t('general:updatedSuccessfully'))
        // Before `saved`: a new document's redirect must not count the sent file as unsaved.
        if (file) o.fileSaved?.(file)
        o.uploadEditsSaved?.(edits)
        o.saved(savedDocument(result.data), mode, sentAt)
        return 'sent'
      })
    } finally {
      busy = false
      set({ saving: null })
    }
  }

  async function unpublish(): Promise<boolean> {
    const o = current()
    set({ unpublishing: true })
    try {
      // A write too: after an autosave or save that is out, and before the next.
      return await o.writes.run(async () => {
        const sentAt = o.form.revision
        const result = await invoke(
          unpublishRequest(o.target, { locale: o.locale, language: o.language, keepLock: o.keepLock }),
        )
        if (!result.ok) {
          notify.error(o.t('error:unPublishingDocument'), SAVE_TOAST)
          return false
        }
        clearSaveToasts(notify)
        notify.success(o.t('version:unpublishedSuccessfully'))
        o.saved(savedDocument(result.data), 'unpublish', sentAt)
        return true
      })
    } finally {
      set({ unpublishing: false })
    }
  }

  function resolveConflict(choice: ConflictResolution) {
    const conflict = state.conflict
    set({ conflict: null })
    if (choice === 'cancel' || !conflict) return
    const o = current()
    // Theirs where the editor chose it, as edits on the form: the write below sends the merge.
    if (typeof choice === 'object' && conflict.theirs && choice.theirs.length > 0)
      o.form.applyData(takeTheirs(o.form.getData() as Record<string, unknown>, conflict.theirs, choice.theirs))
    if (conflict.mode === 'autosave') o.overwriteWithAutosave(conflict.updatedAt)
    else void save(conflict.mode, true)
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getSnapshot: () => state,
    save,
    unpublish,
    resolveConflict,
    autosaveConflict: (updatedAt) => openConflict('autosave', updatedAt),
    dispose: dropRetry,
  }
}
