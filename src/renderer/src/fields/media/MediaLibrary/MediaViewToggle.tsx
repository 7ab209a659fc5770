/** Grid or list: two pressed-state buttons, shared by the media library and an upload collection's list. */
import { useT } from '../../../core/i18n/i18n-store'
import { GridViewIcon, Icon, ListViewIcon } from '../../../ui/Icon/Icon'
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
    <button
      type="button"
      className={`btn btn--secondary btn--small${view === which ? ' btn--active' : ''}`}
      aria-pressed={view === which}
      aria-label={label}
      title={label}
      onClick={() => onView(which)}
      data-testid={`${testId}-${which}`}
    >
      <Icon icon={icon} size={16} />
    </button>
  )
  return (
    <span className="media-view-toggle" role="group" aria-label={t('folio:mediaView')}>
      {button('grid', t('folio:mediaGridView'), GridViewIcon)}
      {button('list', t('folio:mediaListView'), ListViewIcon)}
    </span>
  )
}
