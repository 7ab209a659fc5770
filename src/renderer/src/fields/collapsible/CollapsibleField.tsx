/** A collapsible field: its fields under a toggle, at its parent's path; a refused save revealing one opens it. */
import { useState } from 'react'
import { fieldsHoldPath } from '../../core/schema/reveal-path'
import { useRevealTarget } from '../../core/form/reveal'
import { labelText } from '../../core/schema/schema'
import { useFieldContext } from '../common/context'
import { useFieldRenderer } from '../common/field-renderer'
import type { FieldProps } from '../common/input'

export function CollapsibleField({ field, path }: FieldProps) {
  const { form, language } = useFieldContext()
  const renderFields = useFieldRenderer()
  const [open, setOpen] = useState(!(field.admin as { initCollapsed?: boolean } | undefined)?.initCollapsed)
  // A refused save revealing a field inside opens it (adjusted while rendering, as React advises).
  const target = useRevealTarget(form)
  const [seenTarget, setSeenTarget] = useState<string | null>(null)
  if (target !== seenTarget) {
    setSeenTarget(target)
    if (!open && target && fieldsHoldPath(field.fields ?? [], path, target)) setOpen(true)
  }
  const label = labelText(field.label, language, 'Collapsible')
  return (
    <section className="field-collapsible">
      <button
        type="button"
        className="field-collapsible__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid={`collapsible-${label}`}
      >
        {label}
      </button>
      {open && <div className="field-collapsible__body">{renderFields({ fields: field.fields ?? [], path })}</div>}
    </section>
  )
}
