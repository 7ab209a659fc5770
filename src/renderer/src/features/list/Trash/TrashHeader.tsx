/** The trash's heading, its tabs back to all documents (as Payload's list tabs), and Empty trash. */
import { routes } from '../../../core/routes/routes'
import { useT } from '../../../core/i18n/i18n-store'
import { TRASH_HEADING_ID } from '../../../fields/document-table/ConfirmDialog'
import { EmptyTrash } from './EmptyTrash'
import type { TrashActions } from '../../../fields/document-table/use-trash-actions'
import { ButtonFace, ButtonLink } from '../../../ui/Button/Button'

interface Props {
  slug: string
  label: string
  actions: TrashActions
  mayDelete: boolean
  reloadKey: number
}

export function TrashHeader({ slug, label, actions, mayDelete, reloadKey }: Props) {
  const t = useT()
  return (
    <header className="list__header">
      <h1 className="list__title" id={TRASH_HEADING_ID} tabIndex={-1}>
        {label}
      </h1>
      <nav className="trash__tabs" aria-label={label}>
        <ButtonLink to={routes.collection(slug)} variant="secondary" size="small" data-testid="trash-all-link">
          {t('general:all')} {label}
        </ButtonLink>
        <ButtonFace as="span" size="small" active aria-current="page">
          {t('general:trash')}
        </ButtonFace>
      </nav>
      {mayDelete && <EmptyTrash slug={slug} actions={actions} reloadKey={reloadKey} />}
    </header>
  )
}
