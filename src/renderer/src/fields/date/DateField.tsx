/** A date field, with its time zone select when the field keeps one. */
import { useFieldValue } from '../../core/form/use-field'
import { changeZone, timezoneOptions } from '../../core/lib/dates'
import { labelText } from '../../core/schema/schema'
import { DatePicker } from '../../ui/DatePicker/DatePicker'
import { pickerOptions, type DateOptions } from '../../ui/DatePicker/picker-options'
import { useFieldContext } from '../common/context'
import { FieldShell, fieldId } from '../common/FieldShell'
import { Select } from '../../ui/Select/Select'
import { isInputDisabled, type FieldProps } from '../common/input'
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
  const admin = field.admin as { date?: DateOptions; placeholder?: string | Record<string, string> } | undefined
  const dateOptions = admin?.date
  const withTime = pickerOptions(dateOptions).withTime
  const placeholder = labelText(admin?.placeholder, language) || undefined
  const zones = hasZone ? timezoneOptions(field.timezone, schema.config.admin.timezones) : []
  const defaultZone = (schema.config.admin.timezones as { defaultTimezone?: string } | undefined)?.defaultTimezone
  const timeZone = hasZone ? (zone ?? defaultZone ?? zones[0]?.value) : undefined
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
            disabled={isDisabled}
            onChange={(next) => {
              if (value) setValue(changeZone(value, withTime, timeZone, next))
              setZone(next)
            }}
            testId={`timezone-${path}`}
          />
        )}
      </span>
    </FieldShell>
  )
}
