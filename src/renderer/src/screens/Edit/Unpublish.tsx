/**
 * Unpublish (Payload's status control): shown while a published version exists; after a
 * confirmation the document's status becomes draft, so the public API no longer serves it.
 */
import { useState } from 'react'
import { getBridge } from '../../bridge'
import { useT } from '../../i18n/i18n-store'
import { toast } from '../../stores/toast-store'

interface Props {
  /** The document's REST path, e.g. '/posts/12' or '/globals/site-settings'. */
  path: string
  method: 'PATCH' | 'POST'
  locale?: string
  language: string
  disabled: boolean
  onUnpublished(doc: Record<string, unknown> | undefined): void
}

export function Unpublish({ path, method, locale, language, disabled, onUnpublished }: Props) {
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  const [working, setWorking] = useState(false)
  const unpublish = async () => {
    setWorking(true)
    try {
      const result = await getBridge().invoke('renderer:api', {
        method,
        path,
        body: { _status: 'draft' },
        query: { depth: 0, ...(locale ? { locale } : {}) },
        language,
      })
      if (!result.ok) {
        toast.error(t('error:unPublishingDocument'))
        return
      }
      const answer = result.data as {
        doc?: Record<string, unknown>
        result?: Record<string, unknown>
        message?: string
      }
      toast.success(t('version:unpublishedSuccessfully'))
      setConfirming(false)
      onUnpublished(answer.doc ?? answer.result)
    } finally {
      setWorking(false)
    }
  }
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
                onClick={() => void unpublish()}
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
