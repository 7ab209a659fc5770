import { useState, type FormEvent } from 'react'
import type { ConnectTarget } from '@shared/session'
import { getBridge } from '../../core/bridge'
import { useT } from '../../core/i18n/i18n-store'
import { useSessionStore } from '../../core/stores/session-store'
import { Button } from '../../ui/Button/Button'

const isTarget = (a: ConnectTarget, b: ConnectTarget) =>
  a.kind === b.kind && (a.kind === 'local' || (b.kind === 'profile' && a.id === b.id))

/** The built-in CMS and the saved servers to connect to, and the form that adds (and connects to) one. */
export function ServerList({ target, busy }: { target: ConnectTarget; busy: boolean }) {
  const t = useT()
  const profiles = useSessionStore((s) => s.profiles)
  const { connect } = useSessionStore.getState()
  const serverClass = (of: ConnectTarget) => `connect__server${isTarget(target, of) ? ' connect__server--active' : ''}`
  return (
    <section className="connect__servers" aria-label={t('folio:savedServers')}>
      <ul className="connect__list">
        <li>
          <button
            type="button"
            className={serverClass({ kind: 'local' })}
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
              className={serverClass({ kind: 'profile', id: profile.id })}
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
      <AddServerForm busy={busy} />
    </section>
  )
}

function AddServerForm({ busy }: { busy: boolean }) {
  const t = useT()
  const { connect, loadProfiles } = useSessionStore.getState()
  const [name, setName] = useState('')
  const [url, setUrl] = useState('')
  const [profileError, setProfileError] = useState<string | null>(null)

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

  return (
    <form className="connect__add" onSubmit={(event) => void addServer(event)} data-testid="add-server-form">
      <h2>{t('folio:addServer')}</h2>
      <label>
        {t('folio:serverName')}
        <input className="input" value={name} onChange={(e) => setName(e.target.value)} data-testid="server-name" />
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
      <Button type="submit" disabled={busy} data-testid="save-server">
        {t('folio:saveServer')}
      </Button>
    </form>
  )
}
