/** A date field, with its time zone select when the field keeps one. */
import { useFieldValue } from '../../core/form/use-field'
import { changeZone, fromWallTime, timezoneOptions, toWallTime } from '../../core/lib/dates'
import { useFieldContext } from '../common/context'
import { FieldShell, fieldId } from '../common/FieldShell'
import { Select } from '../../ui/Select/Select'
import { isInputDisabled, type FieldProps } from '../common/input'
import { isUnsendable, unsendable, type Unsendable } from '../../core/validation/typed-text'

/** ISO string in the document, shown as wall time: the computer's, or the zone kept in `<name>_tz`. */
export function DateField({ field, path }: FieldProps) {
  const { form, readOnly, schema, t } = useFieldContext()
  const [stored, setValue] = useFieldValue<string | Unsendable | null>(form, path)
  const value = typeof stored === 'string' ? stored : null
  const zonePath = `${path}_tz`
  const hasZone = Boolean(field.timezone)
  const [zone, setZone] = useFieldValue<string | null>(form, hasZone ? zonePath : '__none__')
  const appearance =
    (field.admin as { date?: { pickerAppearance?: string } } | undefined)?.date?.pickerAppearance ?? 'dayOnly'
  const withTime = appearance === 'dayAndTime' || appearance === 'timeOnly'
  const zones = hasZone ? timezoneOptions(field.timezone, schema.config.admin.timezones) : []
  const defaultZone = (schema.config.admin.timezones as { defaultTimezone?: string } | undefined)?.defaultTimezone
  const timeZone = hasZone ? (zone ?? defaultZone ?? zones[0]?.value) : undefined
  const isDisabled = isInputDisabled(field, readOnly)
  return (
    <FieldShell field={field} path={path}>
      <span className="field__date">
        <input
          id={fieldId(path)}
          className="input field__input"
          type={withTime ? 'datetime-local' : 'date'}
          value={toWallTime(value, withTime, timeZone)}
          disabled={isDisabled}
          onChange={(e) => {
            // Half typed (a part of the date cleared): the input reports it as empty. It is kept as not a
            // date, which no save sends, instead of null over the stored date.
            if (e.target.validity.badInput) {
              setValue(unsendable('date', isUnsendable(stored) ? stored.text : (value ?? '')))
              return
            }
            setValue(fromWallTime(e.target.value, withTime, timeZone))
            // The zone is stored with the date, so the server keeps what the editor saw.
            if (hasZone && timeZone && zone !== timeZone) setZone(timeZone)
          }}
          data-testid={`input-${path}`}
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
