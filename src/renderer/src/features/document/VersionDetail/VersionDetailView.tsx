import { useMemo, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { routes } from '../../../core/routes/routes'
import { createRelatedDocs } from '../../../fields/common/related-lookup'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { formatAdminDate } from '../../../core/lib/format'
import { can, labelText, pluralLabel, type EntityKind } from '../../../core/schema/schema'
import { useEntity } from '../../../core/stores/use-entity'
import { NotFoundView } from '../../../ui/NotFound/NotFoundView'
import { ScreenLoading, ScreenState } from '../../../ui/ScreenState/ScreenState'
import { useAttempts, useScreenRead } from '../../../core/lib/use-screen-read'
import { ComparePicker } from './ComparePicker'
import { DiffHeads } from './DiffHeads'
import { VersionDiffView } from './DiffTree'
import { RestoreModal } from './RestoreModal'
import { useCompareChoices } from './use-compare-choices'
import { useVersionDiff } from './use-version-diff'
import { useVersionPair } from './use-version-pair'
import { diffSides, type VersionDoc } from './version-pair'
import { localeCodesFrom, modifiedOnlyFrom } from './version-query'
import { VersionControls } from './VersionControls'
import { VersionHeader } from './VersionHeader'
import './VersionDetail.css'

/** One version compared field by field with another, with restore. */
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
  const docHref = kind === 'collection' ? routes.document(slug, id ?? '') : routes.global(slug)
  // On unless the URL turns it off, as in Payload: the diff opens on what changed.
  const modifiedOnly = modifiedOnlyFrom(location.search)
  const localeCodes = useMemo(
    () => localeCodesFrom(location.search, localization ? localization.defaultLocale : undefined),
    [location.search, localization],
  )
  const [confirming, setConfirming] = useState<null | 'published' | 'draft'>(null)

  const target = useMemo(
    () => ({ kind, slug, id, localization: Boolean(localization), drafts }),
    [kind, slug, id, localization, drafts],
  )
  const place = { kind, slug, id, versionId, search: location.search }
  const attempts = useAttempts()
  const pair = useVersionPair({ place, target, schema, entity, language, attempt: attempts.attempt })
  const { current, compare, compareId, latest, nothingToCompare } = pair
  const picker = useCompareChoices(target, versionId, language, Boolean(compare) || nothingToCompare, pair.firstChoices)
  // The older of the two on the left: the oldest version is compared with the one after it.
  const sides = useMemo(() => (current && compare ? diffSides(current, compare) : null), [current, compare])
  const diff = useVersionDiff({
    entity,
    current: sides?.after ?? null,
    compare: sides?.before ?? null,
    locales: localization ? localeCodes : undefined,
    modifiedOnly,
    language,
    t,
  })

  const read = useScreenRead({
    pending: Boolean(entity) && !current && !pair.error && !pair.notFound,
    error: pair.error,
    hasData: Boolean(current),
    readKey: `${slug}/${id ?? ''}/${versionId}`,
    attempts,
  })

  const setQuery = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(location.search)
    for (const [k, v] of Object.entries(patch))
      if (v === null) next.delete(k)
      else next.set(k, v)
    // Synchronously: the checkboxes read their state from the URL and must not flicker back.
    void navigate({ pathname: location.pathname, search: `?${next.toString()}` }, { replace: true, flushSync: true })
  }

  if (!schema) return <ScreenLoading />
  if (!entity || !visible || pair.notFound) return <NotFoundView />

  const canUpdate = can(access, kind, slug, 'update')
  const dateOf = (v: VersionDoc) => formatAdminDate(v.updatedAt, schema.config.admin.dateFormat, dateLocale)
  // The version's own date is when it was made: an autosave version is updated in place afterwards.
  const date = current ? formatAdminDate(current.createdAt, schema.config.admin.dateFormat, dateLocale) : ''

  return (
    <div className="version-detail" data-testid="version-detail">
      <VersionHeader {...{ kind, slug, id, schema, docHref, date, current }} />
      <ScreenState read={read} />
      <VersionControls
        restore={canUpdate ? { asDraft: drafts && current?.version._status !== 'draft' } : null}
        onRestore={setConfirming}
        {...{ modifiedOnly, localization, localeCodes, setQuery }}
      />
      <ComparePicker
        {...{ compare, compareId, dateOf, latest, schema }}
        choices={picker.choices}
        failed={picker.failed}
        onMore={picker.loadMore}
        onPick={(picked) => {
          pair.setCompareId(picked)
          setQuery({ compareValue: picked })
        }}
      />
      <VersionDiffView
        diff={diff}
        relatedTitles={relatedTitles}
        nothingToCompare={nothingToCompare && !compareId}
        heads={
          current &&
          compare &&
          sides && (
            <DiffHeads
              {...{ current, compare, sides, latest, schema }}
              currentDate={date}
              compareDate={dateOf(compare)}
            />
          )
        }
      />
      {confirming && (
        <RestoreModal
          {...{ target, versionId, language, docHref }}
          asDraft={confirming === 'draft'}
          label={kind === 'collection' ? pluralLabel(entity, language) : labelText(entity.label, language, slug)}
          versionDate={date}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  )
}
