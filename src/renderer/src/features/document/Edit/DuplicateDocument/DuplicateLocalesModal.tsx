/** Payload's "Duplicate selected locales": the locales whose localized values the copy gets. */
import { useState } from 'react'
import { Checkbox } from '../../../../ui/Checkbox/Checkbox'
import { ConfirmModal } from '../../../../ui/Modal/ConfirmModal'
import { useI18n, useT } from '../../../../core/i18n/i18n-store'
import { labelText } from '../../../../core/schema/schema'
import type { FolioLabel } from '@shared/protocol'
import '../DeleteDocument/DeleteDocument.css'

interface Props {
  locales: Array<{ code: string; label: FolioLabel }>
  working: boolean
  onConfirm: (selected: string[]) => void
  onCancel: () => void
}

export function DuplicateLocalesModal({ locales, working, onConfirm, onCancel }: Props) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const [selected, setSelected] = useState<string[]>([])
  const toggle = (code: string, on: boolean) =>
    setSelected((now) => (on ? [...now, code] : now.filter((c) => c !== code)))
  return (
    <ConfirmModal
      title={t('localization:selectLocaleToDuplicate')}
      testIds={{ dialog: 'duplicate-locales-modal', cancel: 'cancel-duplicate', confirm: 'confirm-duplicate' }}
      confirmLabel={t('general:duplicate')}
      busy={working}
      confirmDisabled={selected.length === 0}
      onConfirm={() => onConfirm(selected)}
      onCancel={onCancel}
      initialFocus=".duplicate-locales input"
    >
      <fieldset className="duplicate-locales">
        <legend className="visually-hidden">{t('localization:selectedLocales')}</legend>
        {locales.map((locale) => (
          <label key={locale.code} className="modal__check">
            <Checkbox
              checked={selected.includes(locale.code)}
              onChange={(on) => toggle(locale.code, on)}
              testId={`duplicate-locale-${locale.code}`}
            />
            {labelText(locale.label, language, locale.code)}
          </label>
        ))}
      </fieldset>
    </ConfirmModal>
  )
}
