import { useEffect, useMemo, useState, type UIEvent } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom'
import type { QueryValue } from '@shared/api'
import { routes } from '../../app/routes'
import { getBridge } from '../../bridge'
import { invokeApi } from '../../lib/requests/invoke'
import { useI18n, useT } from '../../i18n/i18n-store'
import { DiffError, diffVersions, type DiffResult } from '../../lib/diff'
import { formatAdminDate } from '../../lib/format'
import { can, labelFromSlug, labelText, pluralLabel, titleFieldOf, type EntityKind } from '../../lib/schema'
import { latestVersionRequest, previousVersionRequest, versionRequest, versionsWhere } from '../../lib/requests/versions'
import { VERSION_SUMMARY_SELECT, versionStatus, type VersionSummary } from '../../lib/version-status'
import { useEntity } from '../../stores/use-entity'
import { toast } from '../../stores/toast-store'
import { NotFoundView } from '../NotFound/NotFoundView'
import { createRelatedDocs } from '../../fields/related-lookup'
import { DiffTree, RelatedTitles } from './DiffTree'
import './VersionDetail.css'

interface VersionDoc extends VersionSummary {
  createdAt: string
  updatedAt: string
  parent?: string | number
  version: Record<string, unknown> & { _status?: 'draft' | 'published' }
}

const PICKER_PAGE = 10

/** One version compared field by field with another, with restore (spec points 2 and 4). */
export function VersionDetailView({ kind }: { kind: EntityKind }) {
  const { slug = '', id, versionId = '' } = useParams()
  const t = useT()
  const language = useI18n((s) => s.language)
  const dateLocale = useI18n((s) => s.dateLocale)
  const { schema, access, entity, visible, drafts, localization } = useEntity(kind, slug)
  // Related documents in the diff are named by title, looked up once per screen in batches.
  const relatedTitles = useMemo(
    () => (schema ? { docs: createRelatedDocs(schema), schema, language } : null),
    [schema, language],
  )
  const location = useLocation()
  const navigate = useNavigate()
  const params = new URLSearchParams(location.search)
  const base = kind === 'collection' ? `/${slug}/versions` : `/globals/${slug}/versions`
  const docHref = kind === 'collection' ? routes.document(slug, id ?? '') : routes.global(slug)

  const modifiedOnly = params.get('modifiedOnly') === 'true'
  const localeCodes = useMemo(() => {
    try {
      const parsed = JSON.parse(params.get('localeCodes') ?? 'null') as unknown
      if (Array.isArray(parsed) && parsed.every((c) => typeof c === 'string')) return parsed as string[]
    } catch {
      // A hand-edited URL: fall back to the default locale.
    }
    return localization ? [localization.defaultLocale] : []
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search, localization])

  const [current, setCurrent] = useState<VersionDoc | null>(null)
  const [compare, setCompare] = useState<VersionDoc | null>(null)
  const [compareId, setCompareId] = useState<string | null>(params.get('compareValue'))
  const [choices, setChoices] = useState<VersionDoc[]>([])
  const [choicesPage, setChoicesPage] = useState(0)
  const [choicesDone, setChoicesDone] = useState(false)
  const [choicesFailed, setChoicesFailed] = useState(false)
  const [latest, setLatest] = useState<{ draftId?: string | number | null; publishedId?: string | number | null }>({})
  const [notFound, setNotFound] = useState(false)
  /** The first version has nothing before it to compare with. */
  const [nothingToCompare, setNothingToCompare] = useState(false)
  const [confirming, setConfirming] = useState<null | 'published' | 'draft'>(null)
  const [restoring, setRestoring] = useState(false)

  const versionsTarget = useMemo(
    () => ({ kind, slug, id, localization: Boolean(localization), drafts }),
    [kind, slug, id, localization, drafts],
  )
  // The versions this one is compared with: of the same document, without snapshots (as the list).
  const parentWhere = useMemo(() => versionsWhere(versionsTarget), [versionsTarget])
  const api = (path: string, query: Record<string, QueryValue>) =>
    getBridge().invoke('renderer:api', { method: 'GET', path, query: { depth: 0, ...query }, language })

  // The version itself, then the default comparison (the version before it, read whole in the same
  // request that finds it), then the latest draft and published ones for the labels: the CMS answers
  // one request at a time, so what the diff needs goes first.
  useEffect(() => {
    if (!entity) return
    let live = true
    void invokeApi(versionRequest(versionsTarget, versionId, language)).then(async (result) => {
      if (!live) return
      if (!result.ok) return setNotFound(true)
      const doc = result.data as VersionDoc
      setCurrent(doc)
      if (!params.get('compareValue')) {
        const previous = await invokeApi(previousVersionRequest(versionsTarget, versionId, doc.updatedAt, language))
        const prev = previous.ok ? (previous.data as { docs: VersionDoc[] }).docs[0] : undefined
        if (!live) return
        if (prev) {
          setCompare(prev)
          setCompareId(String(prev.id))
        } else setNothingToCompare(true)
      }
      const latestOf = async (status: 'draft' | 'published') => {
        const r = await invokeApi(latestVersionRequest(versionsTarget, status))
        return r.ok ? ((r.data as { docs: VersionDoc[] }).docs[0]?.id ?? null) : null
      }
      const [draftId, publishedId] = await Promise.all([drafts ? latestOf('draft') : null, latestOf('published')])
      if (live) setLatest({ draftId, publishedId })
    })
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entity, base, versionId, versionsTarget, drafts])

  useEffect(() => {
    if (!compareId || !entity) return
    // Already read whole with the lookup of the previous version.
    if (compare && String(compare.id) === compareId) return
    let live = true
    void invokeApi(versionRequest(versionsTarget, compareId, language)).then(
      (result) => live && setCompare(result.ok ? (result.data as VersionDoc) : null),
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [compareId, entity, base])

  // The compare picker: pages of 10, excluding this version, loaded as the list is scrolled.
  const loadMoreChoices = async () => {
    if (choicesDone || !entity) return
    const next = choicesPage + 1
    const result = await api(base, {
      limit: PICKER_PAGE,
      page: next,
      sort: '-updatedAt',
      select: VERSION_SUMMARY_SELECT,
      where: { and: [...parentWhere, { id: { not_equals: versionId } }] },
    })
    if (!result.ok) return setChoicesFailed(true)
    const page = result.data as { docs: VersionDoc[]; hasNextPage: boolean }
    setChoices((prev) => [...prev, ...page.docs])
    setChoicesPage(next)
    setChoicesDone(!page.hasNextPage)
  }
  // After the comparison is shown: the picker's options are not needed before it is opened.
  const compared = Boolean(compare) || nothingToCompare
  useEffect(() => {
    if (compared) void loadMoreChoices()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entity, versionId, compared])

  const setQuery = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(location.search)
    for (const [k, v] of Object.entries(patch))
      if (v === null) next.delete(k)
      else next.set(k, v)
    // Synchronously: the checkboxes read their state from the URL and must not flicker back.
    navigate({ pathname: location.pathname, search: `?${next.toString()}` }, { replace: true, flushSync: true })
  }

  const diff = useMemo((): { result: DiffResult } | { error: string } | null => {
    if (!entity || !current || !compare) return null
    try {
      const started = performance.now()
      const result = diffVersions({
        fields: entity.fields,
        current: current.version,
        compare: compare.version,
        locales: localization ? localeCodes : undefined,
        modifiedOnly,
        label: (label, name) => labelText(label, language, labelFromSlug(name)),
        t,
      })
      // A user-timing entry, for the benchmark and the browser's performance panel.
      performance.measure('folio:diff', { start: started })
      return { result }
    } catch (error) {
      // Spec point 8: a field of the wrong type is an error; the view reports it instead of crashing.
      return { error: error instanceof DiffError ? error.message : String(error) }
    }
  }, [entity, current, compare, localization, localeCodes, modifiedOnly, language, t])

  if (!schema) return <p>{t('general:loading')}…</p>
  if (!entity || !visible || notFound) return <NotFoundView />

  const canUpdate = can(access, kind, slug, 'update')
  const date = current ? formatAdminDate(current.updatedAt, schema.config.admin.dateFormat, dateLocale) : ''
  const titleField = titleFieldOf(entity)
  const rawTitle = current?.version[titleField]
  const title =
    typeof rawTitle === 'object' && rawTitle !== null
      ? String((rawTitle as Record<string, unknown>)[localization ? localization.defaultLocale : 'en'] ?? '')
      : rawTitle !== undefined && rawTitle !== null
        ? String(rawTitle)
        : ''
  const docTitle = title || (id ? String(id) : `[${t('general:untitled')}]`)
  const labelFor = (v: VersionDoc) => {
    const status = versionStatus(v, latest)
    return `${formatAdminDate(v.updatedAt, schema.config.admin.dateFormat, dateLocale)}${status ? ` · ${t(status.key)}` : ''}`
  }

  async function restore(asDraft: boolean) {
    setRestoring(true)
    const result = await getBridge().invoke('renderer:api', {
      method: 'POST',
      path: `${base}/${encodeURIComponent(versionId)}`,
      query: { draft: asDraft ? 'true' : 'false' },
      language,
    })
    setRestoring(false)
    setConfirming(null)
    if (result.ok && result.status === 200) {
      toast.success((result.data as { message?: string }).message ?? t('version:restoredSuccessfully'))
      navigate(docHref)
    } else toast.error(t('version:problemRestoringVersion'))
  }

  return (
    <div className="version-detail" data-testid="version-detail">
      <nav className="version-detail__crumbs" aria-label="Breadcrumb" data-testid="version-breadcrumbs">
        {kind === 'collection' ? (
          <Link to={routes.collection(slug)}>{pluralLabel(entity, language)}</Link>
        ) : (
          <span>{labelText(entity.label, language, labelFromSlug(slug))}</span>
        )}
        {kind === 'collection' && (
          <>
            <span>/</span>
            <Link to={docHref}>{docTitle}</Link>
          </>
        )}
        <span>/</span>
        <Link to={`${docHref}/versions`}>{t('version:versions')}</Link>
        <span>/</span>
        <span>{date}</span>
      </nav>
      <h1 className="version-detail__title" data-testid="version-date">
        {date}
      </h1>
      {current && (
        <p className="version-detail__created" data-testid="version-created">
          {current.autosave ? t('version:autosavedVersion') : t('version:version')} · {t('general:createdAt')}:{' '}
          {formatAdminDate(current.createdAt, schema.config.admin.dateFormat, dateLocale)}
        </p>
      )}
      <div className="version-detail__controls">
        {canUpdate && (
          <button type="button" className="btn" onClick={() => setConfirming('published')} data-testid="restore">
            {t('version:restoreThisVersion')}
          </button>
        )}
        {canUpdate && drafts && current?.version._status !== 'draft' && (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => setConfirming('draft')}
            data-testid="restore-as-draft"
          >
            {t('version:restoreAsDraft')}
          </button>
        )}
        <label>
          <input
            type="checkbox"
            checked={modifiedOnly}
            onChange={(e) => setQuery({ modifiedOnly: e.target.checked ? 'true' : null })}
            data-testid="modified-only"
          />{' '}
          {t('version:modifiedOnly')}
        </label>
        {localization && (
          <fieldset className="version-detail__locales" data-testid="locale-codes">
            <legend>{t('version:showLocales')}</legend>
            {localization.locales.map((l) => (
              <label key={l.code}>
                <input
                  type="checkbox"
                  checked={localeCodes.includes(l.code)}
                  onChange={(e) => {
                    const next = e.target.checked ? [...localeCodes, l.code] : localeCodes.filter((c) => c !== l.code)
                    setQuery({ localeCodes: JSON.stringify(next.length ? next : [localization.defaultLocale]) })
                  }}
                  data-testid={`locale-code-${l.code}`}
                />{' '}
                {labelText(l.label, language, l.code)}
              </label>
            ))}
          </fieldset>
        )}
      </div>
      <div className="version-detail__compare">
        <span>{t('version:compareVersion')}</span>
        {compare && (
          <strong
            className="version-detail__comparing"
            data-testid="compare-current"
            data-version-id={String(compare.id)}
          >
            {labelFor(compare)}
          </strong>
        )}
        {choicesFailed ? (
          <p className="field__error" data-testid="compare-error">
            {t('error:unspecific')}
          </p>
        ) : (
          <div
            className="version-detail__picker"
            role="listbox"
            aria-label={t('version:selectVersionToCompare')}
            data-testid="compare-picker"
            onScroll={(e: UIEvent<HTMLDivElement>) => {
              const el = e.currentTarget
              if (el.scrollTop + el.clientHeight >= el.scrollHeight - 8) void loadMoreChoices()
            }}
          >
            {choices.map((v) => (
              <button
                key={String(v.id)}
                type="button"
                role="option"
                aria-selected={String(v.id) === compareId}
                className="version-detail__option"
                onClick={() => {
                  setCompareId(String(v.id))
                  setQuery({ compareValue: String(v.id) })
                }}
                data-testid="compare-option"
                data-version-id={String(v.id)}
              >
                {labelFor(v)}
              </button>
            ))}
          </div>
        )}
      </div>
      <div
        className="version-detail__diff"
        data-testid="version-diff"
        data-ready={Boolean(diff) || (nothingToCompare && !compareId)}
      >
        {nothingToCompare && !compareId && <p className="diff__none">{t('version:noFurtherVersionsFound')}</p>}
        {diff && 'error' in diff && (
          <p className="field__error" role="alert" data-testid="diff-error">
            {diff.error}
          </p>
        )}
        {diff && 'result' in diff && relatedTitles && (
          <RelatedTitles.Provider value={relatedTitles}>
            <DiffTree nodes={diff.result.nodes} />
          </RelatedTitles.Provider>
        )}
      </div>
      {confirming && (
        <div
          className="modal"
          role="dialog"
          aria-modal="true"
          aria-labelledby="restore-title"
          data-testid="restore-modal"
        >
          <div className="modal__box">
            <h2 id="restore-title">{t('version:confirmVersionRestoration')}</h2>
            <p>
              {t(kind === 'collection' ? 'version:aboutToRestore' : 'version:aboutToRestoreGlobal', {
                label: kind === 'collection' ? pluralLabel(entity, language) : labelText(entity.label, language, slug),
                versionDate: date,
              })}
            </p>
            <div className="modal__actions">
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => setConfirming(null)}
                disabled={restoring}
                data-testid="restore-cancel"
              >
                {t('general:cancel')}
              </button>
              <button
                type="button"
                className="btn"
                onClick={() => void restore(confirming === 'draft')}
                disabled={restoring}
                data-testid="restore-confirm"
              >
                {restoring ? t('version:restoring') : t('general:confirm')}
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  )
}
