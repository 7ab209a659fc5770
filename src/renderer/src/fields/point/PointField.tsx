/** A point field: longitude and latitude, each typed as text. */
import { useFieldValue } from '../../core/form/use-field'
import { useFieldContext } from '../common/context'
import { FieldShell } from '../common/FieldShell'
import { isInputDisabled, type FieldProps } from '../common/input'
import { isUnsendable, pointFromTexts, type Unsendable } from '../../core/validation/typed-text'
import { pointInputTexts } from './point-inputs'

/** The point's two inputs, in GeoJSON's order. */
const COORDINATES = [
  { index: 0, label: 'Longitude', key: 'lng' },
  { index: 1, label: 'Latitude', key: 'lat' },
] as const

/** GeoJSON point: [longitude, latitude]; a coordinate typed that is not a number stays as typed, unsendable. */
export function PointField({ field, path }: FieldProps) {
  const { form, readOnly } = useFieldContext()
  const [value, setValue] = useFieldValue<
    { type: 'Point'; coordinates: [number, number] } | [number, number] | Unsendable | null
  >(form, path)
  const texts = pointInputTexts(value)
  const set = (index: 0 | 1, text: string) => {
    const next: [string, string] = [...texts]
    next[index] = text
    const point = pointFromTexts(next[0], next[1])
    // A stored array pair stays an array pair.
    setValue(Array.isArray(value) && point && !isUnsendable(point) ? point.coordinates : point)
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
