import { useEffect, useRef, useState } from 'react'
import { getBridge } from '../../core/bridge'
import { useT } from '../../core/i18n/i18n-store'
import { useAppStore } from '../../core/stores/app-store'
import { CONNECTION_TOAST, toast } from '../../core/stores/toast-store'
import { Button } from '../../ui/Button/Button'
import './CmsBanner.css'

/**
 * Says so while the built-in CMS is down: restarting by itself, or given up with a Reconnect button.
 * Lasts as long as the state does (the host pushes each change), unlike a toast. Once the CMS is ready
 * again, the toasts that said it could not be reached go: they are no longer true.
 */
export function CmsBanner() {
  const t = useT()
  const cms = useAppStore((s) => s.cms)
  const [reconnecting, setReconnecting] = useState(false)
  const wasDown = useRef(false)
  const state = cms?.state
  useEffect(() => {
    if (state === 'restarting' || state === 'failed') wasDown.current = true
    else if (state === 'ready' && wasDown.current) {
      wasDown.current = false
      toast.clear(CONNECTION_TOAST)
    }
  }, [state])
  if (cms?.mode !== 'local') return null

  if (cms.state === 'restarting')
    return (
      <div className="cms-banner" role="status" aria-busy="true" data-testid="cms-restarting">
        {t('folio:cmsRestarting')}
      </div>
    )
  if (cms.state !== 'failed') return null

  const reconnect = () => {
    setReconnecting(true)
    void getBridge()
      .invoke('renderer:cms-reconnect')
      // The host pushes the new status; a host that cannot be reached leaves the banner as it is.
      .catch(() => undefined)
      .finally(() => setReconnecting(false))
  }
  return (
    <div className="cms-banner cms-banner--failed" role="alert" data-testid="cms-failed">
      <div className="cms-banner__text">
        <span>{t('folio:cmsFailed')}</span>
        {cms.message && (
          <details className="cms-banner__detail">
            <summary>{t('folio:cmsFailedDetail')}</summary>
            <pre>{cms.message}</pre>
          </details>
        )}
      </div>
      <Button onClick={reconnect} disabled={reconnecting} data-testid="cms-reconnect">
        {reconnecting ? t('folio:reconnecting') : t('folio:reconnect')}
      </Button>
    </div>
  )
}
