/**
 * Loading one document into its form: the document itself (or, for a new one, the fields' defaults)
 * and then one form-state call that takes the lock and evaluates the fields' conditions for what was
 * loaded. Also whether a published version exists (Unpublish is offered then).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ApiError, ApiRequest } from '@shared/api'
import type { FolioFormStateResponse, FolioLockedState } from '@shared/protocol'
import type { FormStore } from '../../../core/form/form-store'
import { invokeApi, openFormStateRequest, type DocumentTarget } from '../../../core/requests'
import type { WriteQueue } from './write-queue'

export interface LoadOptions {
  form: FormStore
  target: DocumentTarget
  /** The edit view's declared first reads (features/document/session/first-requests.ts), as the boot-time prefetch sent them. */
  first: { document?: ApiRequest; publishedStatus?: ApiRequest }
  /** Known, readable and not hidden: otherwise nothing is read. */
  visible: boolean
  locale?: string
  language: string
  /** The opening call takes the lock (locking on, an existing document this user may write). */
  lock: boolean
  /** The entity has fields with `admin.condition`. */
  conditions: boolean
  /** The entity has relationship/upload fields with `filterOptions`. */
  filterOptions?: boolean
  /** Bumped after each save: the published status may have changed. */
  revision: number
  /** A new document's values set by where it was made (the folder browsed), over the fields' defaults. */
  initial?: Record<string, unknown>
  /**
   * The document's writes: a load waits for those under way (an autosave sent as the editor switched
   * locale), then reads afresh, so the form starts from the copy they made, fields shared by every
   * locale included, not from the one before.
   */
  writes?: WriteQueue
  /** Counts Retry presses and reconnects after a failed read: each one reads afresh. */
  attempt?: number
}

const NOT_FOUND: ApiError = { kind: 'not-found', status: 404, message: 'Not Found' }

/** The answer is the document asked for (a global, or a collection document with that id). */
function isDocumentOf(data: unknown, target: DocumentTarget): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false
  if (target.kind !== 'collection') return true
  return String((data as { id?: unknown }).id) === String(target.id)
}

export function useDocumentLoad({
  form,
  target,
  first,
  visible,
  locale,
  language,
  lock,
  conditions,
  filterOptions = false,
  revision,
  initial,
  writes,
  attempt = 0,
}: LoadOptions) {
  const isNew = target.kind === 'collection' && !target.id
  // The document's read by what it reads: the same read asked in another UI language (or from a schema
  // read again in it) is no new load, which would put the server's copy over what was typed.
  const readKey = first.document ? JSON.stringify({ ...first.document, language: undefined }) : ''
  const [read, setRead] = useState({ key: readKey, request: first.document })
  if (read.key !== readKey) setRead({ key: readKey, request: first.document })
  const documentRequest = read.key === readKey ? read.request : first.document
  /** What this load is for: answers for an earlier one (another document or locale) are not shown. */
  const loadKey = useMemo(
    () => ({ target, document: documentRequest, locale, visible, initial, attempt }),
    [target, documentRequest, locale, visible, initial, attempt],
  )
  const [state, setState] = useState<{
    key: typeof loadKey | null
    loaded: boolean
    loadError: ApiError | null
    /** The opening call's lock state: undefined while it is out. */
    opened: FolioLockedState | null | undefined
  }>({ key: null, loaded: false, loadError: null, opened: undefined })
  const current = state.key === loadKey ? state : null
  const [baseUpdatedAt, setBaseUpdatedAtState] = useState<string | null>(null)
  // Read by save() at call time: an autosave answer may have moved it since the last render.
  const baseUpdatedAtRef = useRef<string | null>(null)
  const setBaseUpdatedAt = useCallback((value: unknown) => {
    const next = typeof value === 'string' && value ? value : null
    baseUpdatedAtRef.current = next
    setBaseUpdatedAtState(next)
  }, [])
  // Read when the document arrives: a change of access or conditions alone does not reload it.
  const openingRef = useRef({ lock, conditions, filterOptions, language })
  useEffect(() => {
    openingRef.current = { lock, conditions, filterOptions, language }
  })

  useEffect(() => {
    if (!loadKey.visible) return
    let live = true
    const update = (next: Partial<typeof state>) =>
      live &&
      setState((s) => ({
        ...(s.key === loadKey ? s : { loaded: false, loadError: null, opened: undefined }),
        ...next,
        key: loadKey,
      }))
    const open = async (data: Record<string, unknown>) => {
      const { target, locale } = loadKey
      const { lock, conditions, filterOptions, language } = openingRef.current
      const request = openFormStateRequest(target, { data, lock, conditions, filterOptions, locale, language })
      const result = request ? await invokeApi(request) : null
      if (!live) return null
      const answer = result?.ok ? (result.data as FolioFormStateResponse) : null
      if (answer?.hiddenPaths) form.setHiddenPaths(answer.hiddenPaths)
      if (answer?.filterOptions) form.setFilterOptions(answer.filterOptions)
      if (answer?.optionFilters) form.setOptionFilters(answer.optionFilters)
      update({ opened: answer?.lockedState ?? null })
      return answer
    }
    if (isNew) {
      // A new document starts from the fields' default values, as Payload's create form does; without
      // them (an older Folio plugin, or an error) the form simply starts empty.
      const initial = loadKey.initial ?? {}
      void open(initial).then((answer) => {
        if (!live) return
        form.load({ ...answer?.defaults, ...initial })
        update({ loaded: true })
      })
    } else if (loadKey.document) {
      const request = loadKey.document
      void (writes?.settled() ?? Promise.resolve(false))
        .then((waited) => (live ? invokeApi(request, { fresh: waited || loadKey.attempt > 0 }) : null))
        .then((result) => {
          if (!live || !result) return
          if (!result.ok) return update({ loadError: result.error })
          const doc = result.data as Record<string, unknown>
          // A path such as /collections/posts/versions reaches another endpoint of the collection,
          // which answers with something that is not this document: to the editor it does not exist.
          if (!isDocumentOf(doc, loadKey.target)) return update({ loadError: NOT_FOUND })
          form.load(doc)
          setBaseUpdatedAt(doc.updatedAt)
          update({ loaded: true })
          void open(doc)
        })
    }
    return () => {
      live = false
    }
  }, [form, loadKey, isNew, setBaseUpdatedAt, writes])

  // Asked again after each save (revision); until the new answer comes, what was known for this
  // document stays. The declaration has no such read for new documents or without drafts.
  const publishedStatus = first.publishedStatus
  const [published, setPublished] = useState<{ key: typeof loadKey; value: boolean } | null>(null)
  useEffect(() => {
    if (!loadKey.visible || !publishedStatus) return
    let live = true
    void invokeApi(publishedStatus).then(
      (result) =>
        live &&
        setPublished({
          key: loadKey,
          value: result.ok && (result.data as { _status?: string })._status === 'published',
        }),
    )
    return () => {
      live = false
    }
  }, [loadKey, publishedStatus, revision])
  const hasPublished = Boolean(publishedStatus) && published?.key === loadKey && published.value
  const loaded = current?.loaded ?? false
  const loadError = current?.loadError ?? null
  const opened = current ? current.opened : undefined

  return { loaded, loadError, opened, baseUpdatedAt, baseUpdatedAtRef, setBaseUpdatedAt, hasPublished }
}
