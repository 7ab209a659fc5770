/**
 * A document's save controls, shared by the edit view's header and the document drawer: the status
 * slot, and Save (or Save draft and Publish changes where drafts are on).
 */
import { useEffect, useState } from 'react'
import { useDocumentSession } from '../session/use-document-session'
import { saveStatus, statusTickMs } from '../session/save-status'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { useAppStore } from '../../../core/stores/app-store'
import type { FormStore } from '../../../core/form/form-store'
import { useFieldValue, useFormModified } from '../../../core/form/use-field'
import type { SaveMode } from '../../../core/requests'
import { Button, buttonClassName } from '../../../ui/Button/Button'
import { DocumentMenu, type DocumentMenuItem } from '../../../ui/DocumentMenu/DocumentMenu'
import { ChevronDownIcon } from '../../../ui/Icon/Icon'
import { useSchedulePublish } from './SchedulePublish/SchedulePublish'

/**
 * The header's status slot: one line, always true, saying where the editor's changes are (see
 * save-status.ts), with Try again where something can be tried again. Its width is fixed, so what it
 * says never moves the buttons beside it.
 *
 * The live region (`autosave-status`) says the changes of state: the time since the last save ticks in
 * a part of its own that is not announced each second.
 */
export function SaveStatusSlot() {
  const doc = useDocumentSession(
    'autosave',
    'baseUpdatedAt',
    'chosenFile',
    'conflict',
    'cropBox',
    'form',
    'isNew',
    'offline',
    'saving',
    'unpublishing',
  )
  const t = useT()
  const dateLocale = useI18n((s) => s.dateLocale)
  const cmsDown = useAppStore(
    (s) => s.cms?.mode === 'local' && (s.cms.state === 'restarting' || s.cms.state === 'failed'),
  )
  const modified = useFormModified(doc.form) || Boolean(doc.chosenFile || doc.cropBox)
  const savedAt = doc.isNew || !doc.baseUpdatedAt ? null : Date.parse(doc.baseUpdatedAt)
  const now = useNow(savedAt)
  const { autosave, offline } = doc
  const status = saveStatus(
    {
      autosave,
      saving: Boolean(doc.saving) || doc.unpublishing,
      conflict: Boolean(doc.conflict),
      queued: offline.queued,
      cmsDown,
      modified,
      savedAt,
      now,
    },
    t,
    dateLocale,
  )
  // Said once when it changes: "Autosaved successfully." when an autosave lands, nothing for the ticking time.
  const announced =
    status.kind === 'saved' ? (autosave.phase === 'saved' ? t('version:autosavedSuccessfully') : '') : status.text
  const retry = status.retry === 'autosave' ? autosave.retryNow : status.retry === 'offline' ? offline.retryNow : null
  return (
    <span
      className={`edit__status edit__status--${status.tone}`}
      data-testid="save-status"
      data-status={status.kind}
      title={status.text || undefined}
    >
      <span
        className={status.kind === 'saved' ? 'visually-hidden' : 'edit__status-text'}
        data-testid="autosave-status"
        data-phase={autosave.phase}
        data-waiting={offline.waiting}
        role="status"
        aria-live="polite"
      >
        {announced}
      </span>
      {status.kind === 'saved' && (
        <span className="edit__status-text" aria-hidden="true" data-testid="save-status-time">
          {status.text}
        </span>
      )}
      {retry && (
        <button
          type="button"
          className="edit__status-retry"
          onClick={retry}
          data-testid={status.retry === 'offline' ? 'offline-retry' : 'autosave-retry'}
        >
          {t('folio:retry')}
        </button>
      )}
    </span>
  )
}

/** The time now, read again when the saved time would read otherwise (each second, then each half minute). */
function useNow(savedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  const tick = statusTickMs(savedAt, now)
  useEffect(() => {
    if (tick === null) return
    const timer = setTimeout(() => setNow(Date.now()), tick)
    return () => clearTimeout(timer)
  }, [tick, now])
  // A save that landed after the last tick reads as just saved (save-status.ts): the next tick is a second away.
  return now
}

/**
 * The save buttons as the document allows them (none without save permission). Where drafts are on,
 * Publish is a split button as in Payload's admin: its options (Schedule publish) open from its chevron.
 */
export function DocumentSaveButtons({ publishOptions = false }: { publishOptions?: boolean }) {
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
  const schedule = useSchedulePublish()
  if (!doc.canSave) return null
  const options = publishOptions && schedule.item ? [schedule.item] : []
  return (
    <>
      <SaveButtons
        form={doc.form}
        drafts={doc.drafts}
        mayPublish={doc.mayPublish}
        saving={doc.saving}
        onSave={doc.save}
        isNew={doc.isNew}
        fileChosen={Boolean(doc.chosenFile || doc.cropBox)}
        options={options}
      />
      {publishOptions && schedule.dialog}
    </>
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
  options,
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
  /** The publish button's options. */
  options: DocumentMenuItem[]
}) {
  const t = useT()
  const modified = useFormModified(form) || fileChosen
  const [status] = useFieldValue<string>(form, '_status')
  if (!drafts) {
    return (
      <Button type="submit" disabled={Boolean(saving) || (!modified && !isNew)} data-testid="save">
        {saving ? t('general:saving') : t('general:save')}
      </Button>
    )
  }
  // As Payload decides: nothing to publish when nothing is typed and the newest version is the published one.
  const nothingToPublish = !isNew && !modified && status === 'published'
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
        <span className={`split-button${options.length ? ' split-button--split' : ''}`}>
          <Button
            className="split-button__main"
            disabled={Boolean(saving) || nothingToPublish}
            onClick={() => void onSave('publish')}
            data-testid="publish"
          >
            {saving === 'publish' ? t('general:saving') : t('version:publishChanges')}
          </Button>
          {options.length > 0 && (
            <DocumentMenu
              items={options}
              icon={ChevronDownIcon}
              label={t('folio:publishOptions')}
              buttonClassName={buttonClassName({}, 'split-button__toggle')}
              testId="publish-options"
            />
          )}
        </span>
      )}
    </>
  )
}
