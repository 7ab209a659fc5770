/** The edit view of a document or global (and, with `preview`, its live-preview view): layout around its controller. */
import { useLocation, useParams } from 'react-router-dom'
import { DocumentProvider, useOpenDocument } from '../session/use-document-session'
import { DocumentTabs } from '../DocumentTabs/DocumentTabs'
import { FieldContext } from '../../../fields/common/context'
import { DocumentDrawerContext } from '../../../fields/common/document-drawer'
import { RenderFields } from '../../../fields/RenderFields'
import '../../../fields/fields.css'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { editPathOf } from '../../../core/routes/routes'
import { isPossibleId, labelFromSlug, labelText, singularLabel, type EntityKind } from '../../../core/schema/schema'
import { NotFoundView } from '../../../ui/NotFound/NotFoundView'
import { ScreenLoading } from '../../../ui/ScreenState/ScreenState'
import { LivePreviewPane } from '../Preview/LivePreviewPane'
import { TrashBanner } from './TrashBanner'
import { renderDocumentDrawer } from './DocumentDrawer/DocumentDrawer'
import { EditHeader } from './EditHeader'
import { DocumentNotices, EditFields, useDocumentFieldContext } from './EditForm'
import { GoneView } from './DeleteDocument/GoneView'
import { LeaveWarning } from './LeaveWarning'
import { useDocumentCommands } from './use-document-commands'
import './EditView.css'

export function EditView({
  kind,
  preview = false,
  trashed = false,
}: {
  kind: EntityKind
  preview?: boolean
  /** Opened from the collection's trash: read-only, under the trash banner. */
  trashed?: boolean
}) {
  const { slug = '', id } = useParams()
  const t = useT()
  const language = useI18n((s) => s.language)
  const location = useLocation()
  // The preview view locks the same document: its base is the edit path.
  const basePath = preview ? editPathOf(location.pathname, 'preview') : location.pathname
  const doc = useOpenDocument({ kind, slug, id, placement: { in: 'page', basePath, search: location.search }, trashed })
  useDocumentCommands(doc, basePath)
  const { schema, entity, form } = doc
  const context = useDocumentFieldContext(doc, language, t)

  if (!schema || !context) return <ScreenLoading />
  if (!entity || !doc.visible || doc.loadError?.kind === 'not-found' || !isPossibleId(doc.extras, doc.id))
    return <NotFoundView />
  if (doc.gone) return <GoneView modified={form.isModified()} />

  const entityName =
    kind === 'global' ? labelText(entity.label, language, labelFromSlug(slug)) : singularLabel(entity, language)
  const saved = doc.revision + (doc.autosave.at ?? 0)

  return (
    <DocumentProvider value={doc}>
      <FieldContext.Provider value={context}>
        <DocumentDrawerContext.Provider value={renderDocumentDrawer}>
          <form
            className="edit"
            data-testid="edit-view"
            data-ready={doc.loaded}
            onSubmit={(e) => {
              e.preventDefault()
              void doc.save(doc.drafts ? 'draft' : 'save')
            }}
          >
            <EditHeader entityName={entityName} />
            {trashed && <TrashBanner />}
            {!doc.isNew && !trashed && <DocumentTabs kind={kind} slug={slug} id={doc.id} revision={saved} />}
            <LeaveWarning
              form={form}
              enabled={doc.canSave && !doc.autosaveInterval}
              fileChosen={Boolean(doc.chosenFile || doc.cropBox)}
              hasChosenFile={doc.hasChosenFile}
              waiting={doc.canSave && doc.offline.waiting > 0}
              hasWaiting={doc.hasWaiting}
            />
            <DocumentNotices t={t} />
            {doc.loaded && !preview && <EditFields />}
            {doc.loaded && preview && (
              <div className="edit__preview-layout">
                <div className="edit__main">
                  <RenderFields fields={entity.fields} path="" />
                </div>
                <LivePreviewPane
                  form={form}
                  kind={kind}
                  slug={slug}
                  id={doc.id}
                  locale={context.locale}
                  entity={entity}
                  schema={schema}
                  extras={doc.extras}
                  saved={saved}
                />
              </div>
            )}
          </form>
        </DocumentDrawerContext.Provider>
      </FieldContext.Provider>
    </DocumentProvider>
  )
}
