/**
 * Unpublish (Payload's status control): shown while a published version exists; after a
 * confirmation the document controller makes its status draft, so the public API no longer serves it.
 */
import { useState } from 'react'
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
        <div
          className="modal"
          role="dialog"
          aria-modal="true"
          aria-labelledby="unpublish-title"
          data-testid="unpublish-modal"
        >
          <div className="modal__box">
            <h2 id="unpublish-title">{t('version:confirmUnpublish')}</h2>
            <p>{t('version:aboutToUnpublish')}</p>
            <div className="modal__actions">
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => setConfirming(false)}
                data-testid="unpublish-cancel"
              >
                {t('general:cancel')}
              </button>
              <button
                type="button"
                className="btn"
                disabled={working}
                onClick={() => void onConfirm().then((done) => done && setConfirming(false))}
                data-testid="unpublish-confirm"
              >
                {working ? t('version:unpublishing') : t('general:confirm')}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  )
}
