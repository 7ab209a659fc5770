/**
 * The open document as one plain object, no React: its writes (save, publish, unpublish, the
 * changed-on-server check and its conflict: document-writes.ts), autosave (autosave-session.ts), the
 * lock (document-lock.ts), the offline queue (offline-runner.ts), the file chosen for an upload, and
 * the document gone (deleted elsewhere, or a write answered 404). The parts call each other here:
 * a save that lands re-takes the lock and lets a stopped autosave go on, a 423 turns the lock to
 * taken over, a save that cannot reach the CMS waits in the queue, which sends it through the save.
 *
 * One session per mounted view (use-document-session.ts): each render gives it what it shows
 * (`setInput`), mount and unmount bracket its life, and the view reads its state through
 * `subscribe`/`getSnapshot`. The document shown may change under it (another id in the same view):
 * its lock and its chosen file are that document's; autosave sends what waited for the one left.
 */
import type { ApiRequest, ApiResult, FieldError } from '@shared/api'
import type { FolioClientField, FolioLockedState } from '@shared/protocol'
import type { Translate } from '../../../core/i18n/translate'
import { apiErrorText, isConnectionError } from '../../../core/i18n/api-error-text'
import type { FormStore } from '../../../core/form/form-store'
import {
  autosaveRequest,
  invokeApi,
  invokeFileSave,
  withUploadEdits,
  type DocumentTarget,
  type SaveMode,
  type UploadEdits,
} from '../../../core/requests'
import { getBridge } from '../../../core/bridge'
import { routes } from '../../../core/routes/routes'
import { notifyWhenAway, type NotifyContent } from '../../../core/bridge/notify'
import { announceDocument, onDocumentEvent, type DocumentEvent } from '../../../core/events/document-events'
import { toast } from '../../../core/stores/toast-store'
import type { AutosaveState } from './autosave-machine'
import { pageClock } from './autosave'
import { createAutosaveSession, type AutosaveEnvironment } from './autosave-session'
import {
  clearSaveToasts,
  createDocumentWrites,
  newerOnServer,
  SAVE_TOAST,
  type DocumentWritesState,
  type Notify,
  type SaveOptions,
} from './document-writes'
import { createDocumentLock, type DocumentLock, type DocumentLockDeps, type LockSnapshot } from './document-lock'
import { createOfflineQueue, type OfflineQueue, type OfflineQueueDeps, type SaveOutcome } from './offline-runner'
import { fieldErrorsText, saveBlockedText } from './field-errors'
import { keepsLock } from './lock-release'
import { waitingCount, type QueuedSaveMode } from './offline-queue'
import type { WriteQueue } from './write-queue'

/** The upload's edits as the view keeps them (use-upload-edits.ts). */
export interface UploadEditsHandle {
  edits: (autosave?: boolean) => UploadEdits | null
  saved: (edits: UploadEdits | null) => void
  /** A drawn crop autosave may send now. */
  cropReady: () => boolean
  hasCrop: () => boolean
  setCrop: (box: null) => void
  /** Changes when the crop is done drawing: autosave takes it up. */
  settledCrop: unknown
}

/** What the view shows of the document this render; the session reads it at each step. */
export interface SessionInput {
  kind: 'collection' | 'global'
  slug: string
  /** The id; undefined for a new document and for globals. */
  id?: string
  isNew: boolean
  target: DocumentTarget
  form: FormStore
  locale?: string
  language: string
  t: Translate
  drafts: boolean
  /** The server the document is on (its key in local drafts and cross-tab events). */
  server: string | null
  me: { id: string | number; collection: string } | null
  /** Where a notification about this document takes the editor. */
  ownPath: string
  /** The edit view's path (leaving to its tabs keeps the lock); null in a drawer. */
  basePath: string | null
  /** The URL's query, kept when a new document's URL becomes its id's. */
  search: string
  navigate: (path: string, options?: { replace?: boolean }) => void
  /** In a drawer: each save reports the saved document (`created`: the save made it). */
  onSavedInDrawer?: (doc: Record<string, unknown>, created: boolean) => void
  /** The document is in and the form holds it. */
  loaded: boolean
  /** Permission to write it (and not opened from the trash). */
  mayWrite: boolean
  /** Locking applies: the entity locks, the user may lock, the document exists and is visible. */
  lockEnabled: boolean
  /** The opening call's lock state: undefined while it is out, null when the server gave none. */
  opened: FolioLockedState | null | undefined
  /** The entity's autosave interval; 0 without autosave. */
  autosaveInterval: number
  /** The fields the form validates (with the password fields while they show). */
  fields?: readonly FolioClientField[]
  /** The document as Payload's REST API takes it back. */
  body: () => Record<string, unknown>
  validateForSubmit: (draft: boolean) => readonly FieldError[]
  /** The updatedAt the form is based on, and its setter. */
  baseUpdatedAtRef: { readonly current: string | null }
  setBaseUpdatedAt: (updatedAt: string) => void
  /** This document's writes, one at a time, shared with any other view of it. */
  writes: WriteQueue
  isUpload: boolean
  /** An upload's new document needs its file (the collection's `filesRequiredOnCreate`). */
  filesRequired: boolean
  uploadEdits: UploadEditsHandle
  /** The local draft: keep what was typed now (the document is gone), and what went on leaving. */
  keepDraftNow: () => void
  draftSent: (data: Record<string, unknown>) => void
}

export interface DocumentSessionState extends DocumentWritesState {
  autosave: AutosaveState
  lock: LockSnapshot
  /** Saves waiting for the CMS to answer again. */
  queued: readonly QueuedSaveMode[]
  /** Deleted elsewhere, or a write answered 404: the view shows not-found (what was typed is kept). */
  gone: boolean
  /** The file chosen to upload with the next save. */
  chosenFile: File | null
  /** Counts the saves that landed, so the version count and the preview follow. */
  revision: number
  /** An auth document's password fields are shown (always on create). */
  changingPassword: boolean
  /** Changes waiting for the CMS: the queued saves, and an autosave failing to reach it (it counts once). */
  waiting: number
}

/** The world the session talks to; tests give their own. */
export interface SessionEnvironment extends AutosaveEnvironment {
  saveFile: (target: DocumentTarget, request: ApiRequest, file: File, t: Translate) => Promise<ApiResult>
  notify: Notify
  /** Tells the editor while they look at another window (a native or browser notification). */
  notifyAway: (content: NotifyContent, navigate: (path: string) => void) => void
  /** Listens to document events here and in other tabs (a document deleted elsewhere). */
  onDocumentEvent: (listener: (event: DocumentEvent, elsewhere: boolean) => void) => () => void
  announce: (event: DocumentEvent) => void
  /** The editor saved their own user record: the session is read again (email or roles may have changed). */
  refreshSession: () => void
  /** Where the window is now (leaving to the document's own tabs keeps its lock). */
  pathname: () => string
  reportShown?: DocumentLockDeps['reportShown']
  offlineNudges?: OfflineQueueDeps['nudges']
}

export interface DocumentSession {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => DocumentSessionState
  setInput: (input: SessionInput) => void
  mount: () => void
  unmount: () => void
  /** `queued`: sent by the offline queue, which keeps the save when the CMS is still unreachable. */
  save: (mode: SaveMode, overwrite?: boolean, queued?: boolean) => Promise<SaveOutcome>
  unpublish: () => Promise<boolean>
  resolveConflict: ReturnType<typeof createDocumentWrites>['resolveConflict']
  /** Takes the lock over; when the server refuses, the editor is told and stays read-only. */
  takeOver: () => Promise<void>
  /** The editor looks without editing while someone else holds the lock. */
  readOnly: () => void
  chooseFile: (file: File | null) => void
  /** Read at navigation time (a save's redirect comes before the next render). */
  hasChosenFile: () => boolean
  setChangingPassword: (changing: boolean) => void
  retryAutosave: () => void
  /** Tries the saves waiting for the CMS now. */
  retryOffline: () => void
  /**
   * Changes have not reached the CMS and leaving would leave them behind: saves wait in the offline
   * queue, or autosave could not reach the CMS and is trying again. Read at navigation time (the leave
   * warning asks).
   */
  hasWaiting: () => boolean
  /** Queued saves read back from disk with the local draft (after a crash or a restart) go first. */
  restoreQueued: (modes: readonly QueuedSaveMode[]) => void
  /** The server saved the document itself (a scheduled publish ran): the version count and preview follow. */
  serverSaved: () => void
}

const pageEnvironment: Omit<SessionEnvironment, keyof AutosaveEnvironment> = {
  saveFile: invokeFileSave,
  notify: toast,
  notifyAway: (content, navigate) => void notifyWhenAway(content, navigate),
  onDocumentEvent,
  announce: announceDocument,
  refreshSession: () => void getBridge().invoke('renderer:session-refresh'),
  pathname: () => window.location.pathname,
}

/** The lock lets the editor write: no locking, theirs, or still being checked (see canSave). */
export const lockAllowsWriting = (phase: LockSnapshot['phase']) =>
  phase === 'off' || phase === 'mine' || phase === 'checking'

const documentKeyOf = (input: Pick<SessionInput, 'kind' | 'slug' | 'id'>) =>
  `${input.kind}:${input.slug}/${input.id ?? ''}`

export function createDocumentSession(environment: Partial<SessionEnvironment> = {}): DocumentSession {
  const env = { clock: pageClock, invoke: invokeApi, ...pageEnvironment, ...environment }
  const autosave = createAutosaveSession(environment)
  let input: SessionInput | null = null
  let mounted = false
  let goneKey: string | null = null
  let chosen: { key: string; file: File } | null = null
  let revision = 0
  let changingPassword = false
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  const need = () => {
    if (!input) throw new Error('the document session was used before the view gave it its document')
    return input
  }
  const documentKey = () => (input ? documentKeyOf(input) : '')
  const isGone = () => input !== null && input.kind === 'collection' && !input.isNew && goneKey === documentKey()
  const chosenFile = () => (chosen && chosen.key === documentKey() ? chosen.file : null)
  const notifyAway = (title: string, body: string) => {
    const i = need()
    env.notifyAway({ title, body, path: i.ownPath }, (path) => i.navigate(path))
  }

  /** What was typed stays in the local draft store: offered again if the document comes back from the trash. */
  const markGone = () => {
    if (!input || input.isNew) return
    input.keepDraftNow()
    if (goneKey === documentKey()) return
    goneKey = documentKey()
    changed()
    // Nothing more is saved to it, and it is not locked any more.
    sync()
  }

  // The lock belongs to one document: another opened in this view gets its own.
  let lock: {
    key: string
    lock: DocumentLock
    /** Started: how to stop hearing the form's changes, which refresh the lock. */
    offForm: (() => void) | null
    unsubscribe: () => void
  } | null = null
  const lockSnapshot = () => lock?.lock.getSnapshot() ?? OFF
  const lockPhase = () => lockSnapshot().phase
  const canSave = () => Boolean(input?.mayWrite) && lockAllowsWriting(lockPhase())
  const lockOn = () => Boolean(input?.lockEnabled) && !isGone()

  function syncLock() {
    const i = input
    if (!i || !mounted) return
    const key = documentKeyOf(i)
    if (lock && lock.key !== key) {
      stopLock()
    }
    if (!lock) {
      const created = createDocumentLock({
        target: i.target,
        invoke: env.invoke,
        clock: env.clock,
        pathname: env.pathname,
        ...(env.reportShown ? { reportShown: env.reportShown } : {}),
      })
      let phase = created.getSnapshot().phase
      const unsubscribe = created.subscribe(() => {
        const next = created.getSnapshot().phase
        // Someone took the lock over: an editor looking at another window hears of it there, once.
        if (next === 'taken-over' && phase !== 'taken-over')
          notifyAway(need().t('general:editingTakenOver'), need().t('general:anotherUserTakenOver'))
        phase = next
        changed()
        // The lock lets the editor write, or no longer: autosave and the queue follow at once.
        sync()
      })
      lock = { key, lock: created, offForm: null, unsubscribe }
    }
    const current = lock.lock
    const enabled = lockOn()
    current.update({ enabled, opened: i.opened, me: i.me, basePath: i.basePath, onGone: markGone })
    if (enabled && !lock.offForm) {
      current.start()
      lock.offForm = i.form.subscribeForm(() => current.formChanged())
    } else if (!enabled && lock.offForm) {
      lock.offForm()
      lock.offForm = null
      current.stop()
    }
  }
  function stopLock() {
    if (!lock) return
    if (lock.offForm) {
      lock.offForm()
      lock.lock.stop()
    }
    lock.unsubscribe()
    lock = null
  }

  const offline: OfflineQueue = createOfflineQueue({
    clock: env.clock,
    ...(env.offlineNudges ? { nudges: env.offlineNudges } : {}),
    send: async (mode) => {
      const outcome = await writes.save(mode, false, true)
      // The editor may have moved on to another window while the CMS was away: they hear it landed.
      if (outcome === 'sent') notifyAway(need().t('folio:offlineSent'), need().t('folio:offlineSentText'))
      return outcome
    },
  })
  offline.subscribe(changed)

  /** A save by hand, or Unpublish, landed. */
  const saved = (doc: Record<string, unknown> | undefined, how: SaveMode | 'unpublish', sentAt: number) => {
    const i = need()
    if (typeof doc?.updatedAt === 'string') i.setBaseUpdatedAt(doc.updatedAt)
    revision++
    lock?.lock.afterSave()
    // This save reported itself; a stopped autosave goes on from the copy just written.
    autosave.clearStatus()
    autosave.resume()
    // Unpublished: the newest version is a draft now (Publish has something to publish again); what was typed stays.
    if (how === 'unpublish' && doc && '_status' in doc) i.form.setSaved({ _status: doc._status })
    if (how !== 'unpublish') {
      const savedId = doc?.id as string | number | undefined
      if (i.kind === 'collection' && i.me && i.slug === i.me.collection && String(savedId) === String(i.me.id))
        env.refreshSession()
      changingPassword = false
      if (doc) {
        // The server's copy, except what was typed while the request was out.
        i.form.loadSaved(doc, sentAt)
        // Lists and join tables of this collection, here and in other windows, read themselves again.
        if (i.isNew && savedId !== undefined && i.server)
          env.announce({ type: 'created', server: i.server, slug: i.slug, id: String(savedId) })
        if (i.onSavedInDrawer) i.onSavedInDrawer(doc, i.isNew)
        else if (i.isNew && savedId !== undefined)
          i.navigate(`${routes.document(i.slug, String(savedId))}${i.search}`, { replace: true })
      }
    }
    changed()
  }

  /** The save carrying `file` landed: it is the stored file now. */
  const fileSaved = (file: File) => {
    if (chosen?.file !== file) return
    chosen = null
    changed()
  }

  const writesOptions = (i: SessionInput): SaveOptions => ({
    form: i.form,
    target: i.target,
    canSave: canSave(),
    drafts: i.drafts,
    locale: i.locale,
    language: i.language,
    keepLock: lockPhase() === 'mine',
    t: i.t,
    baseUpdatedAtRef: i.baseUpdatedAtRef,
    fields: i.fields,
    body: i.body,
    writes: i.writes,
    validateForSubmit: i.validateForSubmit,
    overwriteWithAutosave: (updatedAt) => {
      i.setBaseUpdatedAt(updatedAt)
      autosave.resume()
    },
    onLocked: () => void lock?.lock.lockedOnSave(),
    onGone: markGone,
    saved,
    file: () => (i.isUpload ? chosenFile() : null),
    fileMissing: () => i.isUpload && i.isNew && i.filesRequired && !chosenFile(),
    uploadEdits: () => (i.isUpload ? i.uploadEdits.edits() : null),
    uploadEditsSaved: i.uploadEdits.saved,
    fileSaved,
    onOffline: (mode) => offline.add(mode),
  })

  const writes = createDocumentWrites({
    options: () => writesOptions(need()),
    invoke: env.invoke,
    saveFile: env.saveFile,
    notify: env.notify,
    ...(environment.onSignedIn ? { onSignedIn: environment.onSignedIn } : {}),
  })
  let lastConflict: DocumentWritesState['conflict'] = null
  writes.subscribe(() => {
    // A save or autosave stopped by a newer copy on the server waits for the editor's choice: one
    // looking elsewhere (a queued save sent after an outage, say) hears of it there.
    const conflict = writes.getSnapshot().conflict
    if (conflict && conflict !== lastConflict && !lastConflict)
      notifyAway(need().t('folio:changedOnServer'), need().t('folio:chooseFieldVersions'))
    lastConflict = conflict
    changed()
  })
  autosave.subscribe(changed)

  /**
   * Autosave's request, with the chosen file when there is one (multipart, as a manual save sends it)
   * and the image's edits (a moved focal point, a crop drawn to the end) as Payload's `uploadEdits`.
   * Failed: the file and the edits stay for the next try.
   */
  const sendAutosave = async (request: ApiRequest): Promise<ApiResult> => {
    const i = need()
    const file = i.isUpload ? chosenFile() : null
    const edits = i.isUpload ? i.uploadEdits.edits(true) : null
    const sent = withUploadEdits(request, edits)
    const result = file ? await env.saveFile(i.target, sent, file, i.t) : await env.invoke(sent)
    if (!result.ok) return result
    if (file) fileSaved(file)
    i.uploadEdits.saved(edits)
    return result
  }

  function configureAutosave(i: SessionInput) {
    const { form, target, locale, language, drafts } = i
    const file = chosenFile()
    autosave.configure({
      form,
      enabled: Boolean(i.autosaveInterval) && i.loaded && !i.isNew && canSave() && !isGone(),
      intervalMs: i.autosaveInterval || 2000,
      scope: `${documentKeyOf(i)}@${locale ?? ''}`,
      request: (keepLock) =>
        autosaveRequest(target, i.body(), { locale, language, keepLock: keepLock ?? lockPhase() === 'mine' }),
      holdsLock: lockPhase() === 'mine',
      leftDocument: () => !keepsLock(env.pathname(), i.basePath),
      // Another locale of this document is read after this write (use-document-load.ts waits for it).
      onSentOnLeaving: i.draftSent,
      pending: () => chosenFile() !== null || i.uploadEdits.cropReady(),
      blockedBy: () => {
        const invalid = i.validateForSubmit(true)
        return invalid.length ? saveBlockedText([...invalid], i.fields ?? [], form, language, i.t) : null
      },
      pendingKey: file ?? i.uploadEdits.settledCrop,
      send: sendAutosave,
      newerOnServer: (base = i.baseUpdatedAtRef.current) => newerOnServer(target, drafts, base, env.invoke),
      basedOn: () => i.baseUpdatedAtRef.current,
      onStale: (updatedAt) => writes.autosaveConflict(updatedAt),
      writes: i.writes,
      onSaved: (doc) => {
        if (typeof doc?.updatedAt === 'string') i.setBaseUpdatedAt(doc.updatedAt)
        lock?.lock.afterSave()
        // What the failed tries said is over: the status slot says saved.
        clearSaveToasts(env.notify)
        if (doc) i.onSavedInDrawer?.(doc, false)
      },
      onError: (error) => {
        if (error.kind === 'not-found' && !i.isNew) return markGone()
        // Autosave names the refused fields by their labels too, but moves nothing while the editor types.
        const why = error.fieldErrors?.length
          ? fieldErrorsText(error.fieldErrors, i.fields ?? [], form, language, i.t)
          : apiErrorText(error, i.t)
        // The CMS out of reach is said by the status slot (and the banner), which stay while it lasts; a
        // toast each time would pile up. Any other failure is one toast, replaced by the next, gone once one lands.
        if (!isConnectionError(error)) env.notify.error(`${i.t('error:autosaving')} ${why}`, SAVE_TOAST)
        // An editor in another window would not see the toast until they come back; it keeps retrying.
        // A lock taken over has its own notification.
        if (error.kind === 'locked') void lock?.lock.lockedOnSave()
        else notifyAway(i.t('error:autosaving'), why)
      },
    })
  }

  /** Everything that follows from the input: the lock, the queue's gate, autosave. */
  function sync() {
    const i = input
    if (!i || !mounted) return
    syncLock()
    offline.setEnabled(i.loaded && canSave() && !isGone())
    configureAutosave(i)
  }

  let stopEvents: (() => void) | null = null
  let snapshot: { parts: unknown[]; state: DocumentSessionState } | null = null

  function getSnapshot(): DocumentSessionState {
    const parts = [
      writes.getSnapshot(),
      autosave.getSnapshot(),
      lockSnapshot(),
      offline.getSnapshot(),
      isGone(),
      chosenFile(),
      revision,
      changingPassword,
    ]
    if (!snapshot || parts.some((p, n) => p !== snapshot?.parts[n])) {
      const [w, a, l, q, gone, file] = parts as [
        DocumentWritesState,
        AutosaveState,
        LockSnapshot,
        readonly QueuedSaveMode[],
        boolean,
        File | null,
      ]
      snapshot = {
        parts,
        state: {
          ...w,
          autosave: a,
          lock: l,
          queued: q,
          gone,
          chosenFile: file,
          revision,
          changingPassword,
          waiting: waitingCount(q, a.phase === 'error' && Boolean(a.error && isConnectionError(a.error))),
        },
      }
    }
    return snapshot.state
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getSnapshot,
    setInput(next) {
      const moved = input !== null && documentKeyOf(input) !== documentKeyOf(next)
      const before = snapshot?.state
      input = next
      // Another document in this view: an unsaved password box was this one's.
      if (moved) changingPassword = false
      sync()
      // What follows from the input (the lock's phase from the opening answer) shows at once.
      if (before && getSnapshot() !== before) changed()
    },
    mount() {
      mounted = true
      stopEvents = env.onDocumentEvent((event, elsewhere) => {
        const i = input
        if (!i || !elsewhere || event.type !== 'deleted' || i.kind !== 'collection' || !i.id) return
        if (event.server === i.server && event.slug === i.slug && event.id === i.id) markGone()
      })
      sync()
      autosave.mount()
    },
    unmount() {
      stopEvents?.()
      stopEvents = null
      stopLock()
      autosave.unmount()
      offline.setEnabled(false)
      writes.dispose()
      mounted = false
    },
    save: (mode, overwrite, queued) => writes.save(mode, overwrite, queued),
    unpublish: () => writes.unpublish(),
    resolveConflict: (choice) => writes.resolveConflict(choice),
    async takeOver() {
      const current = lock?.lock
      if (!current || !(await current.takeOver())) env.notify.error(need().t('folio:takeOverFailed'))
    },
    readOnly: () => lock?.lock.readOnly(),
    chooseFile(file) {
      chosen = file ? { key: documentKey(), file } : null
      // A box drawn on the previous image means nothing on another.
      input?.uploadEdits.setCrop(null)
      changed()
      sync()
    },
    hasChosenFile: () => chosenFile() !== null || Boolean(input?.uploadEdits.hasCrop()),
    setChangingPassword(changing) {
      changingPassword = changing
      changed()
    },
    retryAutosave: () => autosave.retryNow(),
    retryOffline: () => offline.retryNow(),
    // What goes by itself once the CMS answers: the queue, an autosave that could not reach it. A refusal
    // (a lock taken over, a value the CMS rejects) waits for nothing; the local draft keeps the text.
    hasWaiting: () => canSave() && getSnapshot().waiting > 0,
    restoreQueued: (modes) => offline.restore(modes),
    serverSaved() {
      revision++
      changed()
    },
  }
}

const OFF: LockSnapshot = { phase: 'off', holder: null }
