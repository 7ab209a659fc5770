import type { FolioSchemaResponse } from '@shared/protocol'
import { Select } from '../../../ui/Select/Select'
import { useT } from '../../../core/i18n/i18n-store'
import type { LatestVersionIds } from '../Versions/version-pills'
import { VersionPills } from '../Versions/VersionPills'
import type { VersionDoc } from './version-pair'

interface ComparePickerProps {
  compare: VersionDoc | null
  compareId: string | null
  choices: VersionDoc[]
  failed: boolean
  /** A version's date as the picker shows it. */
  dateOf: (version: VersionDoc) => string
  /** The newest draft and published versions, for the same status pills as the versions list. */
  latest: LatestVersionIds
  schema: FolioSchemaResponse
  /** Scrolled to the end: the next page of options. */
  onMore: () => void
  onPick: (versionId: string) => void
}

/**
 * The version compared with, as the app's Select: the button shows the version with its status and locale
 * pills (also one beyond the pages read, after a reload of a shared link); the list asks for the next page
 * when scrolled to its end.
 */
export function ComparePicker(props: ComparePickerProps) {
  const { compare, compareId, choices, failed, dateOf, latest, schema, onMore, onPick } = props
  const t = useT()
  const label = t('version:compareVersion')
  const options = choices.map((version) => ({ value: String(version.id), label: dateOf(version), version }))
  const content = (v: VersionDoc) => (
    <>
      <span className="version-detail__option-date">{dateOf(v)}</span>
      <VersionPills version={v} latest={latest} schema={schema} />
    </>
  )
  return (
    <div className="version-detail__compare">
      <span>{label}</span>
      {failed ? (
        <p className="field__error" data-testid="compare-error">
          {t('error:unspecific')}
        </p>
      ) : (
        <Select
          className="version-detail__compare-box"
          label={label}
          value={compareId ?? ''}
          options={options}
          onChange={onPick}
          placeholder={t('version:selectVersionToCompare')}
          testId="compare-picker-button"
          listTestId="compare-picker"
          onScrollEnd={onMore}
          renderValue={() =>
            compare && (
              <span
                className="version-detail__comparing"
                data-testid="compare-current"
                data-version-id={String(compare.id)}
              >
                {content(compare)}
              </span>
            )
          }
          renderOption={({ version }) => (
            <span className="version-detail__option" data-testid="compare-option" data-version-id={String(version.id)}>
              {content(version)}
            </span>
          )}
        />
      )}
    </div>
  )
}
