import { useId } from 'react'
import { THEME_SETTINGS, type ThemeSetting } from '@shared/theme'
import { Select } from '../../ui/Select/Select'
import { useI18n, useOfferedLanguages, useT } from '../../core/i18n/i18n-store'
import { useAppStore } from '../../core/stores/app-store'
import { useSchemaStore } from '../../core/stores/schema-store'
import { useSessionStore } from '../../core/stores/session-store'
import { useThemeStore } from '../../core/stores/theme-store'
import { Button, ButtonLink } from '../../ui/Button/Button'
import { routes } from '../../core/routes/routes'
import './AccountView.css'

const LABEL_KEYS: Record<ThemeSetting, string> = {
  auto: 'general:automatic',
  light: 'general:light',
  dark: 'general:dark',
}

export function AccountView() {
  const t = useT()
  const language = useI18n((s) => s.language)
  const languages = useOfferedLanguages()
  const setting = useThemeStore((s) => s.setting)
  const setTheme = useThemeStore((s) => s.setTheme)
  const configTheme = useThemeStore((s) => s.configTheme)
  const info = useAppStore((s) => s.info)
  const session = useSessionStore((s) => s.session)
  const user = session?.user
  const languageId = useId()

  return (
    <div className="account" data-testid="account">
      <h1 className="account__title">{t('authentication:account')}</h1>

      <section className="account__section">
        <p data-testid="signed-in-as">
          {t('folio:signedInAs', { user: String(user?.email ?? user?.username ?? user?.id ?? '') })}
        </p>
        <p className="account__muted" data-testid="connected-to">
          {t('folio:connectedTo', {
            server: session?.target.kind === 'local' ? t('folio:localCms') : (session?.serverUrl ?? ''),
          })}
        </p>
        <div className="account__actions">
          {/* One's own user is a document of the auth collection: its name, password and the rest are edited there. */}
          {user && (
            <ButtonLink
              variant="secondary"
              to={routes.document(user.collection, String(user.id))}
              data-testid="edit-account"
            >
              {t('general:editLabel', { label: t('authentication:account') })}
            </ButtonLink>
          )}
          <Button variant="secondary" onClick={() => void useSessionStore.getState().signOut()} data-testid="sign-out">
            {t('authentication:logOut')}
          </Button>
        </div>
      </section>

      <section className="account__section">
        <div className="account__field">
          <label htmlFor={languageId}>{t('general:language')}</label>
          <Select
            id={languageId}
            label={t('general:language')}
            value={language}
            options={languages.map((l) => ({ value: l.code, label: l.nativeName }))}
            onChange={(code) => void useSchemaStore.getState().switchLanguage(code)}
            testId="language-select"
          />
        </div>
      </section>

      <fieldset className="account__theme" disabled={configTheme !== 'all'}>
        <legend>{t('general:adminTheme')}</legend>
        {THEME_SETTINGS.map((value) => (
          <label key={value} className="account__theme-option">
            <input
              type="radio"
              name="theme"
              value={value}
              checked={setting === value}
              onChange={() => void setTheme(value)}
              data-testid={`theme-${value}`}
            />
            {t(LABEL_KEYS[value])}
          </label>
        ))}
      </fieldset>

      <dl className="account__facts">
        <dt>Folio</dt>
        <dd data-testid="app-version">{info?.version ?? '…'}</dd>
        <dt>Host</dt>
        <dd data-testid="host-kind">{info?.host ?? '…'}</dd>
      </dl>
    </div>
  )
}
