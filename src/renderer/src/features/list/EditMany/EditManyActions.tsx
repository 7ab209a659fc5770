/** Save, or with drafts Save draft and (when the user may publish) Publish changes; none before a field is chosen. */
import { useT } from '../../../core/i18n/i18n-store'
import { Button, type ButtonVariant } from '../../../ui/Button/Button'

export type ApplyMode = 'save' | 'draft' | 'publish'

const BUTTONS: Record<ApplyMode, { label: string; variant: ButtonVariant }> = {
  save: { label: 'general:save', variant: 'primary' },
  draft: { label: 'version:saveDraft', variant: 'secondary' },
  publish: { label: 'version:publishChanges', variant: 'primary' },
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
        <Button
          key={mode}
          variant={BUTTONS[mode].variant}
          disabled={disabled}
          onClick={() => onApply(mode)}
          data-testid={`edit-many-${mode}`}
        >
          {t(BUTTONS[mode].label)}
        </Button>
      ))}
    </div>
  )
}
