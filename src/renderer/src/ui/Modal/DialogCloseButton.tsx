/**
 * The × in a dialog's or drawer's header: a real button named "Close" in the UI language. Marked
 * `data-dialog-close`, so the dialog's first focus skips it for the first field (use-native-dialog).
 */
import { useT } from '../../core/i18n/i18n-store'
import { CloseIcon, Icon } from '../Icon/Icon'

export function DialogCloseButton({
  className,
  onClick,
  testId,
}: {
  className: string
  onClick: () => void
  testId?: string
}) {
  const t = useT()
  return (
    <button
      type="button"
      className={className}
      aria-label={t('general:close')}
      onClick={onClick}
      data-dialog-close
      data-testid={testId}
    >
      <Icon icon={CloseIcon} />
    </button>
  )
}
