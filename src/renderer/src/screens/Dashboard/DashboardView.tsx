import { useState } from 'react'
import type { ApiResult } from '../../../../shared/api'
import { getBridge } from '../../bridge'
import { useT } from '../../i18n/i18n-store'
import { useAppStore } from '../../stores/app-store'
import './DashboardView.css'

/** Placeholder until the shell issue: shows that the UI talks to its host and, through it, to the CMS. */
export function DashboardView() {
  const t = useT()
  const info = useAppStore((s) => s.info)
  const cms = useAppStore((s) => s.cms)
  const error = useAppStore((s) => s.error)
  const [check, setCheck] = useState<ApiResult | null>(null)
  const [checking, setChecking] = useState(false)

  async function checkCms() {
    setChecking(true)
    try {
      setCheck(await getBridge().invoke('renderer:api', { method: 'GET', path: '/users/me' }))
    } finally {
      setChecking(false)
    }
  }

  return (
    <div className="dashboard" data-testid="dashboard">
      <h1 className="dashboard__title">{t('general:dashboard')}</h1>
      {error && (
        <p className="dashboard__error" role="alert">
          {error}
        </p>
      )}
      <dl className="dashboard__facts">
        <dt>Folio</dt>
        <dd data-testid="app-version">{info ? info.version : t('general:loading')}</dd>
        <dt>Host</dt>
        <dd data-testid="host-kind">{info ? info.host : '…'}</dd>
        <dt>CMS</dt>
        <dd data-testid="cms-url">{cms ? (cms.url ?? cms.message ?? cms.state) : '…'}</dd>
      </dl>
      <button type="button" className="btn" onClick={checkCms} disabled={checking} data-testid="check-cms">
        Check connection
      </button>
      {check && (
        <p className="dashboard__check" data-testid="check-result" data-ok={check.ok}>
          {check.ok ? `HTTP ${check.status}` : `${check.error.kind}: ${check.error.message}`}
        </p>
      )}
    </div>
  )
}
