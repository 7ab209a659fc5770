/**
 * Validation on every change, in the renderer, with no request (spec point 5): at most once per
 * animation frame. Before the first save attempt only the fields the editor changed show errors;
 * after it, every field does, as Payload's form does after submit.
 */
import { useCallback, useEffect, useRef } from 'react'
import type { FolioClientField } from '../../../../cms/plugin/protocol'
import type { Translate } from '../../i18n/translate'
import type { FormStore } from '../../lib/form/form-store'
import { validateDocument, type FieldValidationError } from '../../lib/validation'

export function useClientValidation(form: FormStore, fields: FolioClientField[] | undefined, t: Translate, enabled: boolean) {
  const submitted = useRef(false)
  const touched = useRef(new Set<string>())
  const baseline = useRef<Map<string, unknown> | null>(null)

  const run = useCallback((): FieldValidationError[] => {
    if (!fields) return []
    const errors = validateDocument(fields, form.getData() as Record<string, unknown>, t)
    const shown = submitted.current ? errors : errors.filter((e) => touched.current.has(e.path) || [...touched.current].some((p) => e.path.startsWith(`${p}.`)))
    form.setErrors(shown)
    return errors
  }, [form, fields, t])

  useEffect(() => {
    if (!enabled || !fields) return
    submitted.current = false
    touched.current = new Set()
    baseline.current = new Map(form.snapshot())
    let frame = 0
    const unsubscribe = form.subscribeForm(() => {
      // Which paths changed since the form was loaded: those are the touched fields.
      const now = form.snapshot()
      for (const [path, value] of now) if (!Object.is(baseline.current?.get(path), value)) touched.current.add(path)
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => void run())
    })
    return () => {
      unsubscribe()
      cancelAnimationFrame(frame)
    }
  }, [enabled, fields, form, run])

  /** Before saving: show every error; true when the document may be sent. */
  const validateForSubmit = useCallback((): boolean => {
    submitted.current = true
    return run().length === 0
  }, [run])

  return { validateForSubmit }
}
