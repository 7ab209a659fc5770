/** Grid or list: two pressed-state buttons, shared by the media library and an upload collection's list. */
import { IconButton } from '@renderer/ui/Button/Button'
import { useT } from '../../../core/i18n/i18n-store'
import { GridViewIcon, ListViewIcon } from '../../../ui/Icon/Icon'
import type { MediaView } from './MediaGrid'
import './MediaGrid.css'

export function MediaViewToggle({
  view,
  onView,
  testId,
}: {
  view: MediaView
  onView: (view: MediaView) => void
  testId: string
}) {
  const t = useT()
  const button = (which: MediaView, label: string, icon: typeof GridViewIcon) => (
    <IconButton
      icon={icon}
      label={label}
      variant="secondary"
      size="small"
      active={view === which}
      aria-pressed={view === which}
      onClick={() => onView(which)}
      data-testid={`${testId}-${which}`}
    />
  )
  return (
    <span className="media-view-toggle" role="group" aria-label={t('folio:mediaView')}>
      {button('grid', t('folio:mediaGridView'), GridViewIcon)}
      {button('list', t('folio:mediaListView'), ListViewIcon)}
    </span>
  )
}
