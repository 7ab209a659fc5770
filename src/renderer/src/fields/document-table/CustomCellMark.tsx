import { useT } from '../../core/i18n/i18n-store'
import { Icon, CustomComponentIcon } from '../../ui/Icon/Icon'

/** A column whose cells the server draws with its own component: Folio shows the plain value and says so. */
export function CustomCellMark({ name }: { name: string }) {
  const t = useT()
  const text = t('folio:customCellNotShown')
  return (
    <span className="list__custom-cell" role="note" title={text} data-testid={`custom-cell-${name}`}>
      <Icon icon={CustomComponentIcon} size={14} />
      <span className="visually-hidden">{text}</span>
    </span>
  )
}
