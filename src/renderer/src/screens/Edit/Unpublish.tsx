/**
 * Unpublish (Payload's status control): shown while a published version exists; after a
 * confirmation the document controller makes its status draft, so the public API no longer serves it.
 */
import { useState } from 'react'
import { Modal, ModalButton } from '../../elements/Modal/Modal'
import { useT } from '../../i18n/i18n-store'

interface Props {
  disabled: boolean
  working: boolean
  /** Resolves true once unpublished (the dialog closes), false when it failed (it stays open). */
  onConfirm: () => Promise<boolean>
}

export function Unpublish({ disabled, working, onConfirm }: Props) {
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={disabled || working}
        onClick={() => setConfirming(true)}
        data-testid="unpublish"
      >
        {working ? t('version:unpublishing') : t('version:unpublish')}
      </button>
      {confirming && (
        <Modal
          title={t('version:confirmUnpublish')}
          testId="unpublish-modal"
          actions={
            <>
              <ModalButton testId="unpublish-cancel" onClick={() => setConfirming(false)}>
                {t('general:cancel')}
              </ModalButton>
              <ModalButton
                testId="unpublish-confirm"
                onClick={() => void onConfirm().then((done) => done && setConfirming(false))}
                disabled={working}
                primary
              >
                {working ? t('version:unpublishing') : t('general:confirm')}
              </ModalButton>
            </>
          }
        >
          <p>{t('version:aboutToUnpublish')}</p>
        </Modal>
      )}
    </>
  )
}
