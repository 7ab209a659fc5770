import { THEME_SETTINGS, type ThemeSetting } from '../../../../shared/theme'
import { useT } from '../../i18n/i18n-store'
import { useThemeStore } from '../../stores/theme-store'
import './AccountView.css'

const LABEL_KEYS: Record<ThemeSetting, string> = { auto: 'general:automatic', light: 'general:light', dark: 'general:dark' }

export function AccountView() {
  const t = useT()
  const setting = useThemeStore((s) => s.setting)
  const setTheme = useThemeStore((s) => s.setTheme)
  return (
    <div className="account" data-testid="account">
      <h1 className="account__title">{t('authentication:account')}</h1>
      <fieldset className="account__theme">
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
    </div>
  )
}
