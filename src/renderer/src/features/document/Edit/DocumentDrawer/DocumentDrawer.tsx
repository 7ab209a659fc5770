/**
 * A related document in a drawer over the one being edited (issue 16): the full edit form of the
 * shared controller (fields, validation, drafts, autosave, its own lock, the upload area), which
 * never navigates. A new document saved here closes the drawer and becomes the field's value; an
 * edited one updates the field's chip. Closing with unsaved changes asks as leaving the page does.
 * Fields inside open further drawers stacked on top (nested native dialogs).
 */
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { matchesShortcut, SHORTCUTS } from '@shared/shortcuts'
import { DocumentProvider, useDocumentSession, useOpenDocument } from '../../session/use-document-session'
import { Dialog } from '../../../../ui/Modal/Dialog'
import { FieldContext } from '../../../../fields/common/context'
import { DocumentDrawerContext, type DocumentDrawerProps } from '../../../../fields/common/document-drawer'
import { useI18n, useT } from '../../../../core/i18n/i18n-store'
import { useFieldValue } from '../../../../core/form/use-field'
import { isMacPlatform } from '../../../../core/lib/platform'
import { singularLabel, titleFieldOf } from '../../../../core/schema/schema'
import { DocumentNotices, EditFields, useDocumentFieldContext } from '../EditForm'
import { LeaveConfirm } from '../LeaveWarning'
import { DocumentSaveButtons, SaveStatusSlot } from '../SaveActions'
import '../EditView.css'
import './DocumentDrawer.css'
import { DialogCloseButton } from '../../../../ui/Modal/DialogCloseButton'

const SAVE_KEYS = SHORTCUTS.find((s) => s.id === 'save')?.keys
const FIRST_FIELD = '.edit__main :is(input, textarea, select, [contenteditable="true"]):not([type="hidden"], :disabled)'

export function DocumentDrawer({ slug, id, locale, initialData, onSaved, onClose, returnFocus }: DocumentDrawerProps) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const titleId = useId()
  const doc = useOpenDocument({
    kind: 'collection',
    slug,
    id: id ?? 'create',
    placement: { in: 'drawer', locale, onSaved, initialData },
  })
  const [asking, setAsking] = useState(false)
  const { form, loaded } = doc
  // Focus goes to the first field once the form is there, unless the editor has moved it meanwhile.
  const formRef = useRef<HTMLFormElement>(null)
  const focusedField = useRef(false)
  useEffect(() => {
    const element = formRef.current
    if (!loaded || focusedField.current || !element) return
    focusedField.current = true
    const active = document.activeElement
    if (active && active !== element.closest('dialog') && !active.closest('.document-drawer__header')) return
    element.querySelector<HTMLElement>(FIRST_FIELD)?.focus()
  }, [loaded])
  /** Unsaved typing (or a chosen file) is asked about first; what autosave already wrote is kept either way. */
  const requestClose = () => {
    if (doc.canSave && (form.isModified() || doc.hasChosenFile())) setAsking(true)
    else onClose()
  }
  const context = useDocumentFieldContext(doc, language, t)
  const found = Boolean(doc.entity && doc.visible && doc.loadError?.kind !== 'not-found' && !doc.gone)

  return createPortal(
    <DocumentProvider value={doc}>
      <Dialog
        variant="drawer"
        className="document-drawer"
        labelledBy={titleId}
        testId="document-drawer"
        data={{ slug }}
        onCancel={requestClose}
        busy={Boolean(doc.saving)}
        returnFocus={returnFocus}
      >
        <form
          ref={formRef}
          className="edit document-drawer__form"
          data-ready={doc.loaded}
          onSubmit={(e) => {
            // The page's form around the field that opened this drawer must not save too.
            e.preventDefault()
            e.stopPropagation()
            void doc.save(doc.drafts ? 'draft' : 'save')
          }}
          onKeyDown={(e) => {
            // Ctrl/Cmd+S saves this document, not the page's (the app's shortcut listener skips a handled key).
            if (!SAVE_KEYS || !matchesShortcut(SAVE_KEYS, e, isMacPlatform())) return
            e.preventDefault()
            // A drawer under this one (its React parent) must not save as well.
            e.stopPropagation()
            if (doc.canSave && !doc.saving) void doc.save(doc.drafts ? 'draft' : 'save')
          }}
        >
          <header className="edit__header document-drawer__header">
            <DrawerTitle id={titleId} />
            <div className="edit__controls">
              {found && <SaveStatusSlot />}
              {found && <DocumentSaveButtons />}
              <DialogCloseButton className="document-drawer__close" onClick={requestClose} testId="drawer-close" />
            </div>
          </header>
          {!doc.schema ? (
            <p>{t('general:loading')}…</p>
          ) : !found || !context ? (
            <p className="edit__error" role="alert" data-testid="drawer-not-found">
              {id === null ? t('general:notFound') : t('error:documentNotFound', { id })}
            </p>
          ) : (
            <FieldContext.Provider value={context}>
              <DocumentDrawerContext.Provider value={renderDocumentDrawer}>
                <DocumentNotices t={t} onClose={requestClose} />
                {doc.loaded && <EditFields />}
              </DocumentDrawerContext.Provider>
            </FieldContext.Provider>
          )}
        </form>
        {asking && (
          <LeaveConfirm
            onStay={() => setAsking(false)}
            onLeave={() => {
              setAsking(false)
              onClose()
            }}
          />
        )}
      </Dialog>
    </DocumentProvider>,
    document.body,
  )
}

/** The drawer as fields open it (through DocumentDrawerContext, which the edit view and each drawer provide). */
export const renderDocumentDrawer = (props: DocumentDrawerProps) => <DocumentDrawer {...props} />

/** The document's title as typed, or "Create New <entity>" for a new one. */
function DrawerTitle({ id }: { id: string }) {
  const doc = useDocumentSession('entity', 'form', 'isNew', 'slug')
  const t = useT()
  const language = useI18n((s) => s.language)
  const { entity, form, isNew } = doc
  const [value] = useFieldValue<string | number>(form, entity ? titleFieldOf(entity) : '__none__')
  const entityName = entity ? singularLabel(entity, language) : doc.slug
  const typed = value !== undefined && value !== null && value !== '' ? String(value) : undefined
  const title = typed ?? (isNew ? `${t('general:createNew')} ${entityName}` : `[${t('general:untitled')}]`)
  return (
    <div className="document-drawer__heading">
      <span className="edit__entity">{entityName}</span>
      <h2 id={id} className="edit__title document-drawer__title" data-testid="drawer-title">
        {title}
      </h2>
    </div>
  )
}
