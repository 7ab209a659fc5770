import type { FormEvent } from 'react'
import type { ServerInfo } from '@shared/session'
import { useT } from '../../i18n/i18n-store'
import { useSessionStore } from '../../stores/session-store'

interface SignInFormProps {
  server: ServerInfo
  /** The server's name as the list shows it. */
  serverLabel: string
  signingIn: boolean
  busy: boolean
  /** Kept by the view: what was typed survives the form being hidden while a connection is retried. */
  credentials: { identifier: string; password: string }
  onCredentials: (patch: Partial<{ identifier: string; password: string }>) => void
}

/** Email or username (as the server's auth allows) and password. */
export function SignInForm({ server, serverLabel, signingIn, busy, credentials, onCredentials }: SignInFormProps) {
  const t = useT()
  const { signIn } = useSessionStore.getState()
  const { identifier, password } = credentials
  const usernameLogin = server.loginWithUsername
  const identifierIsUsername = Boolean(usernameLogin) && !(usernameLogin && usernameLogin.allowEmailLogin)

  async function submitSignIn(event: FormEvent) {
    event.preventDefault()
    const looksLikeEmail = identifier.includes('@')
    await signIn(
      identifierIsUsername || (usernameLogin && !looksLikeEmail)
        ? { username: identifier, password }
        : { email: identifier, password },
    )
    onCredentials({ password: '' })
  }

  return (
    <form className="connect__sign-in" onSubmit={(event) => void submitSignIn(event)} data-testid="sign-in-form">
      <h2>{t('folio:signInTo', { server: serverLabel })}</h2>
      <label>
        {identifierIsUsername ? t('authentication:username') : t('general:email')}
        <input
          className="input"
          value={identifier}
          onChange={(e) => onCredentials({ identifier: e.target.value })}
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
          onChange={(e) => onCredentials({ password: e.target.value })}
          type="password"
          autoComplete="current-password"
          required
          data-testid="sign-in-password"
        />
      </label>
      <button type="submit" className="btn" disabled={busy} data-testid="sign-in-submit">
        {signingIn ? t('folio:signingIn') : t('authentication:login')}
      </button>
    </form>
  )
}
