import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { FOLIO_ENDPOINTS, type FolioFormStateResponse } from '@shared/protocol'
import type { ApiError, ApiRequest } from '@shared/api'
import { routes } from '../../app/routes'
import { getBridge } from '../../bridge'
import { invokeApi } from '../../lib/requests/invoke'
import { documentPath, documentRequest, publishedStatusRequest, type DocumentTarget } from '../../lib/requests/document'
import { FieldContext, type FieldContextValue } from '../../fields/context'
import { DocumentTabs } from '../../elements/DocumentTabs/DocumentTabs'
import { RenderFields } from '../../fields/RenderFields'
import '../../fields/fields.css'
import { useI18n, useT } from '../../i18n/i18n-store'
import { FormStore } from '../../lib/form/form-store'
import { useFieldValue, useFormModified } from '../../lib/form/use-field'
import { can, labelFromSlug, labelText, singularLabel, useAsTitle, type EntityKind } from '../../lib/schema'
import { useEntity } from '../../stores/use-entity'
import { toast } from '../../stores/toast-store'
import { NotFoundView } from '../NotFound/NotFoundView'
import { leafPaths } from './leaf-paths'
import { AUTH_PASSWORD_FIELDS, AuthFields, CONFIRM_PASSWORD_PATH, PASSWORD_PATH } from './AuthFields'
import { LeaveWarning } from './LeaveWarning'
import { LockModals } from './LockModals'
import { useClientValidation } from './use-client-validation'
import { useDocumentLock } from './use-document-lock'
import { useLocalDraft } from './use-local-draft'
import { useSessionStore } from '../../stores/session-store'
import { useAutosave } from './use-autosave'
import { useConditions } from './use-conditions'
import { Unpublish } from './Unpublish'
import { LivePreviewPane } from '../Preview/LivePreviewPane'
import './EditView.css'

/** Fields Payload manages itself; sending them back would be refused or ignored. */
const SERVER_FIELDS = ['id', 'createdAt', 'updatedAt', 'sizes', 'url', 'thumbnailURL']

/** `preview`: the live-preview view, the same form beside a preview pane. */
export function EditView({ kind, preview = false }: { kind: EntityKind; preview?: boolean }) {
  const { slug = '', id: rawId } = useParams()
  const isNew = kind === 'collection' && rawId === 'create'
  const id = isNew ? undefined : rawId
  const t = useT()
  const language = useI18n((s) => s.language)
  const { schema, access, entity, extras, visible, drafts, localization } = useEntity(kind, slug)
  const location = useLocation()
  const navigate = useNavigate()
  const locale =
    new URLSearchParams(location.search).get('locale') ?? (localization ? localization.defaultLocale : undefined)

  const leaves = useMemo(() => (entity ? leafPaths(entity.fields) : new Set<string>()), [entity])
  const form = useMemo(() => new FormStore({}, (p) => leaves.has(p)), [leaves])
  const [loaded, setLoaded] = useState(false)
  const [baseUpdatedAt, setBaseUpdatedAtState] = useState<string | null>(null)
  // Read by save() at call time: an autosave answer may have moved it since the last render.
  const baseUpdatedAtRef = useRef<string | null>(null)
  const setBaseUpdatedAt = useCallback((value: string | null) => {
    baseUpdatedAtRef.current = value
    setBaseUpdatedAtState(value)
  }, [])
  const [loadError, setLoadError] = useState<ApiError | null>(null)
  const [saving, setSaving] = useState<null | 'draft' | 'publish' | 'save'>(null)
  /** Counts saves, so the version count on the tab follows. */
  const [revision, setRevision] = useState(0)
  const mayWrite = isNew ? can(access, 'collection', slug, 'create') : can(access, kind, slug, 'update')
  const user = useSessionStore((s) => s.session?.user ?? null)
  const me = useMemo(() => (user ? { id: user.id, collection: user.collection } : null), [user?.id, user?.collection])
  const lock = useDocumentLock({
    enabled: Boolean(extras && extras.lockDocuments !== false) && !isNew && mayWrite && visible,
    kind,
    slug,
    id,
    form,
    me,
    // The preview view locks the same document: its base is the edit path.
    basePath: preview ? location.pathname.replace(/\/preview\/?$/, '') : location.pathname,
  })
  // The form is read-only without permission, and while another editor holds the lock. While the
  // lock is being checked the editor may already type: a lock held by someone else is rare, and then
  // the locked modal offers the choice with nothing typed lost.
  const canSave = mayWrite && (lock.phase === 'off' || lock.phase === 'mine' || lock.phase === 'checking')

  const target = useMemo<DocumentTarget>(() => ({ kind, slug, id }), [kind, slug, id])
  const path = documentPath(target)

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
  useConditions({ form, enabled: loaded && Boolean(extras?.hasConditions), kind, slug, id, locale })
  // The built-in CMS gets a new port each start, so it is keyed by name, not by URL.
  const server = useSessionStore((s) => (s.session?.target.kind === 'local' ? 'local' : (s.session?.serverUrl ?? '')))
  const draftKey = canSave && server ? `${server}#${kind}:${slug}/${id ?? 'new'}@${locale ?? ''}` : null
  const localDraft = useLocalDraft(form, draftKey, loaded, baseUpdatedAt)

  /** The document as Payload's REST API takes it back. */
  const body = useCallback(() => {
    const data = form.getData() as Record<string, unknown>
    for (const key of SERVER_FIELDS) delete data[key]
    delete data[CONFIRM_PASSWORD_PATH]
    if (!passwordShown || !data[PASSWORD_PATH]) delete data[PASSWORD_PATH]
    return data
  }, [form, passwordShown])

  const autosaveInterval = extras?.autosave ? extras.autosave.interval : 0
  const autosaveRequest = useCallback(
    (data: Record<string, unknown>): ApiRequest => ({
      method: kind === 'collection' ? 'PATCH' : 'POST',
      path,
      body: { ...data, _status: 'draft' },
      query: { depth: 0, draft: true, autosave: true, ...(locale ? { locale } : {}) },
    }),
    [kind, path, locale],
  )
  const autosave = useAutosave({
    form,
    enabled: Boolean(autosaveInterval) && loaded && !isNew && canSave,
    intervalMs: autosaveInterval || 2000,
    request: autosaveRequest,
    body,
    language,
    onSaved: (doc) => doc?.updatedAt && setBaseUpdatedAt(String(doc.updatedAt)),
    onError: (message: string, kind: string) => {
      toast.error(`${t('error:autosaving')} ${message}`)
      if (kind === 'locked') void lock.lockedOnSave()
    },
  })

  // A new document starts from the fields' default values, as Payload's create form does.
  useEffect(() => {
    if (!visible || !isNew) return
    let current = true
    setLoaded(false)
    void getBridge()
      .invoke('renderer:api', {
        method: 'POST',
        path: FOLIO_ENDPOINTS.formState,
        body: {
          collectionSlug: slug,
          operation: 'create',
          data: {},
          skipValidation: true,
          returnDefaults: true,
          ...(locale ? { locale } : {}),
        },
        language,
      })
      .then((result) => {
        if (!current) return
        // Without defaults (an older Folio plugin, or an error) the form simply starts empty.
        form.load(result.ok ? ((result.data as FolioFormStateResponse).defaults ?? {}) : {})
        setLoaded(true)
      })
    return () => {
      current = false
    }
  }, [form, slug, visible, isNew, locale, language])

  useEffect(() => {
    if (!visible || isNew) return
    let current = true
    setLoaded(false)
    setLoadError(null)
    void invokeApi(documentRequest(target, { drafts, locale, language })).then((result) => {
      if (!current) return
      if (result.ok) {
        form.load(result.data as Record<string, unknown>)
        setBaseUpdatedAt(String((result.data as { updatedAt?: string }).updatedAt ?? '') || null)
        setLoaded(true)
      } else setLoadError(result.error)
    })
    return () => {
      current = false
    }
  }, [form, target, visible, isNew, drafts, locale, language])

  // Whether a published version exists (the non-draft read says 'published'): Unpublish is offered then.
  const [hasPublished, setHasPublished] = useState(false)
  useEffect(() => {
    if (!visible || isNew || !drafts) return setHasPublished(false)
    let current = true
    void invokeApi(publishedStatusRequest(target, locale)).then(
      (result) =>
        current && setHasPublished(result.ok && (result.data as { _status?: string })._status === 'published'),
    )
    return () => {
      current = false
    }
  }, [target, visible, isNew, drafts, locale, revision])

  /** Set when the server's copy changed since it was loaded: the editor chooses before anything is overwritten. */
  const [conflict, setConflict] = useState<null | { mode: 'draft' | 'publish' | 'save'; updatedAt: string }>(null)

  const save = useCallback(
    async (mode: 'draft' | 'publish' | 'save', overwrite = false) => {
      if (!canSave || saving) return
      // An autosave on its way changes updatedAt: wait for its answer before comparing.
      await autosave.whenIdle()
      const baseUpdatedAt = baseUpdatedAtRef.current
      if (!isNew && !overwrite && baseUpdatedAt) {
        const latest = await getBridge().invoke('renderer:api', {
          method: 'GET',
          path,
          query: { depth: 0, select: { updatedAt: true }, ...(drafts ? { draft: true } : {}) },
        })
        const updatedAt = latest.ok ? String((latest.data as { updatedAt?: string }).updatedAt ?? '') : ''
        if (updatedAt && updatedAt !== baseUpdatedAt) {
          setConflict({ mode, updatedAt })
          return
        }
      }
      // Drafts may be saved incomplete, as in Payload; publishing and plain saves must be valid.
      if (mode !== 'draft' && !validation.validateForSubmit()) {
        toast.error(t('error:correctInvalidFields'))
        return
      }
      setSaving(mode)
      try {
        const data = body()
        if (drafts) data._status = mode === 'publish' ? 'published' : 'draft'
        const request: ApiRequest = {
          method: kind === 'collection' && !isNew ? 'PATCH' : 'POST',
          path,
          body: data,
          query: { depth: 0, ...(drafts && mode === 'draft' ? { draft: true } : {}), ...(locale ? { locale } : {}) },
          language,
        }
        const result = await getBridge().invoke('renderer:api', request)
        if (!result.ok) {
          form.setErrors(result.error.fieldErrors ?? [])
          toast.error(result.error.message)
          if (result.error.kind === 'locked') void lock.lockedOnSave()
          return
        }
        const answer = result.data as {
          doc?: Record<string, unknown>
          result?: Record<string, unknown>
          message?: string
        }
        const doc = answer.doc ?? answer.result
        if (doc?.updatedAt) setBaseUpdatedAt(String(doc.updatedAt))
        // Editors who saved their own user record get a fresh session (email or roles may have changed).
        if (kind === 'collection' && me && slug === me.collection && String(doc?.id) === String(me.id))
          void getBridge().invoke('renderer:session-refresh')
        form.setErrors([])
        setChangingPassword(false)
        setRevision((r) => r + 1)
        toast.success(answer.message ?? t('general:updatedSuccessfully'))
        if (isNew && doc?.id !== undefined) {
          // Saved: nothing left to warn about on the way to the new document's page.
          form.load(doc)
          navigate(`${routes.document(slug, String(doc.id))}${location.search}`, { replace: true })
          return
        }
        if (doc) form.load(doc)
      } finally {
        setSaving(null)
      }
    },
    [
      canSave,
      saving,
      form,
      body,
      drafts,
      kind,
      isNew,
      path,
      locale,
      language,
      t,
      navigate,
      slug,
      location.search,
      lock,
      validation,
      autosave,
      me,
      setBaseUpdatedAt,
    ],
  )

  // Cmd/Ctrl+S saves (as a draft where drafts are on).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 's') {
        event.preventDefault()
        void save(drafts ? 'draft' : 'save')
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [save, drafts])

  if (!schema) return <p>{t('general:loading')}…</p>
  if (!entity || !visible || loadError?.kind === 'not-found') return <NotFoundView />

  const context: FieldContextValue = {
    form,
    schema,
    language,
    t,
    readOnly: !canSave,
    locale: localization ? locale : undefined,
  }
  const sidebarFields = entity.fields.filter(
    (f) => (f.admin as { position?: string } | undefined)?.position === 'sidebar',
  )
  const entityName =
    kind === 'global' ? labelText(entity.label, language, labelFromSlug(slug)) : singularLabel(entity, language)

  return (
    <FieldContext.Provider value={context}>
      <form
        className="edit"
        data-testid="edit-view"
        data-ready={loaded}
        onSubmit={(e) => {
          e.preventDefault()
          void save(drafts ? 'draft' : 'save')
        }}
      >
        <header className="edit__header">
          <div className="edit__heading">
            <span className="edit__entity">{entityName}</span>
            <DocumentTitle
              form={form}
              titleField={kind === 'collection' ? useAsTitle(entity) : null}
              fallback={
                isNew
                  ? `${t('general:createNew')} ${entityName}`
                  : kind === 'global'
                    ? entityName
                    : `[${t('general:untitled')}]`
              }
            />
          </div>
          <div className="edit__controls">
            {autosave.phase !== 'idle' && (
              <span
                className={`edit__autosave edit__autosave--${autosave.phase}`}
                data-testid="autosave-status"
                aria-live="polite"
              >
                {autosave.phase === 'saving'
                  ? t('general:saving')
                  : autosave.phase === 'saved'
                    ? t('version:autosavedSuccessfully')
                    : t('error:autosaving')}
              </span>
            )}
            {localization && (
              <select
                className="select"
                aria-label={t('general:locale')}
                value={locale}
                onChange={(e) => {
                  const params = new URLSearchParams(location.search)
                  params.set('locale', e.target.value)
                  navigate({ pathname: location.pathname, search: `?${params.toString()}` })
                }}
                data-testid="locale-select"
              >
                {localization.locales.map((l) => (
                  <option key={l.code} value={l.code}>
                    {labelText(l.label, language, l.code)}
                  </option>
                ))}
              </select>
            )}
            {canSave && drafts && hasPublished && !isNew && (
              <Unpublish
                path={path}
                method={kind === 'collection' ? 'PATCH' : 'POST'}
                locale={locale}
                language={language}
                disabled={Boolean(saving)}
                onUnpublished={(doc) => {
                  if (doc?.updatedAt) setBaseUpdatedAt(String(doc.updatedAt))
                  setRevision((r) => r + 1)
                }}
              />
            )}
            {canSave && <SaveButtons form={form} drafts={drafts} saving={saving} onSave={save} isNew={isNew} />}
          </div>
        </header>
        {!isNew && <DocumentTabs kind={kind} slug={slug} id={id} revision={revision + (autosave.at ?? 0)} />}
        <LeaveWarning form={form} enabled={canSave && !autosaveInterval} />
        <LockModals
          phase={lock.phase}
          holder={lock.holder}
          onTakeOver={() => void lock.takeOver()}
          onReadOnly={lock.readOnly}
        />
        {(lock.phase === 'read-only' || lock.phase === 'taken-over') && lock.holder && (
          <p className="edit__locked" role="status" data-testid="locked-notice">
            {t('general:documentLocked')}: {lock.holder.displayName}
          </p>
        )}
        {conflict && (
          <div
            className="modal"
            role="dialog"
            aria-modal="true"
            aria-labelledby="conflict-title"
            data-testid="conflict-modal"
          >
            <div className="modal__box">
              <h2 id="conflict-title">{t('folio:changedOnServer')}</h2>
              <p>{t('folio:changedOnServerText', { time: new Date(conflict.updatedAt).toLocaleString(language) })}</p>
              <div className="modal__actions">
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => setConflict(null)}
                  data-testid="conflict-cancel"
                >
                  {t('general:cancel')}
                </button>
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => window.location.reload()}
                  data-testid="conflict-reload"
                >
                  {t('folio:loadTheirs')}
                </button>
                <button
                  type="button"
                  className="btn"
                  onClick={() => {
                    const mode = conflict.mode
                    setConflict(null)
                    void save(mode, true)
                  }}
                  data-testid="conflict-overwrite"
                >
                  {t('folio:overwrite')}
                </button>
              </div>
            </div>
          </div>
        )}
        {localDraft.recovered && (
          <div className="edit__recovered" role="status" data-testid="draft-recovered">
            <span>
              {t('folio:draftRecovered', { time: new Date(localDraft.recovered.savedAt).toLocaleString(language) })}
              {localDraft.recovered.baseUpdatedAt &&
                baseUpdatedAt &&
                localDraft.recovered.baseUpdatedAt !== baseUpdatedAt &&
                ` ${t('folio:draftRecoveredChanged')}`}
            </span>
            <button type="button" className="btn btn--small" onClick={localDraft.restore} data-testid="draft-restore">
              {t('folio:restoreDraft')}
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={localDraft.discard}
              data-testid="draft-discard"
            >
              {t('folio:discardDraft')}
            </button>
          </div>
        )}
        {loadError && (
          <p className="edit__error" role="alert">
            {loadError.message}
          </p>
        )}
        {loaded && !preview && (
          <div className="edit__layout">
            <div className="edit__main">
              {hasPassword && <AuthFields isNew={isNew} changing={changingPassword} onChanging={setChangingPassword} />}
              <RenderFields fields={entity.fields} path="" placement="main" />
            </div>
            {sidebarFields.length > 0 && (
              <aside className="edit__sidebar">
                <RenderFields fields={sidebarFields} path="" />
              </aside>
            )}
          </div>
        )}
        {loaded && preview && (
          <div className="edit__preview-layout">
            <div className="edit__main">
              <RenderFields fields={entity.fields} path="" />
            </div>
            <LivePreviewPane
              form={form}
              kind={kind}
              slug={slug}
              id={id}
              locale={localization ? locale : undefined}
              entity={entity}
              schema={schema}
              extras={extras}
              saved={revision + (autosave.at ?? 0)}
            />
          </div>
        )}
      </form>
    </FieldContext.Provider>
  )
}

function DocumentTitle({
  form,
  titleField,
  fallback,
}: {
  form: FormStore
  titleField: string | null
  fallback: string
}) {
  const [value] = useFieldValue<string | number>(form, titleField ?? '__none__')
  const title = titleField && value !== undefined && value !== null && value !== '' ? String(value) : fallback
  return (
    <h1 className="edit__title" data-testid="document-title">
      {title}
    </h1>
  )
}

function SaveButtons({
  form,
  drafts,
  saving,
  onSave,
  isNew,
}: {
  form: FormStore
  drafts: boolean
  saving: string | null
  onSave: (mode: 'draft' | 'publish' | 'save') => void
  isNew: boolean
}) {
  const t = useT()
  const modified = useFormModified(form)
  if (!drafts) {
    return (
      <button type="submit" className="btn" disabled={Boolean(saving) || (!modified && !isNew)} data-testid="save">
        {saving ? t('general:saving') : t('general:save')}
      </button>
    )
  }
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={Boolean(saving) || (!modified && !isNew)}
        onClick={() => onSave('draft')}
        data-testid="save-draft"
      >
        {saving === 'draft' ? t('general:saving') : t('version:saveDraft')}
      </button>
      <button
        type="button"
        className="btn"
        disabled={Boolean(saving)}
        onClick={() => onSave('publish')}
        data-testid="publish"
      >
        {saving === 'publish' ? t('general:saving') : t('version:publishChanges')}
      </button>
    </>
  )
}
