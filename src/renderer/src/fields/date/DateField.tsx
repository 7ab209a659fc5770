/** A date field, with its time zone select when the field keeps one. */
import { useFieldValue } from '../../core/form/use-field'
import { timezoneFixed, timezoneOptions } from '../../core/lib/dates'
import { DatePicker } from '../../ui/DatePicker/DatePicker'
import type { DateOptions } from '../../ui/DatePicker/picker-options'
import { useFieldContext } from '../common/context'
import { FieldShell, fieldId } from '../common/FieldShell'
import { Select } from '../../ui/Select/Select'
import { isInputDisabled, type FieldProps } from '../common/input'
import { fieldPlaceholder } from '../common/placeholder'
import { isUnsendable, unsendable, type Unsendable } from '../../core/validation/typed-text'

/**
 * ISO string in the document, shown (in the UI language, as the field's `admin.date` asks) as wall time:
 * the computer's, or the zone kept in `<name>_tz`.
 */
export function DateField({ field, path }: FieldProps) {
  const { form, readOnly, schema, t, language } = useFieldContext()
  const [stored, setValue] = useFieldValue<string | Unsendable | null>(form, path)
  const value = typeof stored === 'string' ? stored : null
  const zonePath = `${path}_tz`
  const hasZone = Boolean(field.timezone)
  const [zone, setZone] = useFieldValue<string | null>(form, hasZone ? zonePath : '__none__')
  const dateOptions = (field.admin as { date?: DateOptions } | undefined)?.date
  const placeholder = fieldPlaceholder(field, language)
  const zones = hasZone ? timezoneOptions(field.timezone, schema.config.admin.timezones) : []
  const defaultZone = (schema.config.admin.timezones as { defaultTimezone?: string } | undefined)?.defaultTimezone
  // One supported zone is the field's zone, whatever the config's default: Payload offers no other.
  const fixed = timezoneFixed(zones)
  const timeZone = hasZone ? (fixed ? zones[0]?.value : (zone ?? defaultZone ?? zones[0]?.value)) : undefined
  const isDisabled = isInputDisabled(field, readOnly)
  return (
    <FieldShell field={field} path={path}>
      <span className="field__date">
        <DatePicker
          id={fieldId(path)}
          value={value}
          invalidText={isUnsendable(stored) ? stored.text : undefined}
          options={dateOptions}
          timeZone={timeZone}
          placeholder={placeholder}
          disabled={isDisabled}
          onChange={(next) => {
            setValue(next)
            // The zone is stored with the date, so the server keeps what the editor saw.
            if (next && hasZone && timeZone && zone !== timeZone) setZone(timeZone)
          }}
          // Text that is no date is kept as typed: no save sends it, and it is never turned into null.
          onInvalid={(text) => setValue(unsendable('date', text))}
          testId={`input-${path}`}
        />
        {hasZone && (
          <Select
            className="field__timezone"
            label={t('general:timezone')}
            value={timeZone ?? ''}
            options={zones}
            disabled={isDisabled || fixed}
            // The stored instant stays: it is shown as the new zone's wall time (10:00 Tokyo is 02:00 London).
            onChange={(next) => setZone(next)}
            testId={`timezone-${path}`}
          />
        )}
      </span>
    </FieldShell>
  )
}
