import type { FolioSchemaResponse } from '@shared/protocol'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { labelText } from '../../../core/schema/schema'
import { Checkbox } from '../../../ui/Checkbox/Checkbox'
import { Button } from '../../../ui/Button/Button'

type Localization = NonNullable<FolioSchemaResponse['config']['localization']>

interface VersionControlsProps {
  /** Restoring is offered: published, and as a draft where it is not one already. */
  restore: { asDraft: boolean } | null
  onRestore: (as: 'published' | 'draft') => void
  modifiedOnly: boolean
  localization: Localization | null
  localeCodes: string[]
  /** Changes the URL's query (the checkboxes' state lives there). */
  setQuery: (patch: Record<string, string | null>) => void
}

/** Restore buttons, "modified only", and which locales the diff shows. */
export function VersionControls({
  restore,
  onRestore,
  modifiedOnly,
  localization,
  localeCodes,
  setQuery,
}: VersionControlsProps) {
  const t = useT()
  const language = useI18n((s) => s.language)
  return (
    <div className="version-detail__controls">
      {restore && (
        <Button onClick={() => onRestore('published')} data-testid="restore">
          {t('version:restoreThisVersion')}
        </Button>
      )}
      {restore?.asDraft && (
        <Button variant="secondary" onClick={() => onRestore('draft')} data-testid="restore-as-draft">
          {t('version:restoreAsDraft')}
        </Button>
      )}
      <label className="check-label">
        <Checkbox
          checked={modifiedOnly}
          onChange={(on) => setQuery({ modifiedOnly: on ? 'true' : 'false' })}
          testId="modified-only"
        />
        {t('version:modifiedOnly')}
      </label>
      {localization && (
        <fieldset className="version-detail__locales" data-testid="locale-codes">
          <legend>{t('version:showLocales')}</legend>
          {localization.locales.map((l) => (
            <label key={l.code}>
              <Checkbox
                checked={localeCodes.includes(l.code)}
                onChange={(on) => {
                  const next = on ? [...localeCodes, l.code] : localeCodes.filter((c) => c !== l.code)
                  setQuery({ localeCodes: JSON.stringify(next.length ? next : [localization.defaultLocale]) })
                }}
                testId={`locale-code-${l.code}`}
              />
              {labelText(l.label, language, l.code)}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  )
}
