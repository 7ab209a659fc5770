/**
 * The server's form state for the open document (`form-state-asker.ts`): asked after a pause in
 * editing and after each save, while the form is loaded.
 */
import { useEffect, useRef } from 'react'
import type { FormStore } from '../../../core/form/form-store'
import { formStateCheckRequest, invokeApi, type DocumentTarget } from '../../../core/requests'
import { createFormStateAsker } from '../../../core/form/form-state-asker'

export { FORM_STATE_PAUSE_MS } from '../../../core/form/form-state-asker'

export interface FormStateOptions {
  form: FormStore
  /** The form is loaded. */
  enabled: boolean
  target: DocumentTarget
  locale?: string
  language: string
  /** The entity has fields with `admin.condition`. */
  conditions: boolean
  /** The entity has relationship/upload fields with `filterOptions`: they follow the data too. */
  filterOptions?: boolean
  /** The editor may save: the server validates (it refuses validation to those who may not). */
  validate: boolean
  /** Bumped after each save: asked again then, and every error the server finds is shown. */
  revision: number
}

export function useFormState({
  form,
  enabled,
  target,
  locale,
  language,
  conditions,
  filterOptions = false,
  validate,
  revision,
}: FormStateOptions) {
  const askRef = useRef<((afterSave: boolean) => void) | null>(null)
  useEffect(() => {
    if (!enabled || (!conditions && !filterOptions && !validate)) return
    const asker = createFormStateAsker({
      form,
      validate,
      send: (data) =>
        invokeApi(formStateCheckRequest(target, data, { locale, language, validate, conditions, filterOptions })),
    })
    askRef.current = (afterSave) => asker.ask(afterSave)
    return () => {
      askRef.current = null
      asker.stop()
    }
  }, [form, enabled, target, locale, language, conditions, filterOptions, validate])

  // After each save (not on opening: the opening call answered for the loaded data).
  const seenRevision = useRef(revision)
  useEffect(() => {
    if (revision === seenRevision.current) return
    seenRevision.current = revision
    askRef.current?.(true)
  }, [revision])
}
