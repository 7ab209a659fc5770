/** The schedule dialog: publish or unpublish, when, which locale (localized entities), and the upcoming events. */
import { useId, useState } from 'react'
import type { FolioScheduleType } from '@shared/protocol'
import { useDocumentSession } from '../../session/use-document-session'
import { Select } from '../../../../ui/Select/Select'
import { ConfirmModal } from '../../../../ui/Modal/ConfirmModal'
import { useI18n, useT } from '../../../../core/i18n/i18n-store'
import type { ScheduleTarget } from '../../../../core/requests'
import { labelText } from '../../../../core/schema/schema'
import { DatePicker } from '../../../../ui/DatePicker/DatePicker'
import { pickerOptions, readTyped } from '../../../../ui/DatePicker/picker-options'
import { checkScheduleDate, scheduleDateOptions } from './schedule-date'
import { UpcomingEvents } from './UpcomingEvents'
import { useSchedule } from './use-schedule'
import './SchedulePublish.css'

export function ScheduleModal({ target, onClose }: { target: ScheduleTarget; onClose: () => void }) {
  const doc = useDocumentSession('localization', 'setScheduledEvents')
  const t = useT()
  const language = useI18n((s) => s.language)
  const dateId = useId()
  const localeId = useId()
  const errorId = useId()
  const { events, loadError, working, schedule, cancel } = useSchedule(target, doc.setScheduledEvents)
  const [type, setType] = useState<FolioScheduleType>('publish')
  /** The instant chosen (ISO), '' for none. */
  const [value, setValue] = useState('')
  /** Text typed that the picker cannot read, shown as typed. */
  const [typed, setTyped] = useState<string | undefined>(undefined)
  const dateLocale = useI18n((s) => s.dateLocale)
  const dateOptions = scheduleDateOptions(value)
  const [locale, setLocale] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    const checked = checkScheduleDate(value)
    if (!checked.ok)
      return setError(t(checked.reason === 'past' ? 'folio:scheduleDatePast' : 'folio:scheduleDateMissing'))
    setError(null)
    const done = await schedule({ type, date: checked.iso, ...(locale && type === 'publish' ? { locale } : {}) })
    if (done) {
      setValue('')
      setTyped(undefined)
    }
  }

  return (
    <ConfirmModal
      title={t('version:schedulePublish')}
      testIds={{ dialog: 'schedule-modal', cancel: 'schedule-close', confirm: 'schedule-submit' }}
      cancelLabel={t('general:close')}
      confirmLabel={t('version:schedulePublish')}
      busy={working}
      onConfirm={() => void submit()}
      onCancel={onClose}
      initialFocus='[data-testid="schedule-type-publish"]'
    >
      <div className="schedule__form">
        <fieldset className="schedule__type">
          <legend>{t('version:type')}</legend>
          {(['publish', 'unpublish'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="schedule-type"
                checked={type === option}
                onChange={() => setType(option)}
                data-testid={`schedule-type-${option}`}
              />
              {t(`version:${option}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={dateId}>{t('folio:scheduleDateTime')}</label>
        <DatePicker
          id={dateId}
          value={value || null}
          invalidText={typed}
          options={dateOptions}
          onChange={(next) => {
            setTyped(undefined)
            setValue(next ?? '')
          }}
          onInvalid={(text) => {
            setTyped(text)
            // A time already gone is read still, so the editor is told it is past rather than unreadable.
            const read = readTyped(text, { ...pickerOptions(dateOptions, dateLocale), minDate: undefined }, dateLocale)
            setValue(read.kind === 'date' ? read.date.toISOString() : '')
          }}
          ariaInvalid={Boolean(error)}
          ariaDescribedBy={error ? errorId : undefined}
          testId="schedule-date"
        />
        {error && (
          <p id={errorId} role="alert" className="schedule__error" data-testid="schedule-date-error">
            {error}
          </p>
        )}
        {doc.localization && type === 'publish' && (
          <>
            <label htmlFor={localeId}>{t('general:locale')}</label>
            <Select
              id={localeId}
              label={t('general:locale')}
              value={locale}
              options={[
                { value: '', label: t('general:allLocales') },
                ...doc.localization.locales.map((l) => ({
                  value: l.code,
                  label: labelText(l.label, language, l.code),
                })),
              ]}
              onChange={setLocale}
              testId="schedule-locale"
            />
          </>
        )}
      </div>
      <UpcomingEvents events={events} loadError={loadError} working={working} onDelete={(id) => void cancel(id)} />
    </ConfirmModal>
  )
}
