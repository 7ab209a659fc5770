/** Payload's "Duplicate selected locales": the locales whose localized values the copy gets. */
import { useRef, useState } from 'react'
import { useDialogFocus } from '../../../elements/DocumentMenu/use-dialog-focus'
import { Modal, ModalButton } from '../../../elements/Modal/Modal'
import { useI18n, useT } from '../../../i18n/i18n-store'
import { labelText } from '../../../lib/schema'
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
  const ref = useRef<HTMLDivElement>(null)
  useDialogFocus(ref, onCancel)
  const toggle = (code: string, on: boolean) =>
    setSelected((now) => (on ? [...now, code] : now.filter((c) => c !== code)))
  return (
    <div ref={ref}>
      <Modal
        title={t('localization:selectLocaleToDuplicate')}
        testId="duplicate-locales-modal"
        actions={
          <>
            <ModalButton testId="cancel-duplicate" onClick={onCancel}>
              {t('general:cancel')}
            </ModalButton>
            <ModalButton
              testId="confirm-duplicate"
              onClick={() => onConfirm(selected)}
              disabled={working || selected.length === 0}
              primary
            >
              {t('general:duplicate')}
            </ModalButton>
          </>
        }
      >
        <fieldset className="duplicate-locales">
          <legend className="visually-hidden">{t('localization:selectedLocales')}</legend>
          {locales.map((locale) => (
            <label key={locale.code} className="modal__check">
              <input
                type="checkbox"
                checked={selected.includes(locale.code)}
                onChange={(e) => toggle(locale.code, e.target.checked)}
                data-testid={`duplicate-locale-${locale.code}`}
              />
              {labelText(locale.label, language, locale.code)}
            </label>
          ))}
        </fieldset>
      </Modal>
    </div>
  )
}
