/**
 * Over the current screen when the server no longer accepts the session: the same user signs in again
 * on the same server, and nothing on the screen (or typed there) is lost. It has no way out but signing
 * in: signing out would drop the local drafts that keep the unsaved edits.
 */
import { useId, useRef, useState, type FormEvent } from 'react'
import { useT } from '../../core/i18n/i18n-store'
import { useSessionStore } from '../../core/stores/session-store'
import { Modal } from '../../ui/Modal/Modal'
import { useSessionCheck } from './use-session-check'
import { Button } from '../../ui/Button/Button'
import './SessionPrompt.css'

export function SessionPrompt() {
  const session = useSessionStore((s) => s.session)
  useSessionCheck()
  if (session?.phase !== 'signed-in' || !session.rejected || !session.user) return null
  const { email, username } = session.user
  return <SessionPromptDialog identifier={email ?? username ?? ''} byUsername={!email && Boolean(username)} />
}

function SessionPromptDialog({ identifier, byUsername }: { identifier: string; byUsername: boolean }) {
  const t = useT()
  const error = useSessionStore((s) => s.session?.error)
  const [password, setPassword] = useState('')
  const [working, setWorking] = useState(false)
  const formId = useId()
  const passwordRef = useRef<HTMLInputElement>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setWorking(true)
    try {
      await useSessionStore
        .getState()
        .signIn(byUsername ? { username: identifier, password } : { email: identifier, password })
    } finally {
      setWorking(false)
      setPassword('')
      passwordRef.current?.focus()
    }
  }

  return (
    // Focus starts in the password, Tab stays in the dialog, and goes back where it was once signed in.
    // No onCancel: Escape does not close it, signing in is the only way on.
    <Modal
      title={t('folio:sessionEndedTitle')}
      testId="session-prompt"
      initialFocus='[data-testid="session-prompt-password"]'
      actions={
        <Button type="submit" form={formId} disabled={working} data-testid="session-prompt-submit">
          {working ? t('folio:signingIn') : t('authentication:login')}
        </Button>
      }
    >
      <p>{t('folio:sessionEndedText', { user: identifier })}</p>
      <form id={formId} className="session-prompt" onSubmit={(event) => void submit(event)}>
        <label>
          {byUsername ? t('authentication:username') : t('general:email')}
          <input
            className="input"
            value={identifier}
            readOnly
            autoComplete="username"
            data-testid="session-prompt-identifier"
          />
        </label>
        <label>
          {t('general:password')}
          <input
            ref={passwordRef}
            className="input"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            required
            data-testid="session-prompt-password"
          />
        </label>
        {error && (
          <p className="session-prompt__error" role="alert" data-testid="session-prompt-error">
            {t(`folio:error-${error.code}`)}
          </p>
        )}
      </form>
    </Modal>
  )
}
