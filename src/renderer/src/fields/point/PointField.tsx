/** A point field: longitude and latitude, each typed as text. */
import { useFieldValue } from '../../core/form/use-field'
import { useFieldContext } from '../common/context'
import { FieldShell } from '../common/FieldShell'
import { isInputDisabled, type FieldProps } from '../common/input'
import { fieldPlaceholder } from '../common/placeholder'
import { pointFromTexts, type Unsendable } from '../../core/validation/typed-text'
import { pointInputTexts } from './point-inputs'

/** The point's two inputs, in GeoJSON's order. */
const COORDINATES = [
  { index: 0, label: 'Longitude', key: 'lng' },
  { index: 1, label: 'Latitude', key: 'lat' },
] as const

/**
 * A point: read as `[longitude, latitude]` or GeoJSON, written as the pair Payload's REST API takes; a
 * coordinate typed that is not a number stays as typed, unsendable.
 */
export function PointField({ field, path }: FieldProps) {
  const { form, readOnly, language } = useFieldContext()
  const placeholder = fieldPlaceholder(field, language)
  const [value, setValue] = useFieldValue<
    { type: 'Point'; coordinates: [number, number] } | [number, number] | Unsendable | null
  >(form, path)
  const texts = pointInputTexts(value)
  const set = (index: 0 | 1, text: string) => {
    const next: [string, string] = [...texts]
    next[index] = text
    setValue(pointFromTexts(next[0], next[1]))
  }
  return (
    <FieldShell field={field} path={path} as="fieldset">
      <div className="field__point">
        {COORDINATES.map(({ index, label, key }) => (
          <label key={key}>
            {label}
            <input
              className="input"
              type="text"
              inputMode="decimal"
              value={texts[index]}
              placeholder={placeholder}
              disabled={isInputDisabled(field, readOnly)}
              onChange={(e) => set(index, e.target.value)}
              data-testid={`input-${path}-${key}`}
            />
          </label>
        ))}
      </div>
    </FieldShell>
  )
}
