/**
 * The toasts, in the page's end corner. While a modal dialog is open the browser makes everything outside
 * it inert (no clicks, no focus, hidden from screen readers), so the toasts are drawn inside the topmost
 * open dialog instead: still above it, clickable, and in its Tab order.
 */
import { createPortal } from 'react-dom'
import { useT } from '../../core/i18n/i18n-store'
import { useToastStore } from '../../core/stores/toast-store'
import { useTopModal } from '../Modal/modal-stack'
import './Toaster.css'
import { Icon, CloseIcon } from '../Icon/Icon'

export function Toaster() {
  const topModal = useTopModal()
  const toasts = <Toasts />
  return topModal ? createPortal(toasts, topModal) : toasts
}

function Toasts() {
  const t = useT()
  const toasts = useToastStore((s) => s.toasts)
  return (
    <div className="toaster" aria-live="polite" data-testid="toaster">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toaster__toast toaster__toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-testid={`toast-${toast.kind}`}
        >
          <span>{toast.message}</span>
          {toast.count > 1 && (
            <span className="toaster__count" data-testid="toast-count">
              ×{toast.count}
            </span>
          )}
          {toast.action && (
            <button
              type="button"
              className="toaster__action"
              onClick={() => useToastStore.getState().act(toast.id)}
              data-testid="toast-action"
            >
              {toast.action.label}
            </button>
          )}
          <button
            type="button"
            className="toaster__close"
            aria-label={t('general:close')}
            onClick={() => useToastStore.getState().dismiss(toast.id)}
          >
            <Icon icon={CloseIcon} />
          </button>
        </div>
      ))}
    </div>
  )
}
