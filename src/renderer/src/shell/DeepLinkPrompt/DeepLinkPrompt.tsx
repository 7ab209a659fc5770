/**
 * The desktop app's deep links (folio://open?server=&path=), from this window's side: a link to the
 * connected server opens its document here; one to another server asks first (switching server leaves
 * this one); a link Folio cannot open says why and opens nothing.
 */
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { BridgeEvents } from '@shared/bridge'
import { adminPrefix } from '../../core/routes/routes'
import { getBridge } from '../../core/bridge'
import { useT } from '../../core/i18n/i18n-store'
import { toast } from '../../core/stores/toast-store'
import { ConfirmModal } from '../../ui/Modal/ConfirmModal'

type Asked = Extract<BridgeEvents['main:deep-link'], { kind: 'ask' }>

export function DeepLinkPrompt() {
  const t = useT()
  const navigate = useNavigate()
  const [asked, setAsked] = useState<Asked | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const bridge = getBridge()
    if (bridge.host !== 'electron') return
    return bridge.on('main:deep-link', (link) => {
      if (link.kind === 'open') void navigate(`${adminPrefix()}${link.path}`)
      else if (link.kind === 'ask') setAsked(link)
      else toast.error(t(`folio:deepLinkRefused-${link.reason}`))
    })
  }, [navigate, t])

  if (!asked) return null
  const answer = (accept: boolean) => {
    setBusy(true)
    void getBridge()
      .invoke('renderer:deep-link-answer', { id: asked.id, accept })
      .catch(() => false)
      .finally(() => {
        setBusy(false)
        setAsked(null)
      })
  }
  return (
    <ConfirmModal
      title={t('folio:deepLinkAskTitle')}
      testIds={{ dialog: 'deep-link-prompt', cancel: 'deep-link-stay', confirm: 'deep-link-switch' }}
      confirmLabel={t('folio:deepLinkSwitch')}
      busy={busy}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    >
      <p>{t('folio:deepLinkAsk', { server: asked.server })}</p>
    </ConfirmModal>
  )
}
