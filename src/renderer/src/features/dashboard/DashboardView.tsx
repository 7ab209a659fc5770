import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { routes } from '../../core/routes/routes'
import { useI18n, useT } from '../../core/i18n/i18n-store'
import { can, entityLabel, navGroups, visibleEntities } from '../../core/schema/schema'
import { useSchemaStore } from '../../core/stores/schema-store'
import { useAttempts, useScreenRead } from '../../core/lib/use-screen-read'
import { ScreenState } from '../../ui/ScreenState/ScreenState'
import './DashboardView.css'

/** A card per collection and global, grouped as in the sidebar, with 'create new' where allowed. */
export function DashboardView() {
  const t = useT()
  const language = useI18n((s) => s.language)
  const schema = useSchemaStore((s) => s.schema)
  const access = useSchemaStore((s) => s.access)
  const loading = useSchemaStore((s) => s.loading)
  const error = useSchemaStore((s) => s.error)
  const attempts = useAttempts()
  const read = useScreenRead({ pending: loading, error, hasData: Boolean(schema), readKey: 'schema', attempts })
  useEffect(() => {
    if (attempts.attempt > 0) void useSchemaStore.getState().reload()
  }, [attempts.attempt])
  const groups = schema
    ? navGroups(visibleEntities(schema, access), language, {
        collections: t('general:collections'),
        globals: t('general:globals'),
      })
    : []

  return (
    <div className="dashboard" data-testid="dashboard" aria-busy={loading}>
      <h1 className="dashboard__title">{t('general:dashboard')}</h1>
      <ScreenState read={read} />
      {groups.map((group) => (
        <section key={group.key} className="dashboard__group" aria-labelledby={`dashboard-group-${group.key}`}>
          <h2 id={`dashboard-group-${group.key}`} className="dashboard__group-title">
            {group.label}
          </h2>
          <ul className="dashboard__cards">
            {group.entries.map((ref) => {
              const href = ref.kind === 'collection' ? routes.collection(ref.slug) : routes.global(ref.slug)
              const label = entityLabel(ref, language)
              return (
                <li
                  key={`${ref.kind}:${ref.slug}`}
                  className="dashboard__card"
                  data-testid={`card-${ref.kind}-${ref.slug}`}
                >
                  <Link to={href} className="dashboard__card-link">
                    {label}
                  </Link>
                  {ref.kind === 'collection' && can(access, 'collection', ref.slug, 'create') && (
                    <Link
                      to={routes.create(ref.slug)}
                      className="dashboard__create"
                      aria-label={`${t('general:createNew')} ${label}`}
                      title={t('general:createNew')}
                      data-testid={`create-${ref.slug}`}
                    >
                      +
                    </Link>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
