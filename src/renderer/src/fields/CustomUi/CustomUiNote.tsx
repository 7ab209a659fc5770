/**
 * Says that the server declares its own admin components for a field, which Folio cannot run: the field
 * is shown with Folio's own renderer (or, for a UI field, only by its label), never silently left out.
 */
import type { FolioClientField } from '@shared/protocol'
import { useT } from '../../core/i18n/i18n-store'
import { editViewSlots } from './custom-slots'
import './custom-ui.css'
import { Icon, CustomComponentIcon } from '../../ui/Icon/Icon'

export function CustomUiNote({ field, path }: { field: FolioClientField; path: string }) {
  const t = useT()
  const slots = editViewSlots(field)
  if (!slots.length) return null
  return (
    <span className="field-custom-ui" role="note" data-testid={`custom-ui-${path}`} data-slots={slots.join(' ')}>
      <span className="field-custom-ui__icon" aria-hidden="true">
        <Icon icon={CustomComponentIcon} size={14} />
      </span>
      {t('folio:customUiNotShown')}
    </span>
  )
}

/** A UI field has no value: Folio shows its label and the note in its place. */
export function CustomUiField({ field, path, label }: { field: FolioClientField; path: string; label: string }) {
  if (!editViewSlots(field).length) return null
  return (
    <div className="field field--ui" data-testid={`field-${path}`}>
      {label && <span className="field__label">{label}</span>}
      <CustomUiNote field={field} path={path} />
    </div>
  )
}
