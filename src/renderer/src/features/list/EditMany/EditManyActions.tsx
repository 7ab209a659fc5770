/** Save, or with drafts Save draft and (when the user may publish) Publish changes; none before a field is chosen. */
import { useT } from '../../../core/i18n/i18n-store'

export type ApplyMode = 'save' | 'draft' | 'publish'

const BUTTONS: Record<ApplyMode, { label: string; className: string }> = {
  save: { label: 'general:save', className: 'btn' },
  draft: { label: 'version:saveDraft', className: 'btn btn--secondary' },
  publish: { label: 'version:publishChanges', className: 'btn' },
}

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
  const modes: ApplyMode[] = !drafts ? ['save'] : mayPublish ? ['draft', 'publish'] : ['draft']
  return (
    <div className="edit-many__actions">
      {modes.map((mode) => (
        <button
          key={mode}
          type="button"
          className={BUTTONS[mode].className}
          disabled={disabled}
          onClick={() => onApply(mode)}
          data-testid={`edit-many-${mode}`}
        >
          {t(BUTTONS[mode].label)}
        </button>
      ))}
    </div>
  )
}
