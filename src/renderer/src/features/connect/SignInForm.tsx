import { useState, type FormEvent } from 'react'
import { isPlainHttpToNetwork } from '@shared/plain-http'
import type { ServerInfo } from '@shared/session'
import { ConfirmModal } from '../../ui/Modal/ConfirmModal'
import { useT } from '../../core/i18n/i18n-store'
import { useSessionStore } from '../../core/stores/session-store'
import { Button } from '../../ui/Button/Button'

interface SignInFormProps {
  server: ServerInfo
  /** The server's name as the list shows it. */
  serverLabel: string
  /** The server's address: plain http to another machine is asked about before the password goes. */
  serverUrl: string | null
  signingIn: boolean
  busy: boolean
  /** Kept by the view: what was typed survives the form being hidden while a connection is retried. */
  credentials: { identifier: string; password: string }
  onCredentials: (patch: Partial<{ identifier: string; password: string }>) => void
}

/** Email or username (as the server's auth allows) and password. */
export function SignInForm(props: SignInFormProps) {
  const { server, serverLabel, serverUrl, signingIn, busy, credentials, onCredentials } = props
  const t = useT()
  const { signIn } = useSessionStore.getState()
  const { identifier, password } = credentials
  const usernameLogin = server.loginWithUsername
  const identifierIsUsername = Boolean(usernameLogin) && !(usernameLogin && usernameLogin.allowEmailLogin)
  // Asked once per address in this form: the answer holds until the user picks another server.
  const [askingPlainHttp, setAskingPlainHttp] = useState(false)
  const [plainHttpAccepted, setPlainHttpAccepted] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (isPlainHttpToNetwork(serverUrl) && plainHttpAccepted !== serverUrl) return setAskingPlainHttp(true)
    void sendSignIn()
  }

  async function sendSignIn() {
    const looksLikeEmail = identifier.includes('@')
    await signIn(
      identifierIsUsername || (usernameLogin && !looksLikeEmail)
        ? { username: identifier, password }
        : { email: identifier, password },
    )
    onCredentials({ password: '' })
  }

  return (
    <form className="connect__sign-in" onSubmit={submit} data-testid="sign-in-form">
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
      <Button type="submit" disabled={busy} data-testid="sign-in-submit">
        {signingIn ? t('folio:signingIn') : t('authentication:login')}
      </Button>
      {askingPlainHttp && (
        <ConfirmModal
          title={t('folio:plainHttpTitle')}
          testIds={{ dialog: 'plain-http-prompt', cancel: 'plain-http-cancel', confirm: 'plain-http-sign-in' }}
          confirmLabel={t('folio:plainHttpSignIn')}
          onConfirm={() => {
            setAskingPlainHttp(false)
            setPlainHttpAccepted(serverUrl)
            void sendSignIn()
          }}
          onCancel={() => setAskingPlainHttp(false)}
        >
          <p>{t('folio:plainHttpWarning', { server: serverUrl ?? serverLabel })}</p>
        </ConfirmModal>
      )}
    </form>
  )
}
