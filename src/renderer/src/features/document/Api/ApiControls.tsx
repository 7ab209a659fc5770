import { useId } from 'react'
import type { FolioSchemaResponse } from '@shared/protocol'
import { Checkbox } from '../../../ui/Checkbox/Checkbox'
import { Select } from '../../../ui/Select/Select'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { API_DEPTH_MAX, API_DEPTH_MIN } from '../../../core/requests'
import { labelText } from '../../../core/schema/schema'
import type { ApiViewControls } from './first-requests'
import { Button } from '../../../ui/Button/Button'

interface ApiControlsProps {
  controls: ApiViewControls
  onChange: (patch: Partial<ApiViewControls>) => void
  /** The entity has drafts: the draft box is offered. */
  drafts: boolean
  localization: FolioSchemaResponse['config']['localization'] | null
  depthValid: boolean
  fullscreen: boolean
  onFullscreen: (on: boolean) => void
}

/** The request's controls: draft, authenticated, locale, depth (0 to 10), and full screen. */
export function ApiControls(props: ApiControlsProps) {
  const { controls, onChange, drafts, localization, depthValid, fullscreen, onFullscreen } = props
  const t = useT()
  const language = useI18n((s) => s.language)
  const localeId = useId()
  return (
    <div className="api-view__controls">
      {drafts && (
        <label className="api-view__check">
          <Checkbox checked={controls.draft} onChange={(draft) => onChange({ draft })} testId="api-draft" />
          {t('version:draft')}
        </label>
      )}
      <label className="api-view__check">
        <Checkbox
          checked={controls.authenticated}
          onChange={(authenticated) => onChange({ authenticated })}
          testId="api-authenticated"
        />
        {t('authentication:authenticated')}
      </label>
      {localization && (
        <span className="api-view__check">
          <label htmlFor={localeId}>{t('general:locale')}</label>
          <Select
            id={localeId}
            label={t('general:locale')}
            value={controls.locale}
            options={localization.locales.map((l) => ({ value: l.code, label: labelText(l.label, language, l.code) }))}
            onChange={(locale) => onChange({ locale })}
            testId="api-locale"
          />
        </span>
      )}
      <label className={depthValid ? 'api-view__depth' : 'api-view__depth api-view__depth--invalid'}>
        {t('general:depth')}{' '}
        <input
          className="input"
          type="number"
          min={API_DEPTH_MIN}
          max={API_DEPTH_MAX}
          value={controls.depthText}
          onChange={(e) => onChange({ depthText: e.target.value })}
          aria-invalid={!depthValid}
          data-testid="api-depth"
        />
      </label>
      {!depthValid && (
        <span className="api-view__error" role="alert" data-testid="api-depth-error">
          {t('folio:depthRange', { min: API_DEPTH_MIN, max: API_DEPTH_MAX })}
        </span>
      )}
      <Button
        variant="secondary"
        size="small"
        aria-pressed={fullscreen}
        onClick={() => onFullscreen(!fullscreen)}
        data-testid="api-fullscreen"
      >
        {fullscreen ? t('folio:exitFullscreen') : t('folio:fullscreen')}
      </Button>
    </div>
  )
}
