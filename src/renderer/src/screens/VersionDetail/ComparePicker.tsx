import type { UIEvent } from 'react'
import type { FolioSchemaResponse } from '@shared/protocol'
import { useT } from '../../i18n/i18n-store'
import type { LatestVersionIds } from '../Versions/version-pills'
import { VersionPills } from '../Versions/VersionPills'
import type { VersionDoc } from './use-version-pair'

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

/** The version compared with, and the list to pick another one from. */
export function ComparePicker(props: ComparePickerProps) {
  const { compare, compareId, choices, failed, dateOf, latest, schema, onMore, onPick } = props
  const t = useT()
  const label = (v: VersionDoc) => (
    <>
      <span className="version-detail__option-date">{dateOf(v)}</span>
      <VersionPills version={v} latest={latest} schema={schema} />
    </>
  )
  return (
    <div className="version-detail__compare">
      <span>{t('version:compareVersion')}</span>
      {compare && (
        <strong
          className="version-detail__comparing"
          data-testid="compare-current"
          data-version-id={String(compare.id)}
        >
          {label(compare)}
        </strong>
      )}
      {failed ? (
        <p className="field__error" data-testid="compare-error">
          {t('error:unspecific')}
        </p>
      ) : (
        <div
          className="version-detail__picker"
          role="listbox"
          aria-label={t('version:selectVersionToCompare')}
          data-testid="compare-picker"
          onScroll={(e: UIEvent<HTMLDivElement>) => {
            const el = e.currentTarget
            if (el.scrollTop + el.clientHeight >= el.scrollHeight - 8) onMore()
          }}
        >
          {choices.map((v) => (
            <button
              key={String(v.id)}
              type="button"
              role="option"
              aria-selected={String(v.id) === compareId}
              className="version-detail__option"
              onClick={() => onPick(String(v.id))}
              data-testid="compare-option"
              data-version-id={String(v.id)}
            >
              {label(v)}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
