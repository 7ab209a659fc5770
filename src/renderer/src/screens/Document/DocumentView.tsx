import { useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import type { ApiError } from '../../../../shared/api'
import { getBridge } from '../../bridge'
import { useI18n, useT } from '../../i18n/i18n-store'
import { can, findEntity, labelFromSlug, labelText, singularLabel, useAsTitle, type EntityKind } from '../../lib/schema'
import { useSchemaStore } from '../../stores/schema-store'
import { NotFoundView } from '../NotFound/NotFoundView'
import './DocumentView.css'

/**
 * A document or global, read-only until the editing issue brings the form: the title and the saved
 * data. Unknown slugs and ids show the not-found page.
 */
export function DocumentView({ kind }: { kind: EntityKind }) {
  const { slug = '', id = '' } = useParams()
  const t = useT()
  const language = useI18n((s) => s.language)
  const schema = useSchemaStore((s) => s.schema)
  const access = useSchemaStore((s) => s.access)
  const entity = schema ? findEntity(schema, kind, slug) : undefined
  const extras = kind === 'collection' ? schema?.extras.collections[slug] : schema?.extras.globals[slug]
  const visible = Boolean(entity && !extras?.hidden && can(access, kind, slug, 'read'))
  const [doc, setDoc] = useState<Record<string, unknown> | null>(null)
  const [error, setError] = useState<ApiError | null>(null)

  useEffect(() => {
    if (!visible || id === 'create') return
    let current = true
    setDoc(null)
    setError(null)
    const path = kind === 'collection' ? `/${slug}/${encodeURIComponent(id)}` : `/globals/${slug}`
    void getBridge()
      .invoke('renderer:api', { method: 'GET', path, query: { depth: 0, ...(extras?.drafts ? { draft: true } : {}) }, language })
      .then((result) => {
        if (!current) return
        if (result.ok) setDoc(result.data as Record<string, unknown>)
        else setError(result.error)
      })
    return () => {
      current = false
    }
  }, [kind, slug, id, visible, extras?.drafts, language])

  if (!schema) return <p>{t('general:loading')}…</p>
  if (!entity || !visible || error?.kind === 'not-found') return <NotFoundView />

  const title =
    kind === 'global' ? labelText(entity.label, language, labelFromSlug(slug)) : id === 'create' ? `${t('general:createNew')} ${singularLabel(entity, language)}` : String(doc?.[useAsTitle(entity)] ?? doc?.id ?? '')

  return (
    <div className="document" data-testid="document-view">
      <h1 className="document__title" data-testid="document-title">
        {title || (doc ? `[${t('general:untitled')}]` : `${t('general:loading')}…`)}
      </h1>
      {error && (
        <p className="document__error" role="alert">
          {error.message}
        </p>
      )}
      {doc && <pre className="document__data">{JSON.stringify(doc, null, 2)}</pre>}
    </div>
  )
}
