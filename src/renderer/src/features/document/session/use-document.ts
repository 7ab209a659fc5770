/**
 * The controller of one open document (a collection document, a new one, or a global): its form,
 * load, save and publish, autosave, unpublish, the changed-on-server check, the lock, field
 * conditions, the local copy of unsaved edits and the password of auth collections. Screens that
 * show a document (the edit view and its live preview) are layout around what this returns.
 */
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { routes } from '../../../core/routes/routes'
import { getBridge } from '../../../core/bridge'
import { notifyWhenAway } from '../../../core/bridge/notify'
import { apiErrorText, isConnectionError } from '../../../core/i18n/api-error-text'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { FormStore } from '../../../core/form/form-store'
import {
  autosaveRequest,
  FOLDER_FIELD,
  invokeApi,
  invokeFileSave,
  startingFolder,
  withUploadEdits,
  type DocumentTarget,
  type SaveMode,
} from '../../../core/requests'
import type { ApiRequest, ApiResult } from '@shared/api'
import { isPossibleId, type EntityKind } from '../../../core/schema/schema'
import { useSessionStore } from '../../../core/stores/session-store'
import { toast } from '../../../core/stores/toast-store'
import { useEntity } from '../../../core/stores/use-entity'
import { editFirstRequests, editLocale } from './first-requests'
import { fieldErrorsText, saveBlockedText } from './field-errors'
import { AUTH_PASSWORD_FIELDS, CONFIRM_PASSWORD_PATH, PASSWORD_PATH } from './auth-fields'
import { leafPathsKey, leafPathsOfKey } from '../../../core/form/leaf-paths'
import { announceDocument, onDocumentEvent } from '../../../core/events/document-events'
import { draftKeyOf, useServerKey } from '../../../core/drafts/draft-keys'
import { useAutosave } from './use-autosave'
import { useClientValidation } from '../../../core/validation/use-client-validation'
import { useFormState } from './use-form-state'
import { useDocumentLoad } from './use-document-load'
import { useDocumentLock } from './use-document-lock'
import { keepsLock } from './lock-release'
import { useDocumentPermissions } from './use-document-permissions'
import { useFormShown } from './use-form-shown'
import { newerOnServer, useDocumentSave } from './use-document-save'
import { useLocalDraft } from './use-local-draft'
import { useLocaleEdits } from './use-locale-edits'
import { useScheduledRuns } from './use-scheduled-runs'
import { waitingCount } from './offline-queue'
import { useOfflineQueue, type SaveOutcome } from './use-offline-queue'
import { useUploadEdits } from './use-upload-edits'
import { documentWriteQueue, documentWritesKey } from './write-queue'

/** Fields Payload manages itself; sending them back would be refused or ignored. */
const SERVER_FIELDS = ['id', 'createdAt', 'updatedAt', 'sizes', 'url', 'thumbnailURL']

/**
 * Where the document is open. A page: its route, for the lock's "leaving to another tab keeps it"
 * check and notifications, and the URL's query (its locale, and the folder a new document starts in;
 * kept when a new document's URL becomes its id's). A drawer over another document: it never
 * navigates, its lock is released when it closes, and each save reports the saved document.
 */
export type DocumentPlacement =
  | { in: 'page'; basePath: string; search: string }
  | {
      in: 'drawer'
      /** The locale of the document the drawer was opened from. */
      locale?: string
      /** A save or autosave landed; `created` when it made the document. */
      onSaved: (doc: Record<string, unknown>, created: boolean) => void
      /** A new document starts with these values (a join field's Add new: its `on` field). */
      initialData?: Record<string, unknown>
    }

export interface DocumentOptions {
  kind: EntityKind
  slug: string
  /** The id, or 'create' for a new document; absent for globals. */
  id?: string
  placement: DocumentPlacement
  /**
   * Opened from the collection's trash: read from there, and read-only (no save, autosave, lock or
   * local copy) until it is restored.
   */
  trashed?: boolean
}

export function useDocument({ kind, slug, id: rawId, placement, trashed = false }: DocumentOptions) {
  const isNew = kind === 'collection' && rawId === 'create'
  const id = isNew ? undefined : rawId
  const page = placement.in === 'page' ? placement : null
  const basePath = page ? page.basePath : null
  const search = page
    ? page.search
    : placement.in === 'drawer' && placement.locale
      ? `?locale=${encodeURIComponent(placement.locale)}`
      : ''
  /** Where a notification about this document takes the editor: the page, or (from a drawer) the document's own. */
  const ownPath = `${basePath ?? (id ? routes.document(slug, id) : routes.create(slug))}${search}`
  const t = useT()
  const language = useI18n((s) => s.language)
  const navigate = useNavigate()
  const entityContext = useEntity(kind, slug)
  const { schema, access, entity, extras, visible, drafts } = entityContext
  const locale = schema ? editLocale(search, schema) : undefined
  const target = useMemo<DocumentTarget>(() => ({ kind, slug, id }), [kind, slug, id])

  // Keyed by the fields' paths, not the schema object: a schema read again in another language (other
  // labels, the same fields) keeps the form and what was typed in it.
  const leavesKey = useMemo(() => leafPathsKey(entity?.fields), [entity])
  const form = useMemo(() => {
    const leaves = leafPathsOfKey(leavesKey)
    return new FormStore({}, (p) => leaves.has(p))
  }, [leavesKey])
  /** Counts saves, so the version count and the preview follow. */
  const [revision, setRevision] = useState(0)
  // Deleted elsewhere (another tab, or a write answered 404): the view shows not-found from then on.
  const documentKey = `${kind}:${slug}/${id ?? ''}`
  const [goneKey, setGoneKey] = useState<string | null>(null)
  const server = useServerKey()
  /**
   * This document's writes (saves, autosaves, queued saves, unpublish), one at a time; another document
   * opened in this view has its own, and this one opened again later (in any view) has this one.
   */
  const writes = useMemo(() => documentWriteQueue(documentWritesKey(server, kind, slug, id)), [server, kind, slug, id])
  const gone = kind === 'collection' && !isNew && goneKey === documentKey
  /** Set below, once the local draft (which keeps what was typed) exists; the lock calls it. */
  const goneRef = useRef(() => {})
  const permissions = useDocumentPermissions({
    target,
    isNew,
    access,
    // A trashed document is not asked about: nothing is saved to it.
    visible: visible && !trashed,
    locale,
    language,
    revision,
  })
  const mayWrite = permissions.maySave && !trashed
  const lockEnabled =
    Boolean(extras && extras.lockDocuments !== false) && !isNew && permissions.mayLock && !trashed && visible && !gone
  const hasConditions = Boolean(extras?.hasConditions)
  const hasFilterOptions = Boolean(extras?.hasFilterOptions)
  const first = useMemo(
    () => (schema ? editFirstRequests({ kind, slug, id: rawId, search, trashed }, schema, language) : {}),
    [schema, kind, slug, rawId, search, language, trashed],
  )
  // Made with "Create New" while browsing a folder: the new document starts in that folder.
  const folder = isNew && entity?.folders ? startingFolder(search, extras?.idType) : undefined
  const startingData = isNew && placement.in === 'drawer' ? placement.initialData : undefined
  const initial = useMemo(
    () =>
      folder === undefined && !startingData
        ? undefined
        : { ...startingData, ...(folder === undefined ? {} : { [FOLDER_FIELD]: folder }) },
    [folder, startingData],
  )
  const load = useDocumentLoad({
    form,
    initial,
    target,
    first,
    // An id that cannot be one is not asked for: the view shows not-found.
    visible: visible && isPossibleId(extras, id),
    locale,
    language,
    lock: lockEnabled,
    conditions: hasConditions,
    filterOptions: hasFilterOptions,
    revision,
    writes,
  })
  const { loaded, setBaseUpdatedAt } = load
  const formShown = useFormShown(loaded, permissions.known, permissions.document)

  const user = useSessionStore((s) => s.session?.user ?? null)
  const me = useMemo(() => (user ? { id: user.id, collection: user.collection } : null), [user])
  const lock = useDocumentLock({
    enabled: lockEnabled,
    target,
    form,
    me,
    basePath,
    opened: load.opened,
    onGone: () => goneRef.current(),
  })
  // Someone took the lock over: an editor looking at another window hears of it there, once (a
  // change of language or path while it stays taken over is not news).
  const notifyTakenOver = useEffectEvent(() => {
    void notifyWhenAway(
      { title: t('general:editingTakenOver'), body: t('general:anotherUserTakenOver'), path: ownPath },
      (path) => void navigate(path),
    )
  })
  useEffect(() => {
    if (lock.phase === 'taken-over') notifyTakenOver()
  }, [lock.phase])
  // The form is read-only without permission, and while another editor holds the lock. While the
  // lock is being checked the editor may already type: a lock held by someone else is rare, and then
  // the locked modal offers the choice with nothing typed lost.
  const canSave = mayWrite && (lock.phase === 'off' || lock.phase === 'mine' || lock.phase === 'checking')

  // Auth collections (users) set a password: required with its confirmation on create, optional later.
  const hasPassword =
    kind === 'collection' &&
    Boolean(entity?.auth) &&
    !(entity?.auth as { disableLocalStrategy?: unknown } | undefined)?.disableLocalStrategy
  const [changingPassword, setChangingPassword] = useState(false)
  const passwordShown = hasPassword && (isNew || changingPassword)
  const validatedFields = useMemo(
    () => (entity ? (passwordShown ? [...AUTH_PASSWORD_FIELDS, ...entity.fields] : entity.fields) : undefined),
    [entity, passwordShown],
  )
  const validation = useClientValidation(form, validatedFields, t, loaded && canSave)
  useFormState({
    form,
    enabled: loaded,
    target,
    locale,
    language,
    conditions: hasConditions,
    filterOptions: hasFilterOptions,
    validate: canSave,
    revision,
  })
  const draftKey = canSave && server ? draftKeyOf(server, kind, slug, id, locale) : null
  // Saves that could not reach the CMS wait here and go by themselves once it answers; they are kept
  // on disk with the local draft. Set below, once the save exists.
  const sendQueuedRef = useRef<(mode: SaveMode) => Promise<SaveOutcome>>(() => Promise.resolve('stopped'))
  const offline = useOfflineQueue({
    send: (mode) => sendQueuedRef.current(mode),
    enabled: loaded && canSave && !gone,
  })
  const localDraft = useLocalDraft(form, draftKey, loaded, load.baseUpdatedAt, {
    queued: offline.queued,
    onQueued: offline.restore,
  })
  // After the local draft: values copied from another locale go in over whatever it put back.
  const localeEdits = useLocaleEdits({
    form,
    locale,
    loaded,
    failed: Boolean(load.loadError),
    onFailed: () => toast.error(t('folio:copyToLocaleFailed')),
  })

  /** What was typed stays in the local draft store: offered again if the document comes back from the trash. */
  const markGone = () => {
    localDraft.keepNow()
    setGoneKey(documentKey)
  }
  const deletedElsewhere = useEffectEvent(markGone)
  useLayoutEffect(() => {
    goneRef.current = markGone
  })

  useEffect(() => {
    if (kind !== 'collection' || !id) return
    return onDocumentEvent((event, elsewhere) => {
      if (elsewhere && event.type === 'deleted' && event.server === server && event.slug === slug && event.id === id)
        deletedElsewhere()
    })
  }, [kind, server, slug, id])

  /** The document as Payload's REST API takes it back. */
  const body = useCallback(() => {
    const data = form.getData() as Record<string, unknown>
    for (const key of SERVER_FIELDS) delete data[key]
    delete data[CONFIRM_PASSWORD_PATH]
    if (!passwordShown || !data[PASSWORD_PATH]) delete data[PASSWORD_PATH]
    return data
  }, [form, passwordShown])

  // An upload collection's file, chosen for the next save; it belongs to this document only.
  const isUpload = kind === 'collection' && Boolean(entity?.upload)
  const [chosen, setChosen] = useState<{ key: string; file: File } | null>(null)
  const chosenFile = chosen?.key === documentKey ? chosen.file : null
  const chosenRef = useRef(chosenFile)
  useLayoutEffect(() => {
    chosenRef.current = chosenFile
  })
  const uploadEdits = useUploadEdits(form, documentKey)
  const { setCrop } = uploadEdits
  /** The save carrying `file` landed: it is the stored file now. */
  const fileSaved = (file: File) => {
    if (chosenRef.current === file) chosenRef.current = null
    setChosen((c) => (c?.file === file ? null : c))
  }
  /**
   * Autosave's request, with the chosen file when there is one (multipart, as a manual save sends it)
   * and the image's edits (a moved focal point, a crop drawn to the end) as Payload's `uploadEdits`.
   * Failed: the file and the edits stay for the next try.
   */
  const sendAutosave = async (request: ApiRequest): Promise<ApiResult> => {
    const file = isUpload ? chosenRef.current : null
    const edits = isUpload ? uploadEdits.edits(true) : null
    const sent = withUploadEdits(request, edits)
    const result = file ? await invokeFileSave(target, sent, file, t) : await invokeApi(sent)
    if (!result.ok) return result
    if (file) fileSaved(file)
    uploadEdits.saved(edits)
    return result
  }
  const chooseFile = useCallback(
    (file: File | null) => {
      setChosen(file ? { key: documentKey, file } : null)
      // A box drawn on the previous image means nothing on another.
      setCrop(null)
    },
    [documentKey, setCrop],
  )
  const autosaveInterval = extras?.autosave ? extras.autosave.interval : 0
  const keepLock = lock.phase === 'mine'
  // Read when the autosave is sent: a new request callback would restart autosave and drop its answer.
  const keepLockRef = useRef(keepLock)
  useLayoutEffect(() => {
    keepLockRef.current = keepLock
  })
  const autosaveNow = useCallback(
    (keepLock?: boolean) =>
      autosaveRequest(target, body(), { locale, language, keepLock: keepLock ?? keepLockRef.current }),
    [target, body, locale, language],
  )
  const { baseUpdatedAtRef } = load
  const autosave = useAutosave({
    form,
    enabled: Boolean(autosaveInterval) && loaded && !isNew && canSave && !gone,
    intervalMs: autosaveInterval || 2000,
    scope: `${kind}:${slug}/${id ?? ''}@${locale ?? ''}`,
    request: autosaveNow,
    holdsLock: keepLock,
    leftDocument: () => !keepsLock(window.location.pathname, basePath),
    // Another locale of this document is read after this write (use-document-load.ts waits for it).
    onSentOnLeaving: (data) => localDraft.sent(data),
    pending: () => chosenRef.current !== null || uploadEdits.cropReady(),
    blockedBy: () => {
      const invalid = validation.validateForSubmit(true)
      return invalid.length ? saveBlockedText(invalid, validatedFields ?? [], form, language, t) : null
    },
    pendingKey: chosenFile ?? uploadEdits.settledCrop,
    send: sendAutosave,
    newerOnServer: (base = baseUpdatedAtRef.current) => newerOnServer(target, drafts, base),
    basedOn: () => baseUpdatedAtRef.current,
    onStale: (updatedAt) => saving.autosaveConflict(updatedAt),
    writes,
    onSaved: (doc) => {
      if (doc?.updatedAt) setBaseUpdatedAt(doc.updatedAt)
      lock.afterSave()
      if (doc && placement.in === 'drawer') placement.onSaved(doc, false)
    },
    onError: (error) => {
      if (error.kind === 'not-found' && !isNew) return markGone()
      // Autosave names the refused fields by their labels too, but moves nothing while the editor types.
      const why = error.fieldErrors?.length
        ? fieldErrorsText(error.fieldErrors, validatedFields ?? [], form, language, t)
        : apiErrorText(error, t)
      toast.error(`${t('error:autosaving')} ${why}`)
      // An editor in another window would not see the toast until they come back; it keeps retrying.
      // A lock taken over has its own notification (where the lock is set up, above).
      if (error.kind !== 'locked')
        void notifyWhenAway({ title: t('error:autosaving'), body: why, path: ownPath }, (path) => void navigate(path))
      if (error.kind === 'locked') void lock.lockedOnSave()
    },
  })

  const saved = (doc: Record<string, unknown> | undefined, how: SaveMode | 'unpublish', sentAt: number) => {
    if (doc?.updatedAt) setBaseUpdatedAt(doc.updatedAt)
    setRevision((r) => r + 1)
    lock.afterSave()
    // This save reported itself; a stopped autosave goes on from the copy just written.
    autosave.clearStatus()
    autosave.resume()
    if (how === 'unpublish') return
    const savedId = doc?.id as string | number | undefined
    // Editors who saved their own user record get a fresh session (email or roles may have changed).
    if (kind === 'collection' && me && slug === me.collection && String(savedId) === String(me.id))
      void getBridge().invoke('renderer:session-refresh')
    setChangingPassword(false)
    if (!doc) return
    // The server's copy, except what was typed while the request was out.
    form.loadSaved(doc, sentAt)
    // Lists and join tables of this collection, here and in other windows, read themselves again.
    if (isNew && savedId !== undefined && server)
      announceDocument({ type: 'created', server, slug, id: String(savedId) })
    if (placement.in === 'drawer') placement.onSaved(doc, isNew)
    else if (isNew && savedId !== undefined)
      void navigate(`${routes.document(slug, String(savedId))}${search}`, { replace: true })
  }
  const filesRequired = (entity?.upload as { filesRequiredOnCreate?: boolean } | undefined)?.filesRequiredOnCreate
  const saving = useDocumentSave({
    file: () => (isUpload ? chosenRef.current : null),
    uploadEdits: () => (isUpload ? uploadEdits.edits() : null),
    uploadEditsSaved: uploadEdits.saved,
    fileMissing: () => isUpload && isNew && filesRequired !== false && !chosenRef.current,
    fileSaved,
    form,
    fields: validatedFields,
    target,
    canSave,
    drafts,
    locale,
    language,
    keepLock,
    t,
    baseUpdatedAtRef,
    body,
    writes,
    validateForSubmit: validation.validateForSubmit,
    onLocked: () => void lock.lockedOnSave(),
    onGone: () => !isNew && markGone(),
    overwriteWithAutosave: (updatedAt) => {
      setBaseUpdatedAt(updatedAt)
      autosave.resume()
    },
    onOffline: offline.add,
    saved,
  })
  useLayoutEffect(() => {
    sendQueuedRef.current = async (mode) => {
      const outcome = await saving.save(mode, false, true)
      // The editor may have moved on to another window while the CMS was away: they hear it landed.
      if (outcome === 'sent')
        void notifyWhenAway(
          { title: t('folio:offlineSent'), body: t('folio:offlineSentText'), path: ownPath },
          (path) => void navigate(path),
        )
      return outcome
    }
  })
  // A save or autosave stopped by a newer copy on the server waits for the editor's choice: one
  // looking elsewhere (a queued save sent after an outage, say) hears of it there.
  const conflictOpen = Boolean(saving.conflict)
  const notifyConflict = useEffectEvent(() => {
    void notifyWhenAway(
      { title: t('folio:changedOnServer'), body: t('folio:chooseFieldVersions'), path: ownPath },
      (path) => void navigate(path),
    )
  })
  useEffect(() => {
    if (conflictOpen) notifyConflict()
  }, [conflictOpen])
  const autosaveOffline = autosave.phase === 'error' && Boolean(autosave.error && isConnectionError(autosave.error))

  // A scheduled publish or unpublish ran while the document is open: its status and dates show, what
  // was typed stays. When nothing but those changed, the next save writes over the job's copy without
  // asking; when someone else changed the content too, the changed-on-server check still asks.
  const scheduledRan = async () => {
    if (!first.document) return
    const result = await invokeApi(first.document)
    if (!result.ok) return
    const doc = result.data as Record<string, unknown>
    const onlyStatus = form.savedEquals(doc, ['_status', 'updatedAt'])
    form.setSaved({ _status: doc._status, updatedAt: doc.updatedAt })
    if (onlyStatus) setBaseUpdatedAt(doc.updatedAt)
    setRevision((r) => r + 1)
  }
  const watchSchedule =
    Boolean(extras?.schedulePublish) && drafts && permissions.mayPublish && loaded && !isNew && !trashed && !gone
  const scheduledRuns = useScheduledRuns({
    target: !watchSchedule ? null : kind === 'global' ? { kind, slug } : id ? { kind: 'collection', slug, id } : null,
    drafts,
    language,
    baseUpdatedAtRef,
    onRan: () => void scheduledRan(),
  })

  /** Takes the lock over; when the server refuses, the editor is told and stays read-only. */
  const takeOver = async () => {
    if (!(await lock.takeOver())) toast.error(t('folio:takeOverFailed'))
  }

  return {
    ...entityContext,
    kind,
    slug,
    target,
    isNew,
    id,
    locale,
    form,
    /** The document is in and its form is drawn (with its own permissions, see use-form-shown.ts). */
    loaded: formShown,
    loadError: load.loadError,
    baseUpdatedAt: load.baseUpdatedAt,
    hasPublished: load.hasPublished,
    canSave,
    /** Deleted elsewhere: the view shows not-found (what was typed is kept in the local draft store). */
    gone,
    server,
    /** Delete is offered only with delete permission for this document. */
    mayDelete: permissions.mayDelete,
    /** Publish and Unpublish are offered only with publish permission for this document. */
    mayPublish: permissions.mayPublish && !trashed,
    trashed,
    permissionsSettled: permissions.settled,
    fieldPermissions: permissions.fields,
    revision,
    autosave,
    autosaveInterval,
    lock,
    takeOver,
    localDraft,
    /** Saves waiting for the CMS to answer again ("Offline, N changes waiting"), and trying them now. */
    offline: { waiting: waitingCount(offline.queued, autosaveOffline), retryNow: offline.retryNow },
    /** Edits for another locale, put in its form when the view has switched there and loaded it. */
    localeEdits,
    isUpload,
    /** The file chosen to upload with the next save (a new document's, or one replacing the stored file). */
    chosenFile,
    chooseFile,
    /** Read at navigation time (a save's redirect comes before the next render). */
    hasChosenFile: () => chosenRef.current !== null || uploadEdits.hasCrop(),
    /** The crop box for the next save (null: the whole image), and its setter with the image's pixel size. */
    cropBox: uploadEdits.cropBox,
    setCrop,
    /** The crop editor says whether the editor is still drawing (autosave sends a crop once they are done). */
    setCropDrawing: uploadEdits.setDrawing,
    /** The schedule dialog tells the watch of scheduled runs what is queued now. */
    setScheduledEvents: scheduledRuns.setEvents,
    hasPassword,
    changingPassword,
    setChangingPassword,
    ...saving,
  }
}

export type DocumentController = ReturnType<typeof useDocument>
