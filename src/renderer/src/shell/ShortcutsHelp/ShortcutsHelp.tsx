import { formatKeys, SHORTCUTS } from '@shared/shortcuts'
import { useT } from '../../core/i18n/i18n-store'
import { isMacPlatform } from '../../core/lib/platform'
import { useCommandStore } from '../../core/stores/command-store'
import { Modal } from '../../ui/Modal/Modal'
import { Button } from '../../ui/Button/Button'
import './ShortcutsHelp.css'

/** The keyboard shortcuts, from the one table ('?' outside a text field opens it); Escape closes it. */
export function ShortcutsHelp() {
  const t = useT()
  const open = useCommandStore((s) => s.helpOpen)
  if (!open) return null
  const close = () => useCommandStore.getState().setHelpOpen(false)
  const isMac = isMacPlatform()
  return (
    <Modal
      title={t('folio:shortcuts')}
      testId="shortcuts-help"
      onCancel={close}
      actions={
        <Button variant="secondary" onClick={close} data-testid="shortcuts-close">
          {t('general:close')}
        </Button>
      }
    >
      <dl className="shortcuts-help__list">
        {SHORTCUTS.filter((shortcut) => shortcut.keys).map((shortcut) => (
          <div key={shortcut.id} className="shortcuts-help__row" data-testid={`shortcut-${shortcut.id}`}>
            <dt>
              <kbd>{formatKeys(shortcut.keys!, isMac)}</kbd>
            </dt>
            <dd>{t(shortcut.label)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  )
}
