import { useEffect, useState } from 'react'
import { useT } from '../../i18n/i18n-store'
import { Modal } from '../Modal/Modal'
import './ShortcutsHelp.css'

const isMac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform)

/** '?' (outside a text field) lists the keyboard shortcuts in a dialog; Escape closes it. */
export function ShortcutsHelp() {
  const t = useT()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      const typing = target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
      if (event.key === '?' && !typing) {
        event.preventDefault()
        setOpen((o) => !o)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  if (!open) return null
  const rows: Array<[string, string]> = [
    [isMac ? '⌘ S' : 'Ctrl S', t('folio:shortcutSave')],
    ['Alt ↑ / Alt ↓', t('folio:shortcutMoveRow')],
    ['?', t('folio:shortcutHelp')],
  ]
  return (
    <Modal
      title={t('folio:shortcuts')}
      testId="shortcuts-help"
      onCancel={() => setOpen(false)}
      actions={
        <button type="button" className="btn" onClick={() => setOpen(false)} data-testid="shortcuts-close">
          {t('general:close')}
        </button>
      }
    >
      <dl className="shortcuts-help__list">
        {rows.map(([keys, what]) => (
          <div key={keys} className="shortcuts-help__row">
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  )
}
