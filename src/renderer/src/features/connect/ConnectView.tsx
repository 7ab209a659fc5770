import { useState } from 'react'
import { useT } from '../../core/i18n/i18n-store'
import { useAppStore } from '../../core/stores/app-store'
import { useSessionStore } from '../../core/stores/session-store'
import { connectProgressKey } from './connect-progress'
import { ServerList } from './ServerList'
import { SignInForm } from './SignInForm'
import { Button } from '../../ui/Button/Button'
import './ConnectView.css'

/** Shown until someone is signed in: pick the built-in CMS or a saved server, add one, sign in. */
export function ConnectView() {
  const t = useT()
  const session = useSessionStore((s) => s.session)
  const profiles = useSessionStore((s) => s.profiles)
  const cms = useAppStore((s) => s.cms)
  const { connect } = useSessionStore.getState()
  const [credentials, setCredentials] = useState({ identifier: '', password: '' })

  const phase = session?.phase ?? 'idle'
  const busy = phase === 'connecting' || phase === 'signing-in'
  const target = session?.target ?? { kind: 'local' as const }
  const error = session?.error
  const server = session?.server
  const serverLabel =
    target.kind === 'local'
      ? t('folio:localCms')
      : (profiles.find((p) => p.id === target.id)?.name ?? session?.serverUrl ?? '')

  return (
    <div className="connect" data-testid="connect">
      <h1 className="connect__title">{t('folio:connectTitle')}</h1>
      <div className="connect__layout">
        <ServerList target={target} busy={busy} />
        <section className="connect__status" aria-live="polite">
          {phase === 'connecting' && (
            <p data-testid="connect-progress" data-cms-phase={cms?.phase}>
              {t(connectProgressKey(cms, target.kind))}
            </p>
          )}
          {error && (
            <div
              className="connect__error"
              role="alert"
              data-testid="connect-error"
              data-code={error.code}
              title={error.detail}
            >
              <p>{t(`folio:error-${error.code}`)}</p>
              {phase === 'error' && (
                <Button variant="secondary" onClick={() => void connect(target)} data-testid="connect-retry">
                  {t('folio:retry')}
                </Button>
              )}
            </div>
          )}
          {(phase === 'signed-out' || phase === 'signing-in') && server && (
            <SignInForm
              {...{ server, serverLabel, busy, credentials }}
              serverUrl={session?.serverUrl ?? null}
              signingIn={phase === 'signing-in'}
              onCredentials={(patch) => setCredentials((c) => ({ ...c, ...patch }))}
            />
          )}
        </section>
      </div>
    </div>
  )
}
