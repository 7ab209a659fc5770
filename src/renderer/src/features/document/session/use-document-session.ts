/**
 * The view's side of one open document (a collection document, a new one, or a global). The
 * document's session (document-session.ts) holds its writes, autosave, lock, offline queue and
 * chosen file; this hook creates one per mounted view, gives it each render's input and reads its
 * state. Around it are what React keeps: the schema and permissions, the load, field conditions, the
 * local copy of unsaved edits, edits copied from another locale, the watch of scheduled runs and the
 * password of auth collections. Screens that show a document (the edit view and its live preview)
 * are layout around what this returns; components below read it with `useDocumentSession`.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { useNavigate } from 'react-router-dom'
import { routes } from '../../../core/routes/routes'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { FormStore } from '../../../core/form/form-store'
import { FOLDER_FIELD, invokeApi, startingFolder, type DocumentTarget } from '../../../core/requests'
import { isPossibleId, type EntityKind } from '../../../core/schema/schema'
import { useSessionStore } from '../../../core/stores/session-store'
import { toast } from '../../../core/stores/toast-store'
import { useEntity } from '../../../core/stores/use-entity'
import { editFirstRequests, editLocale } from './first-requests'
import { sendsCustomId } from '../../../core/schema/custom-id'
import { AUTH_PASSWORD_FIELDS, CONFIRM_PASSWORD_PATH, PASSWORD_PATH } from './auth-fields'
import { leafPathsKey, leafPathsOfKey } from '../../../core/form/leaf-paths'
import { draftKeyOf, useServerKey } from '../../../core/drafts/draft-keys'
import { useClientValidation } from '../../../core/validation/use-client-validation'
import { useFormState } from './use-form-state'
import { useDocumentLoad } from './use-document-load'
import { useAttempts, useScreenRead } from '../../../core/lib/use-screen-read'
import { useDocumentPermissions } from './use-document-permissions'
import { useFormShown } from './use-form-shown'
import { createDocumentSession, lockAllowsWriting } from './document-session'
import { useLocalDraft } from './use-local-draft'
import { useLocaleEdits } from './use-locale-edits'
import { useScheduledRuns } from './use-scheduled-runs'
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

export function useOpenDocument({ kind, slug, id: rawId, placement, trashed = false }: DocumentOptions) {
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
  const [session] = useState(() => createDocumentSession())
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot)
  const { revision, gone, changingPassword } = state
  const documentKey = `${kind}:${slug}/${id ?? ''}`
  const server = useServerKey()
  /**
   * This document's writes (saves, autosaves, queued saves, unpublish), one at a time; another document
   * opened in this view has its own, and this one opened again later (in any view) has this one.
   */
  const writes = useMemo(() => documentWriteQueue(documentWritesKey(server, kind, slug, id)), [server, kind, slug, id])
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
  // Asked again (Retry, or the connection back) only while the read has failed or is slow: the form
  // is not drawn then, so nothing typed can be read over.
  const attempts = useAttempts()
  const load = useDocumentLoad({
    attempt: attempts.attempt,
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
  const reading = visible && isPossibleId(extras, id)
  const screenRead = useScreenRead({
    pending: reading && !loaded && !load.loadError,
    // Not found is a screen of its own (the view shows it), not a read to try again.
    error: load.loadError?.kind === 'not-found' ? null : load.loadError,
    readKey: `${documentKey}?${locale ?? ''}`,
    attempts,
  })
  const formShown = useFormShown(loaded, permissions.known, permissions.document)

  const user = useSessionStore((s) => s.session?.user ?? null)
  const me = useMemo(() => (user ? { id: user.id, collection: user.collection } : null), [user])
  // The form is read-only without permission, and while another editor holds the lock. While the
  // lock is being checked the editor may already type: a lock held by someone else is rare, and then
  // the locked modal offers the choice with nothing typed lost.
  const canSave = mayWrite && lockAllowsWriting(state.lock.phase)

  // Auth collections (users) set a password: required with its confirmation on create, optional later.
  const hasPassword =
    kind === 'collection' &&
    Boolean(entity?.auth) &&
    !(entity?.auth as { disableLocalStrategy?: unknown } | undefined)?.disableLocalStrategy
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
  // Saves that could not reach the CMS wait in the session's queue and go by themselves once it
  // answers; they are kept on disk with the local draft.
  const localDraft = useLocalDraft(form, draftKey, loaded, load.baseUpdatedAt, {
    queued: state.queued,
    onQueued: session.restoreQueued,
  })
  // After the local draft: values copied from another locale go in over whatever it put back.
  const localeEdits = useLocaleEdits({
    form,
    locale,
    loaded,
    failed: Boolean(load.loadError),
    onFailed: () => toast.error(t('folio:copyToLocaleFailed')),
  })

  /** The document as Payload's REST API takes it back. */
  const body = useCallback(() => {
    const data = form.getData() as Record<string, unknown>
    // A new document's custom id is the editor's to give (Payload's admin sends it); any other id is the server's.
    const customId = isNew && sendsCustomId(entity?.fields, data.id) ? data.id : undefined
    for (const key of SERVER_FIELDS) delete data[key]
    if (customId !== undefined) data.id = customId
    delete data[CONFIRM_PASSWORD_PATH]
    if (!passwordShown || !data[PASSWORD_PATH]) delete data[PASSWORD_PATH]
    return data
  }, [form, passwordShown, isNew, entity])

  // An upload collection's file, chosen for the next save, and the image's edits; they belong to this document only.
  const isUpload = kind === 'collection' && Boolean(entity?.upload)
  const uploadEdits = useUploadEdits(form, documentKey)
  const filesRequired = (entity?.upload as { filesRequiredOnCreate?: boolean } | undefined)?.filesRequiredOnCreate

  const { baseUpdatedAtRef, opened } = load
  const onSavedInDrawer = placement.in === 'drawer' ? placement.onSaved : undefined
  const goTo = useCallback((path: string, options?: { replace?: boolean }) => void navigate(path, options), [navigate])
  useLayoutEffect(() =>
    session.setInput({
      kind,
      slug,
      id,
      isNew,
      target,
      form,
      locale,
      language,
      t,
      drafts,
      server,
      me,
      ownPath,
      basePath,
      search,
      navigate: goTo,
      onSavedInDrawer,
      loaded,
      mayWrite,
      lockEnabled,
      opened,
      autosaveInterval: extras?.autosave ? extras.autosave.interval : 0,
      fields: validatedFields,
      body,
      validateForSubmit: validation.validateForSubmit,
      baseUpdatedAtRef,
      setBaseUpdatedAt,
      writes,
      isUpload,
      filesRequired: filesRequired !== false,
      uploadEdits,
      keepDraftNow: localDraft.keepNow,
      draftSent: localDraft.sent,
    }),
  )
  useEffect(() => {
    session.mount()
    return () => session.unmount()
  }, [session])

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
    session.serverSaved()
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

  const autosave = useMemo(() => ({ ...state.autosave, retryNow: session.retryAutosave }), [state.autosave, session])
  const lock = useMemo(() => ({ ...state.lock, readOnly: session.readOnly }), [state.lock, session])

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
    /** The document's read as the screen shows it: loading, or its error or slowness with Retry. */
    screenRead,
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
    autosaveInterval: extras?.autosave ? extras.autosave.interval : 0,
    lock,
    takeOver: session.takeOver,
    localDraft,
    /** Saves waiting for the CMS to answer again ("Offline, N changes waiting"), and trying them now. */
    offline: { waiting: state.waiting, queued: state.queued.length, retryNow: session.retryOffline },
    /** Changes have not reached the CMS (queued saves, a failing autosave): read at navigation time. */
    hasWaiting: session.hasWaiting,
    /** Edits for another locale, put in its form when the view has switched there and loaded it. */
    localeEdits,
    isUpload,
    /** The file chosen to upload with the next save (a new document's, or one replacing the stored file). */
    chosenFile: state.chosenFile,
    chooseFile: session.chooseFile,
    /** Read at navigation time (a save's redirect comes before the next render). */
    hasChosenFile: session.hasChosenFile,
    /** The crop box for the next save (null: the whole image), and its setter with the image's pixel size. */
    cropBox: uploadEdits.cropBox,
    setCrop: uploadEdits.setCrop,
    /** The crop editor says whether the editor is still drawing (autosave sends a crop once they are done). */
    setCropDrawing: uploadEdits.setDrawing,
    /** The schedule dialog tells the watch of scheduled runs what is queued now. */
    setScheduledEvents: scheduledRuns.setEvents,
    hasPassword,
    changingPassword,
    setChangingPassword: session.setChangingPassword,
    save: session.save,
    saving: state.saving,
    unpublish: session.unpublish,
    unpublishing: state.unpublishing,
    conflict: state.conflict,
    resolveConflict: session.resolveConflict,
  }
}

export type DocumentController = ReturnType<typeof useOpenDocument>

const DocumentContext = createContext<DocumentController | null>(null)

/** Gives the components below a view the document it shows (read with `useDocumentSession`). */
export const DocumentProvider = DocumentContext.Provider

/**
 * The slice of the open document a component needs, by name: `useDocumentSession('saving', 'save')`.
 * Only the view that opens the document (the edit view, a drawer) holds it whole.
 */
export function useDocumentSession<K extends keyof DocumentController>(...keys: K[]): Pick<DocumentController, K> {
  const document = useContext(DocumentContext)
  if (!document) throw new Error('useDocumentSession is used outside a DocumentProvider')
  const slice = {} as Pick<DocumentController, K>
  for (const key of keys) slice[key] = document[key]
  return slice
}
