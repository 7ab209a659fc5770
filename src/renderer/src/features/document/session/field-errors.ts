/**
 * The server's field errors after a refused save: the toast names each field by the labels the
 * editor sees ("Content › Hero 02 › Style: This field is required"), and the rows on the way to
 * each open, with the first field scrolled into view and focused, as Payload's admin does.
 */
import type { FieldError } from '@shared/api'
import type { FolioClientField } from '@shared/protocol'
import type { FormStore } from '@renderer/core/form/form-store'
import { labelPath, rowsOnPath } from '@renderer/core/schema/error-labels'
import type { Translate } from '@renderer/core/i18n/translate'
import { fieldId } from '@renderer/fields/common/FieldShell'
import { endReveal, requestReveal } from '@renderer/core/form/reveal'

/** At most this many fields are named in the toast; the markers on the form show the rest. */
const NAMED_IN_TOAST = 3

/** The first errors' fields by the labels the editor sees, and the count of those left unnamed. */
function namedErrors(
  errors: FieldError[],
  fields: readonly FolioClientField[],
  form: FormStore,
  language: string,
): { named: { where: string; error: FieldError }[]; more: string } {
  const blockTypeAt = (rowsPath: string, index: number) => form.getRows(rowsPath)[index]?.blockType
  const named = errors.slice(0, NAMED_IN_TOAST).map((error) => ({
    where: labelPath(fields, error.path, { language, blockTypeAt }).join(' › '),
    error,
  }))
  const more = errors.length > NAMED_IN_TOAST ? ` (+${errors.length - NAMED_IN_TOAST})` : ''
  return { named, more }
}

export function fieldErrorsText(
  errors: FieldError[],
  fields: readonly FolioClientField[],
  form: FormStore,
  language: string,
  t: Translate,
): string {
  const { named, more } = namedErrors(errors, fields, form, language)
  const text = named.map(({ where, error }) => `${where}: ${error.message}`).join('; ')
  return `${t('error:followingFieldsInvalid', { count: errors.length })} ${text}${more}`
}

/**
 * Why a save or an autosave was not sent, naming the fields to correct by their labels
 * ("Not saved: Details › Advanced › Metadata must be corrected first.").
 */
export function saveBlockedText(
  errors: FieldError[],
  fields: readonly FolioClientField[],
  form: FormStore,
  language: string,
  t: Translate,
): string {
  const { named, more } = namedErrors(errors, fields, form, language)
  return t('folio:saveBlocked', { fields: `${named.map(({ where }) => where).join(', ')}${more}` })
}

/** How long the first error's field may take to appear (a tab to open, a long list to scroll to it). */
const REVEAL_WITHIN_MS = 3000

/**
 * Opens every row on the way to an error, then brings the first error's field into view and focus (see
 * revealField).
 */
export function revealFieldErrors(form: FormStore, errors: FieldError[]): void {
  // Every refused field's rows open; the first one's are opened by revealField itself.
  for (const error of errors.slice(1)) {
    for (const { rowsPath, index } of rowsOnPath(error.path)) form.setRowCollapsed(rowsPath, index, false)
  }
  const first = errors[0]
  if (first) revealField(form, first.path)
}

/**
 * Brings the field at `path` into view and focus: every row on the way opens, a tab or collapsible
 * holding it opens and a long (virtualized) list scrolls to its row (they listen for the reveal
 * request), so the field is looked for on each frame until it is there. `onDone` hears whether it was.
 */
export function revealField(form: FormStore, path: string, onDone?: (found: boolean) => void): void {
  for (const { rowsPath, index } of rowsOnPath(path)) form.setRowCollapsed(rowsPath, index, false)
  if (typeof document === 'undefined') return onDone?.(false)
  requestReveal(form, path)
  const giveUpAt = performance.now() + REVEAL_WITHIN_MS
  const look = () => {
    const input = document.getElementById(fieldId(path))
    const target = input ?? document.querySelector(`[data-testid="field-${CSS.escape(path)}"]`)
    if (!target && performance.now() < giveUpAt) {
      requestAnimationFrame(look)
      return
    }
    endReveal(form, path)
    target?.scrollIntoView({ block: 'center' })
    input?.focus({ preventScroll: true })
    onDone?.(Boolean(target))
  }
  requestAnimationFrame(look)
}
