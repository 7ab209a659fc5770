/** The chosen fields, each with the edit view's own renderer at its path, and a button taking it out. */
import { RenderFields } from '../../../fields/RenderFields'
import { useT } from '../../../core/i18n/i18n-store'
import type { FieldOption } from './field-options'

export function ChosenFields({ chosen, onRemove }: { chosen: FieldOption[]; onRemove: (option: FieldOption) => void }) {
  const t = useT()
  return (
    <div className="edit-many__fields">
      {chosen.map((option) => (
        <div key={option.path} className="edit-many__field" data-testid={`edit-many-chosen-${option.path}`}>
          <RenderFields fields={[option.field]} path={option.parentPath} />
          <button
            type="button"
            className="edit-many__remove"
            aria-label={`${t('general:remove')}: ${option.label}`}
            onClick={() => onRemove(option)}
            data-testid={`edit-many-remove-${option.path}`}
          >
            {t('general:remove')}
          </button>
        </div>
      ))}
    </div>
  )
}
