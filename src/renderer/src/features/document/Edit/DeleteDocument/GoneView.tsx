/** An open document deleted elsewhere: the not-found page, saying that what was typed is kept. */
import { useT } from '../../../../core/i18n/i18n-store'
import { NotFoundView } from '../../../../ui/NotFound/NotFoundView'
import './DeleteDocument.css'

export function GoneView({ modified }: { modified: boolean }) {
  const t = useT()
  return (
    <>
      <NotFoundView />
      <p className="edit__gone" role="status" data-testid="document-gone">
        {t('folio:documentGone')} {modified && t('folio:goneEditsKept')}
      </p>
    </>
  )
}
