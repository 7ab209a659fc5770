/**
 * Validation on every change, in the renderer, with no request. A keystroke checks
 * only the field that changed, so typing stays fast in a 1,000-row document; saving checks them all
 * and from then on every error shows, as Payload's form does after submit.
 */
import { useCallback, useEffect } from 'react'
import type { FolioClientField } from '@shared/protocol'
import type { Translate } from '../i18n/translate'
import { fieldAtPath } from '../form/field-at-path'
import type { FormStore } from '../form/form-store'
import { validateDocument, validateField, type FieldValidationError } from './'

/** The path or one of its parents is hidden by a condition. */
function isUnderHidden(form: FormStore, path: string): boolean {
  for (let end = path.length; end > 0; end = path.lastIndexOf('.', end - 1))
    if (form.isHidden(path.slice(0, end))) return true
  return false
}

/** Only the confirm-password rule reads its siblings; other fields skip building them per keystroke. */
const siblingsFor = (form: FormStore, type: string) =>
  type === 'confirmPassword' ? { siblingData: { password: form.getValue('password') } } : undefined

export function useClientValidation(
  form: FormStore,
  fields: FolioClientField[] | undefined,
  t: Translate,
  enabled: boolean,
) {
  useEffect(() => {
    if (!enabled || !fields) return
    const blockTypeAt = (arrayPath: string, index: number) => form.getRows(arrayPath)[index]?.blockType
    return form.subscribeForm((path) => {
      if (path === null) return
      const field = fieldAtPath(fields, path, blockTypeAt)
      if (!field || isUnderHidden(form, path)) return
      const result = validateField(field, form.getValue(path), t, siblingsFor(form, field.type))
      form.setError(path, result === true ? undefined : result)
      // The confirmation follows the password it must equal.
      if (path === 'password' && form.getValue('confirm-password')) {
        const confirm = fieldAtPath(fields, 'confirm-password', blockTypeAt)
        const again = confirm
          ? validateField(confirm, form.getValue('confirm-password'), t, siblingsFor(form, confirm.type))
          : true
        form.setError('confirm-password', again === true ? undefined : again)
      }
    })
  }, [enabled, fields, form, t])

  /**
   * Before saving: every field is checked and its error shown; returns the errors that stop the save
   * (none: it may be sent). A draft (`draft`: a draft save or an autosave) may be incomplete, so only
   * what no save may store stops it (a value typed that cannot be sent, a length or a range broken);
   * the other errors shown stay as they are.
   */
  const validateForSubmit = useCallback(
    (draft = false): FieldValidationError[] => {
      if (!fields) return []
      // Fields hidden by their condition are not validated, as in Payload.
      const errors = validateDocument(fields, form.getData() as Record<string, unknown>, t, { draft }).filter(
        (e) => !isUnderHidden(form, e.path),
      )
      if (draft) for (const error of errors) form.setError(error.path, error.message)
      else form.setErrors(errors)
      return errors
    },
    [fields, form, t],
  )

  return { validateForSubmit }
}
