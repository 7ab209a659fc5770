/**
 * The drawer Payload's list shows for "Edit" on a selection: pick fields, give them values with the
 * edit view's own field renderers, and apply those values (only those) to every selected document.
 * The caller runs the requests; nothing is applied while a chosen field is invalid.
 */
import { useId, useRef, useState } from 'react'
import { Dialog } from '../../../ui/Modal/Dialog'
import { FieldContext, type FieldContextValue } from '../../../fields/common/context'
import '../../../fields/fields.css'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { pluralLabel, singularLabel } from '../../../core/schema/schema'
import { useEntity } from '../../../core/stores/use-entity'
import { ChosenFields } from './ChosenFields'
import { DiscardConfirm } from './DiscardConfirm'
import { EditManyActions, type ApplyMode } from './EditManyActions'
import { FieldPicker } from './FieldPicker'
import { focusField } from './focus-field'
import { useEditMany } from './use-edit-many'
import './EditManyDrawer.css'
import { DrawerHeader } from '../../../ui/Modal/DrawerHeader'

export interface EditManyDrawerProps {
  slug: string
  count: number
  drafts: boolean
  mayPublish: boolean
  onApply: (data: Record<string, unknown>, mode: 'save' | 'draft' | 'publish') => void
  onClose: () => void
  /** Put away (not modal) while its values are applied, kept with what was typed. */
  hidden?: boolean
}

export function EditManyDrawer({ slug, count, drafts, mayPublish, onApply, onClose, hidden }: EditManyDrawerProps) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const { schema, access, entity } = useEntity('collection', slug)
  const edit = useEditMany({ entity, schema, access, language, t })
  const [confirming, setConfirming] = useState(false)
  const body = useRef<HTMLDivElement>(null)
  const titleId = useId()

  if (!schema || !entity) return null
  const label = count === 1 ? singularLabel(entity, language) : pluralLabel(entity, language)
  const context: FieldContextValue = { form: edit.form, schema, language, t, readOnly: false }
  const requestClose = () => (edit.hasInput() ? setConfirming(true) : onClose())
  const apply = (mode: ApplyMode) => {
    const result = edit.check()
    if ('data' in result) onApply(result.data, mode)
    else focusField(body.current, result.firstInvalid)
  }

  return (
    <Dialog
      variant="drawer"
      className="edit-many"
      labelledBy={titleId}
      testId="edit-many-drawer"
      initialFocus=".edit-many__picker input"
      onCancel={requestClose}
      hidden={hidden}
    >
      <div ref={body} className="edit-many__body">
        <DrawerHeader block="edit-many" titleId={titleId} onClose={requestClose} closeTestId="edit-many-close">
          {t('general:editingLabel', { count, label })}
        </DrawerHeader>
        <FieldContext.Provider value={context}>
          <FieldPicker options={edit.options} chosen={edit.chosenPaths} onToggle={edit.toggle} />
          <ChosenFields chosen={edit.chosen} onRemove={(option) => edit.toggle(option, false)} />
        </FieldContext.Provider>
        {edit.invalid && (
          <p className="edit-many__invalid" role="alert" data-testid="edit-many-invalid">
            {t('error:correctInvalidFields')}
          </p>
        )}
        <EditManyActions drafts={drafts} mayPublish={mayPublish} disabled={edit.chosen.length === 0} onApply={apply} />
        {confirming && <DiscardConfirm onKeep={() => setConfirming(false)} onDiscard={onClose} />}
      </div>
    </Dialog>
  )
}
