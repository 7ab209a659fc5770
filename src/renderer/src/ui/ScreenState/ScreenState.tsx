/**
 * What a screen draws for its reads (core/lib/use-screen-read.ts): a loading state in the same render
 * as the navigation (faded in by CSS, so a quick answer does not flash it), or the reason a read failed
 * or is taking long, with Retry. Nothing once the screen is ready.
 */
import type { ReactNode } from 'react'
import { useT } from '../../core/i18n/i18n-store'
import type { ScreenRead } from '../../core/lib/use-screen-read'
import { Button } from '../Button/Button'
import './ScreenState.css'

export function ScreenLoading({ children }: { children?: ReactNode }) {
  const t = useT()
  return (
    <div className="screen-state screen-state--loading" role="status" data-testid="screen-loading">
      <span className="screen-state__spinner" aria-hidden="true" />
      <span className="screen-state__label">{t('general:loading')}…</span>
      {children}
    </div>
  )
}

/** The read's error or its slowness with Retry; loading (with `loading` inside) while the first read is out. */
export function ScreenState({
  read,
  loading,
  messageTestId = 'screen-error-message',
}: {
  read: ScreenRead
  loading?: ReactNode
  /** The message's own test id, where a screen's specs name it (the list's `list-error`). */
  messageTestId?: string
}) {
  const t = useT()
  if (read.phase === 'loading') return <ScreenLoading>{loading}</ScreenLoading>
  if (read.phase !== 'error' && read.phase !== 'slow') return null
  return (
    <div className="screen-state screen-state--error" role="alert" data-testid="screen-error" data-reason={read.phase}>
      <p className="screen-state__message" data-testid={messageTestId}>
        {read.phase === 'slow' ? t('folio:readSlow') : (read.error?.message ?? t('folio:readFailed'))}
      </p>
      <Button variant="secondary" size="small" onClick={read.retry} data-testid="screen-retry">
        {t('folio:retry')}
      </Button>
    </div>
  )
}
