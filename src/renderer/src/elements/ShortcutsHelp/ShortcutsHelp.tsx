import { useEffect, useState } from 'react'
import { useT } from '../../i18n/i18n-store'
import './ShortcutsHelp.css'

const isMac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform)

/** '?' (outside a text field) lists the keyboard shortcuts; Escape closes the list. */
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
      } else if (event.key === 'Escape') setOpen(false)
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
    <div
      className="modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby="shortcuts-title"
      data-testid="shortcuts-help"
      onClick={() => setOpen(false)}
    >
      <div className="modal__box" onClick={(e) => e.stopPropagation()}>
        <h2 id="shortcuts-title">{t('folio:shortcuts')}</h2>
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
        <div className="modal__actions">
          <button type="button" className="btn" onClick={() => setOpen(false)} autoFocus data-testid="shortcuts-close">
            {t('general:close')}
          </button>
        </div>
      </div>
    </div>
  )
}
