/**
 * What the edit view and the document drawer both show of a document under their own headers: the
 * field context, the lock's and the changed-on-server questions, the recovered local copy, a load
 * error, and the form's fields (the upload area and password first, the sidebar beside).
 */
import { useMemo } from 'react'
import { useDocumentSession, type DocumentController } from '../session/use-document-session'
import type { FieldContextValue } from '../../../fields/common/context'
import type { FieldPermissions } from '../../../core/schema/field-permissions'
import { RenderFields } from '../../../fields/RenderFields'
import { ScreenState } from '../../../ui/ScreenState/ScreenState'
import '../../../fields/fields.css'
import type { Translate } from '../../../core/i18n/translate'
import { splitByPosition } from '../../../core/schema/placement'
import { AuthFields } from './AuthFields'
import { ConflictModal } from './ConflictModal'
import { DraftRecovered } from './DraftRecovered'
import { LockModals } from './LockModals'
import { JoinAddNewHost } from '../../../fields/join/JoinAddNewHost'
import { UploadArea } from './Upload/UploadArea'

/**
 * The context the document's fields render in; null until the schema is known. The same object
 * while what it holds is the same: every field reads it, so a new one would re-render the whole
 * form whenever the view does (a save's or an autosave's status, a lock's).
 */
export function useDocumentFieldContext(
  doc: DocumentController,
  language: string,
  t: Translate,
): FieldContextValue | null {
  const { form, schema, canSave, isNew, kind, slug, id } = doc
  // Asked again after each save: the same answer (plain JSON from the server) keeps one object.
  const permissionsKey = JSON.stringify(doc.fieldPermissions)
  const fieldPermissions = useMemo(() => JSON.parse(permissionsKey) as FieldPermissions, [permissionsKey])
  const locale = doc.localization ? doc.locale : undefined
  return useMemo(
    () =>
      schema
        ? {
            form,
            schema,
            language,
            t,
            readOnly: !canSave,
            fieldAccess: { permissions: fieldPermissions, operation: isNew ? 'create' : 'update' },
            locale,
            document: { kind, slug, id },
          }
        : null,
    [form, schema, language, t, canSave, fieldPermissions, isNew, locale, kind, slug, id],
  )
}

/** The questions and notices about the open document, above its fields. */
export function DocumentNotices({
  t,
  onClose,
}: {
  t: Translate
  /** A drawer's: what the taken-over question offers instead of going to the dashboard. */
  onClose?: () => void
}) {
  const doc = useDocumentSession(
    'lock',
    'localDraft',
    'takeOver',
    'conflict',
    'resolveConflict',
    'entity',
    'schema',
    'form',
    'baseUpdatedAt',
    'screenRead',
  )
  const { lock, localDraft } = doc
  return (
    <>
      <LockModals
        phase={lock.phase}
        holder={lock.holder}
        onTakeOver={() => void doc.takeOver()}
        onReadOnly={lock.readOnly}
        onClose={onClose}
      />
      {(lock.phase === 'read-only' || lock.phase === 'taken-over') && lock.holder && (
        <p className="edit__locked" role="status" data-testid="locked-notice">
          {t('general:documentLocked')}: {lock.holder.displayName}
        </p>
      )}
      {doc.conflict && doc.entity && doc.schema && (
        <ConflictModal
          conflict={doc.conflict}
          onResolve={doc.resolveConflict}
          fields={doc.entity.fields}
          form={doc.form}
          schema={doc.schema}
        />
      )}
      {localDraft.recovered.length > 0 && (
        <DraftRecovered
          drafts={localDraft.recovered}
          baseUpdatedAt={doc.baseUpdatedAt}
          onRestore={localDraft.restore}
          onDiscard={localDraft.discard}
          fields={doc.entity?.fields}
          form={doc.form}
          schema={doc.schema}
        />
      )}
      <ScreenState read={doc.screenRead} />
    </>
  )
}

/** The form's main column and, where fields sit there, its sidebar. */
export function EditFields() {
  const doc = useDocumentSession(
    'changingPassword',
    'entity',
    'hasPassword',
    'isNew',
    'isUpload',
    'setChangingPassword',
  )
  const fields = doc.entity?.fields
  // The same lists while the schema is the same: RenderFields then skips re-rendering with the view.
  const { main, sidebar } = useMemo(() => splitByPosition(fields ?? []), [fields])
  return (
    <JoinAddNewHost>
      <div className="edit__layout">
        <div className="edit__main">
          {doc.isUpload && <UploadArea />}
          {doc.hasPassword && (
            <AuthFields isNew={doc.isNew} changing={doc.changingPassword} onChanging={doc.setChangingPassword} />
          )}
          <RenderFields fields={main} path="" />
        </div>
        {sidebar.length > 0 && (
          <aside className="edit__sidebar" data-testid="edit-sidebar">
            <RenderFields fields={sidebar} path="" />
          </aside>
        )}
      </div>
    </JoinAddNewHost>
  )
}
