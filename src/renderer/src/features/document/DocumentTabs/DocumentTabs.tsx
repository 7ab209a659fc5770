import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { documentViewPath, routes, type ViewBelowEdit } from '../../../core/routes/routes'
import { invokeApi } from '../../../core/requests/invoke'
import { versionCountRequest } from '../../../core/requests/versions'
import { useT } from '../../../core/i18n/i18n-store'
import { isActivePath } from '../../../core/lib/paths'
import { findEntity } from '../../../core/schema/schema'
import { useSchemaStore } from '../../../core/stores/schema-store'
import { useRovingFocus } from '../../../ui/Roving/use-roving-focus'
import './DocumentTabs.css'

/**
 * The document's views. The locale query parameter is carried between them; a tab is active when
 * the path is its own or continues below it (the edit tab only on its own path, since every other
 * view lives below it). They stay links (Enter follows one, a middle click opens it apart); the row is one Tab
 * stop, the current tab first, and the arrow keys move between them (mirrored right to left), Home and End
 * to the ends.
 */
export function DocumentTabs({
  kind,
  slug,
  id,
  revision = 0,
  versionCount,
}: {
  kind: 'collection' | 'global'
  slug: string
  id?: string
  revision?: number
  /** Known already (the versions screen's own total): no request. */ versionCount?: number | null
}) {
  const t = useT()
  const { pathname, search } = useLocation()
  const schema = useSchemaStore((s) => s.schema)
  const entity = schema ? findEntity(schema, kind, slug) : undefined
  const hasVersions = Boolean(entity?.versions)
  const extras = kind === 'collection' ? schema?.extras.collections[slug] : schema?.extras.globals[slug]
  // Counted as the versions view lists them: snapshots are left out when localization and drafts are both on.
  const localization = Boolean(schema?.config.localization)
  const drafts = Boolean(extras?.drafts)
  const known = versionCount !== undefined
  const [fetchedCount, setCount] = useState<number | null>(null)
  const locale = new URLSearchParams(search).get('locale')
  const carry = locale ? `?locale=${encodeURIComponent(locale)}` : ''
  const base = kind === 'collection' ? routes.document(slug, id ?? '') : routes.global(slug)
  const below = (view: ViewBelowEdit) => documentViewPath(base, view)
  const nav = useRef<HTMLElement>(null)
  const { onKeyDown } = useRovingFocus(nav, {
    items: 'a',
    orientation: 'horizontal',
    tabStop: true,
    preferred: '[aria-current="page"]',
  })

  // The version count on the tab; `revision` changes after each save, which adds a version.
  useEffect(() => {
    if (!hasVersions || known) return
    let current = true
    void invokeApi(versionCountRequest({ kind, slug, id, localization, drafts })).then(
      (result) => current && result.ok && setCount((result.data as { totalDocs: number }).totalDocs),
    )
    return () => {
      current = false
    }
  }, [hasVersions, known, kind, slug, id, revision, localization, drafts])
  const count = known ? versionCount : fetchedCount

  const tabs = [
    { key: 'edit', label: t('general:edit'), href: base, exact: true, count: null as number | null },
    // Only where the entity has live preview configured, as Payload shows the tab.
    ...(extras?.livePreview?.enabled
      ? [{ key: 'preview', label: t('general:livePreview'), href: below('preview'), exact: false, count: null }]
      : []),
    ...(hasVersions
      ? [{ key: 'versions', label: t('version:versions'), href: below('versions'), exact: false, count }]
      : []),
    { key: 'api', label: 'API', href: below('api'), exact: false, count: null },
  ]
  return (
    <nav ref={nav} className="document-tabs" aria-label="Document" data-testid="document-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab.exact ? pathname.replace(/\/+$/, '') === tab.href : isActivePath(pathname, tab.href)
        return (
          <Link
            key={tab.key}
            to={`${tab.href}${carry}`}
            className={`document-tabs__tab${active ? ' document-tabs__tab--active' : ''}`}
            aria-current={active ? 'page' : undefined}
            data-testid={`doc-tab-${tab.key}`}
          >
            {tab.label}
            {tab.count !== null && (
              <span className="document-tabs__count" data-testid={`doc-tab-${tab.key}-count`}>
                {tab.count}
              </span>
            )}
          </Link>
        )
      })}
    </nav>
  )
}
