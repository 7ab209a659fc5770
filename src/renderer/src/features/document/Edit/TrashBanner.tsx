/**
 * Above a document opened from the trash: it is trashed and read-only, with Restore (which opens it
 * normally) and Delete permanently (back to the trash). A document that is no longer trashed (restored
 * meanwhile) opens at its normal address instead.
 */
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { routes } from '../../../core/routes/routes'
import { useDocumentSession } from '../session/use-document-session'
import { useT } from '../../../core/i18n/i18n-store'
import { useFieldValue } from '../../../core/form/use-field'
import { can, titleFieldOf } from '../../../core/schema/schema'
import { TrashRowActions } from '../../../fields/document-table/TrashRowActions'
import { useTrashActions } from '../../../fields/document-table/use-trash-actions'
import './TrashBanner.css'

const BANNER_TEST_IDS = { restore: 'trash-restore', delete: 'trash-delete' }

export function TrashBanner() {
  const doc = useDocumentSession('access', 'entity', 'form', 'id', 'loaded', 'slug')
  const t = useT()
  const navigate = useNavigate()
  const { search } = useLocation()
  const { slug, id = '', form, access, entity } = doc
  const [deletedAt] = useFieldValue<string | null>(form, 'deletedAt')
  const [title] = useFieldValue<unknown>(form, entity ? titleFieldOf(entity) : 'id')
  const actions = useTrashActions(slug, (change) => {
    if (change === 'restored') void navigate(`${routes.document(slug, id)}${search}`, { replace: true })
    else void navigate(routes.trash(slug))
  })

  if (!doc.loaded) return null
  if (!deletedAt) return <Navigate to={`${routes.document(slug, id)}${search}`} replace />
  return (
    <div className="trash-banner" role="status" data-testid="trash-banner">
      <p>{t('general:documentIsTrashed', { label: actions.singular })}</p>
      <TrashRowActions
        doc={{ id, title: typeof title === 'string' && title ? title : id }}
        actions={actions}
        mayRestore={can(access, 'collection', slug, 'update')}
        mayDelete={can(access, 'collection', slug, 'delete')}
        small={false}
        testIds={BANNER_TEST_IDS}
      />
    </div>
  )
}
