/** Save, or with drafts Save draft and (when the user may publish) Publish changes; none before a field is chosen. */
import { useT } from '../../../i18n/i18n-store'

export type ApplyMode = 'save' | 'draft' | 'publish'

export function EditManyActions({
  drafts,
  mayPublish,
  disabled,
  onApply,
}: {
  drafts: boolean
  mayPublish: boolean
  disabled: boolean
  onApply: (mode: ApplyMode) => void
}) {
  const t = useT()
  if (!drafts)
    return (
      <div className="edit-many__actions">
        <button
          type="button"
          className="btn"
          disabled={disabled}
          onClick={() => onApply('save')}
          data-testid="edit-many-save"
        >
          {t('general:save')}
        </button>
      </div>
    )
  return (
    <div className="edit-many__actions">
      <button
        type="button"
        className="btn btn--secondary"
        disabled={disabled}
        onClick={() => onApply('draft')}
        data-testid="edit-many-draft"
      >
        {t('version:saveDraft')}
      </button>
      {mayPublish && (
        <button
          type="button"
          className="btn"
          disabled={disabled}
          onClick={() => onApply('publish')}
          data-testid="edit-many-publish"
        >
          {t('version:publishChanges')}
        </button>
      )}
    </div>
  )
}
