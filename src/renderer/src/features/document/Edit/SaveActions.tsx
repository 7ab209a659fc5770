/**
 * A document's save controls, shared by the edit view's header and the document drawer: the autosave
 * status, and Save (or Save draft and Publish changes where drafts are on).
 */
import { useDocumentSession, type DocumentController } from '../session/use-document-session'
import { isConnectionError } from '../../../core/i18n/api-error-text'
import { useT } from '../../../core/i18n/i18n-store'
import type { FormStore } from '../../../core/form/form-store'
import { useFormModified } from '../../../core/form/use-field'
import type { SaveMode } from '../../../core/requests'
import { Button } from '../../../ui/Button/Button'

export function AutosaveStatus({ autosave }: { autosave: DocumentController['autosave'] }) {
  const t = useT()
  const { phase, error } = autosave
  const retrying = phase === 'error' && error && isConnectionError(error)
  // The live region stays mounted while idle: a screen reader announces changes only in a region it already knows.
  const text =
    phase === 'idle'
      ? ''
      : phase === 'saving'
        ? t('general:saving')
        : phase === 'saved'
          ? t('version:autosavedSuccessfully')
          : phase === 'stale'
            ? t('folio:changedOnServer')
            : phase === 'blocked'
              ? (autosave.message ?? t('error:correctInvalidFields'))
              : retrying
                ? t('folio:autosaveRetrying')
                : t('error:autosaving')
  return (
    <span
      className={`edit__autosave edit__autosave--${phase === 'stale' || phase === 'blocked' ? 'error' : phase}`}
      data-testid="autosave-status"
      data-phase={phase}
      role="status"
      aria-live="polite"
    >
      {text}
      {phase === 'error' && (
        <button type="button" className="edit__autosave-retry" onClick={autosave.retryNow} data-testid="autosave-retry">
          {t('folio:retry')}
        </button>
      )}
    </span>
  )
}

/**
 * Saves waiting for the CMS to answer again: they are sent by themselves when it does (the edits are
 * on disk meanwhile); Retry tries now.
 */
export function OfflineStatus({ offline }: { offline: DocumentController['offline'] }) {
  const t = useT()
  const { waiting } = offline
  // Mounted while idle too: a screen reader announces changes only in a region it already knows.
  return (
    <span
      className={`edit__autosave edit__autosave--${waiting ? 'error' : 'idle'}`}
      data-testid="offline-status"
      data-waiting={waiting}
      role="status"
      aria-live="polite"
    >
      {waiting > 0 && t('folio:offlineWaiting', { count: waiting })}
      {waiting > 0 && (
        <button type="button" className="edit__autosave-retry" onClick={offline.retryNow} data-testid="offline-retry">
          {t('folio:retry')}
        </button>
      )}
    </span>
  )
}

/** The save buttons as the document allows them (none without save permission). */
export function DocumentSaveButtons() {
  const doc = useDocumentSession(
    'canSave',
    'chosenFile',
    'cropBox',
    'drafts',
    'form',
    'isNew',
    'mayPublish',
    'save',
    'saving',
  )
  if (!doc.canSave) return null
  return (
    <SaveButtons
      form={doc.form}
      drafts={doc.drafts}
      mayPublish={doc.mayPublish}
      saving={doc.saving}
      onSave={doc.save}
      isNew={doc.isNew}
      fileChosen={Boolean(doc.chosenFile || doc.cropBox)}
    />
  )
}

function SaveButtons({
  form,
  drafts,
  mayPublish,
  saving,
  onSave,
  isNew,
  fileChosen,
}: {
  form: FormStore
  drafts: boolean
  /** Without publish permission only drafts are saved (spec point 6). */
  mayPublish: boolean
  saving: SaveMode | null
  onSave: (mode: SaveMode) => Promise<unknown>
  isNew: boolean
  /** A file chosen to upload is a change to save. */
  fileChosen: boolean
}) {
  const t = useT()
  const modified = useFormModified(form) || fileChosen
  if (!drafts) {
    return (
      <Button type="submit" disabled={Boolean(saving) || (!modified && !isNew)} data-testid="save">
        {saving ? t('general:saving') : t('general:save')}
      </Button>
    )
  }
  return (
    <>
      <Button
        variant="secondary"
        disabled={Boolean(saving) || (!modified && !isNew)}
        onClick={() => void onSave('draft')}
        data-testid="save-draft"
      >
        {saving === 'draft' ? t('general:saving') : t('version:saveDraft')}
      </Button>
      {mayPublish && (
        <Button disabled={Boolean(saving)} onClick={() => void onSave('publish')} data-testid="publish">
          {saving === 'publish' ? t('general:saving') : t('version:publishChanges')}
        </Button>
      )}
    </>
  )
}
