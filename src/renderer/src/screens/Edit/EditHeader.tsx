/** The edit view's header: entity and document title, autosave status, locale, unpublish and the save buttons. */
import { useLocation, useNavigate } from 'react-router-dom'
import type { DocumentController } from '../../document/use-document'
import { Select } from '../../elements/Select/Select'
import { isConnectionError } from '../../i18n/api-error-text'
import { useI18n, useT } from '../../i18n/i18n-store'
import type { FormStore } from '../../lib/form/form-store'
import { useFieldValue, useFormModified } from '../../lib/form/use-field'
import type { SaveMode } from '../../lib/requests'
import { labelText, titleFieldOf } from '../../lib/schema'
import { CopyToLocale } from './CopyToLocale/CopyToLocale'
import { DocumentActions } from './DocumentActions/DocumentActions'
import { EditHeading } from './EditHeading'
import { PreviewButton } from './PreviewButton/PreviewButton'
import { SchedulePublish } from './SchedulePublish/SchedulePublish'
import { Unpublish } from './Unpublish'

export function EditHeader({ doc, entityName }: { doc: DocumentController; entityName: string }) {
  const t = useT()
  const { kind, isNew, form } = doc
  const fallback = isNew
    ? `${t('general:createNew')} ${entityName}`
    : kind === 'global'
      ? entityName
      : `[${t('general:untitled')}]`
  return (
    <header className="edit__header">
      <EditHeading doc={doc} fallback={fallback} />
      <div className="edit__controls" data-permissions={doc.permissionsSettled ? 'settled' : 'asking'}>
        <AutosaveStatus autosave={doc.autosave} />
        <OfflineStatus offline={doc.offline} />
        <LocaleSelect doc={doc} />
        <CopyToLocale doc={doc} />
        {doc.canSave && doc.mayPublish && doc.drafts && doc.hasPublished && !isNew && (
          <Unpublish disabled={Boolean(doc.saving)} working={doc.unpublishing} onConfirm={doc.unpublish} />
        )}
        {doc.extras?.preview && !isNew && <PreviewButton doc={doc} />}
        {doc.canSave && doc.mayPublish && doc.drafts && doc.extras?.schedulePublish && !isNew && (
          <SchedulePublish doc={doc} />
        )}
        {kind === 'collection' && !isNew && doc.id && <HeaderMenu doc={doc} fallback={fallback} />}
        {doc.canSave && (
          <SaveButtons
            form={form}
            drafts={doc.drafts}
            mayPublish={doc.mayPublish}
            saving={doc.saving}
            onSave={doc.save}
            isNew={isNew}
            fileChosen={Boolean(doc.chosenFile || doc.cropBox)}
          />
        )}
      </div>
    </header>
  )
}

/** The document menu: leaving after a delete, nothing typed offered back, the title as shown. */
function HeaderMenu({ doc, fallback }: { doc: DocumentController; fallback: string }) {
  const { form, entity } = doc
  const [value] = useFieldValue<string | number>(form, entity ? titleFieldOf(entity) : '__none__')
  return (
    <DocumentActions
      slug={doc.slug}
      id={doc.id ?? ''}
      title={value !== undefined && value !== null && value !== '' ? String(value) : (doc.id ?? fallback)}
      mayDelete={doc.mayDelete}
      locale={doc.localization ? doc.locale : undefined}
      isModified={() => form.isModified()}
      onDeleted={() => {
        doc.localDraft.forget()
        // The editor confirmed losing them: leaving to the list is not stopped by the leave warning.
        form.markSaved(form.snapshot())
      }}
      toListAfterDelete
      asCommands
    />
  )
}

function AutosaveStatus({ autosave }: { autosave: DocumentController['autosave'] }) {
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
            : retrying
              ? t('folio:autosaveRetrying')
              : t('error:autosaving')
  return (
    <span
      className={`edit__autosave edit__autosave--${phase === 'stale' ? 'error' : phase}`}
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
function OfflineStatus({ offline }: { offline: DocumentController['offline'] }) {
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

/** The locale is part of the URL, so a reload or a shared link opens the same one. */
function LocaleSelect({ doc }: { doc: DocumentController }) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const location = useLocation()
  const navigate = useNavigate()
  if (!doc.localization) return null
  return (
    <Select
      label={t('general:locale')}
      value={doc.locale ?? ''}
      options={doc.localization.locales.map((l) => ({ value: l.code, label: labelText(l.label, language, l.code) }))}
      onChange={(locale) => {
        const params = new URLSearchParams(location.search)
        params.set('locale', locale)
        void navigate({ pathname: location.pathname, search: `?${params.toString()}` })
      }}
      testId="locale-select"
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
      <button type="submit" className="btn" disabled={Boolean(saving) || (!modified && !isNew)} data-testid="save">
        {saving ? t('general:saving') : t('general:save')}
      </button>
    )
  }
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={Boolean(saving) || (!modified && !isNew)}
        onClick={() => void onSave('draft')}
        data-testid="save-draft"
      >
        {saving === 'draft' ? t('general:saving') : t('version:saveDraft')}
      </button>
      {mayPublish && (
        <button
          type="button"
          className="btn"
          disabled={Boolean(saving)}
          onClick={() => void onSave('publish')}
          data-testid="publish"
        >
          {saving === 'publish' ? t('general:saving') : t('version:publishChanges')}
        </button>
      )}
    </>
  )
}
