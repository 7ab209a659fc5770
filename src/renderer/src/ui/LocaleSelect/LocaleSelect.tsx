/**
 * The content locale's select (Payload's locale switcher): the CMS's locales by their labels in the UI
 * language. The document header and the app header (dashboard, lists) both show it; where the choice
 * goes (the URL's `?locale=`) is theirs.
 */
import type { FolioClientConfig } from '@shared/protocol'
import { useI18n, useT } from '../../core/i18n/i18n-store'
import { labelText } from '../../core/schema/schema'
import { Select } from '../Select/Select'

type Localization = Exclude<FolioClientConfig['localization'], false | undefined>

export function LocaleSelect({
  localization,
  value,
  onChange,
  className,
  testId = 'locale-select',
}: {
  localization: Localization
  value: string
  onChange: (locale: string) => void
  className?: string
  testId?: string
}) {
  const t = useT()
  const language = useI18n((s) => s.language)
  return (
    <Select
      className={className}
      label={t('general:locale')}
      value={value}
      options={localization.locales.map((l) => ({ value: l.code, label: labelText(l.label, language, l.code) }))}
      onChange={onChange}
      testId={testId}
    />
  )
}
