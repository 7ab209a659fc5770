/** All localized fields, or a checklist of the ones to copy (only those this user may copy). */
import { useT } from '../../../../core/i18n/i18n-store'
import type { CopyableField } from './copy-locale'
import { Checkbox } from '../../../../ui/Checkbox/Checkbox'

interface Props {
  fields: CopyableField[]
  loading: boolean
  onlyChosen: boolean
  onOnlyChosen: (only: boolean) => void
  chosen: ReadonlySet<string>
  onChosen: (chosen: ReadonlySet<string>) => void
}

export function FieldChecklist({ fields, loading, onlyChosen, onOnlyChosen, chosen, onChosen }: Props) {
  const t = useT()
  if (loading) return <p>{t('general:loading')}…</p>
  if (fields.length === 0)
    return (
      <p role="status" data-testid="copy-to-locale-no-fields">
        {t('folio:copyNoFields')}
      </p>
    )
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen)
    if (on) next.add(key)
    else next.delete(key)
    onChosen(next)
  }
  return (
    <fieldset>
      <legend>{t('folio:copyFieldsLegend')}</legend>
      <label>
        <input
          type="radio"
          checked={!onlyChosen}
          onChange={() => onOnlyChosen(false)}
          data-testid="copy-to-locale-all"
        />{' '}
        {t('folio:copyAllFields')}
      </label>
      <label>
        <input
          type="radio"
          checked={onlyChosen}
          onChange={() => onOnlyChosen(true)}
          data-testid="copy-to-locale-chosen"
        />{' '}
        {t('folio:copyChosenFields')}
      </label>
      {onlyChosen && (
        <div className="copy-locale__fields">
          {fields.map((f) => (
            <label key={f.key} className="copy-locale__field check-label">
              <Checkbox
                checked={chosen.has(f.key)}
                onChange={(on) => toggle(f.key, on)}
                testId={`copy-to-locale-field-${f.key}`}
              />
              {f.labels.join(' › ')}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  )
}
