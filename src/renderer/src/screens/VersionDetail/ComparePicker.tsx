import { useId, type UIEvent } from 'react'
import type { FolioSchemaResponse } from '@shared/protocol'
import { CheckIcon, ChevronDownIcon, Icon } from '../../elements/Icon/Icon'
import { useSelect } from '../../elements/Select/use-select'
import '../../elements/Select/Select.css'
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

/**
 * The version compared with, as a compact combobox (the select pattern of elements/Select, whose keys it
 * shares): the button shows the version with its status and locale pills; the list opens under it and
 * asks for the next page when scrolled to its end.
 */
export function ComparePicker(props: ComparePickerProps) {
  const { compare, compareId, choices, failed, dateOf, latest, schema, onMore, onPick } = props
  const t = useT()
  const id = useId()
  const labelId = `${id}-label`
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`
  const options = choices.map((v) => ({ value: String(v.id), label: dateOf(v) }))
  const select = useSelect(options, compareId ?? '', onPick)
  const { buttonRef, open, active, place, selected } = select
  const label = (v: VersionDoc) => (
    <>
      <span className="version-detail__option-date">{dateOf(v)}</span>
      <VersionPills version={v} latest={latest} schema={schema} />
    </>
  )
  return (
    <div className="version-detail__compare">
      <span id={labelId}>{t('version:compareVersion')}</span>
      {failed ? (
        <p className="field__error" data-testid="compare-error">
          {t('error:unspecific')}
        </p>
      ) : (
        <span className="select-box version-detail__compare-box">
          <button
            ref={buttonRef}
            type="button"
            role="combobox"
            className="select-box__button version-detail__compare-button"
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={listId}
            aria-labelledby={labelId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            data-testid="compare-picker-button"
            onClick={() => (open ? select.close() : select.show(Math.max(selected, 0)))}
            onKeyDown={select.onKeyDown}
            onBlur={select.close}
          >
            {compare ? (
              <span
                className="version-detail__comparing"
                data-testid="compare-current"
                data-version-id={String(compare.id)}
              >
                {label(compare)}
              </span>
            ) : (
              <span className="select-box__value">{t('version:selectVersionToCompare')}</span>
            )}
            <Icon icon={ChevronDownIcon} size={14} />
          </button>
          <ul
            role="listbox"
            id={listId}
            aria-labelledby={labelId}
            className="select-box__list version-detail__picker"
            data-testid="compare-picker"
            hidden={!open}
            style={place}
            // The button keeps focus while an option or the scrollbar is clicked.
            onMouseDown={(e) => e.preventDefault()}
            onScroll={(e: UIEvent<HTMLUListElement>) => {
              const el = e.currentTarget
              if (el.scrollTop + el.clientHeight >= el.scrollHeight - 8) onMore()
            }}
          >
            {choices.map((v, index) => (
              <li
                key={String(v.id)}
                id={optionId(index)}
                role="option"
                aria-selected={index === selected}
                className={`select-box__option version-detail__option${index === active ? ' select-box__option--active' : ''}`}
                onMouseMove={() => index !== active && select.setActive(index)}
                onClick={() => select.commit(index)}
                data-testid="compare-option"
                data-version-id={String(v.id)}
              >
                {label(v)}
                {index === selected && <Icon icon={CheckIcon} size={14} className="select-box__check" />}
              </li>
            ))}
          </ul>
        </span>
      )}
    </div>
  )
}
