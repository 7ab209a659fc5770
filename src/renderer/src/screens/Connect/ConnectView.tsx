import { useState, type FormEvent } from 'react'
import type { ConnectTarget } from '@shared/session'
import { getBridge } from '../../bridge'
import { useT } from '../../i18n/i18n-store'
import { useSessionStore } from '../../stores/session-store'
import './ConnectView.css'

const isTarget = (a: ConnectTarget, b: ConnectTarget) =>
  a.kind === b.kind && (a.kind === 'local' || (b.kind === 'profile' && a.id === b.id))

/** Shown until someone is signed in: pick the built-in CMS or a saved server, add one, sign in. */
export function ConnectView() {
  const t = useT()
  const session = useSessionStore((s) => s.session)
  const profiles = useSessionStore((s) => s.profiles)
  const { connect, signIn, loadProfiles } = useSessionStore.getState()
  const [name, setName] = useState('')
  const [url, setUrl] = useState('')
  const [profileError, setProfileError] = useState<string | null>(null)
  const [identifier, setIdentifier] = useState('')
  const [password, setPassword] = useState('')

  const phase = session?.phase ?? 'idle'
  const busy = phase === 'connecting' || phase === 'signing-in'
  const target = session?.target ?? { kind: 'local' as const }
  const error = session?.error
  const server = session?.server
  const usernameLogin = server?.loginWithUsername
  const identifierIsUsername = Boolean(usernameLogin) && !(usernameLogin && usernameLogin.allowEmailLogin)

  async function addServer(event: FormEvent) {
    event.preventDefault()
    const result = await getBridge().invoke('renderer:profile-save', { name, url })
    if (!result.ok) {
      setProfileError(t(`folio:error-${result.error.code}`))
      return
    }
    setProfileError(null)
    setName('')
    setUrl('')
    await loadProfiles()
    await connect({ kind: 'profile', id: result.profile.id })
  }

  async function submitSignIn(event: FormEvent) {
    event.preventDefault()
    const looksLikeEmail = identifier.includes('@')
    await signIn(
      identifierIsUsername || (usernameLogin && !looksLikeEmail)
        ? { username: identifier, password }
        : { email: identifier, password },
    )
    setPassword('')
  }

  const serverLabel =
    target.kind === 'local'
      ? t('folio:localCms')
      : (profiles.find((p) => p.id === target.id)?.name ?? session?.serverUrl ?? '')

  return (
    <div className="connect" data-testid="connect">
      <h1 className="connect__title">{t('folio:connectTitle')}</h1>
      <div className="connect__layout">
        <section className="connect__servers" aria-label={t('folio:savedServers')}>
          <ul className="connect__list">
            <li>
              <button
                type="button"
                className={`connect__server${isTarget(target, { kind: 'local' }) ? ' connect__server--active' : ''}`}
                onClick={() => void connect({ kind: 'local' })}
                disabled={busy}
                data-testid="connect-local"
              >
                <strong>{t('folio:localCms')}</strong>
                <span>{t('folio:localCmsHint')}</span>
              </button>
            </li>
            {profiles.map((profile) => (
              <li key={profile.id}>
                <button
                  type="button"
                  className={`connect__server${isTarget(target, { kind: 'profile', id: profile.id }) ? ' connect__server--active' : ''}`}
                  onClick={() => void connect({ kind: 'profile', id: profile.id })}
                  disabled={busy}
                  data-testid={`connect-profile-${profile.id}`}
                >
                  <strong>{profile.name}</strong>
                  <span>{profile.url}</span>
                </button>
              </li>
            ))}
          </ul>
          <form className="connect__add" onSubmit={(event) => void addServer(event)} data-testid="add-server-form">
            <h2>{t('folio:addServer')}</h2>
            <label>
              {t('folio:serverName')}
              <input
                className="input"
                value={name}
                onChange={(e) => setName(e.target.value)}
                data-testid="server-name"
              />
            </label>
            <label>
              {t('folio:serverUrl')}
              <input
                className="input"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                placeholder="https://cms.example.com"
                required
                data-testid="server-url"
              />
            </label>
            {profileError && (
              <p className="connect__error" role="alert" data-testid="profile-error">
                {profileError}
              </p>
            )}
            <button type="submit" className="btn" disabled={busy} data-testid="save-server">
              {t('folio:saveServer')}
            </button>
          </form>
        </section>

        <section className="connect__status" aria-live="polite">
          {phase === 'connecting' && <p data-testid="connect-progress">{t('folio:connecting')}</p>}
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
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => void connect(target)}
                  data-testid="connect-retry"
                >
                  {t('folio:retry')}
                </button>
              )}
            </div>
          )}
          {(phase === 'signed-out' || phase === 'signing-in') && server && (
            <form
              className="connect__sign-in"
              onSubmit={(event) => void submitSignIn(event)}
              data-testid="sign-in-form"
            >
              <h2>{t('folio:signInTo', { server: serverLabel })}</h2>
              <label>
                {identifierIsUsername ? t('authentication:username') : t('general:email')}
                <input
                  className="input"
                  value={identifier}
                  onChange={(e) => setIdentifier(e.target.value)}
                  type={identifierIsUsername || usernameLogin ? 'text' : 'email'}
                  autoComplete="username"
                  required
                  data-testid="sign-in-identifier"
                />
              </label>
              <label>
                {t('general:password')}
                <input
                  className="input"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  type="password"
                  autoComplete="current-password"
                  required
                  data-testid="sign-in-password"
                />
              </label>
              <button type="submit" className="btn" disabled={busy} data-testid="sign-in-submit">
                {phase === 'signing-in' ? t('folio:signingIn') : t('authentication:login')}
              </button>
            </form>
          )}
        </section>
      </div>
    </div>
  )
}
