/**
 * Edits waiting for another locale of the open document: copying to a locale switches the edit view
 * there, and the copied values go into that locale's form once it has loaded, as the editor's own
 * unsaved changes (the form is modified, Save is offered, the leave warning guards them).
 */
import type { FormStore } from '../../../core/form/form-store'

/** Turns the data just loaded in the locale into the data the form should hold. */
export type LocaleEdit = (loaded: Record<string, unknown>) => Record<string, unknown>

export class PendingLocaleEdits {
  private pending: { locale: string; edit: LocaleEdit } | null = null

  /** Only the newest edit waits: copying again before the switch replaces it. */
  queue(locale: string, edit: LocaleEdit): void {
    this.pending = { locale, edit }
  }

  /** The edit waiting for this locale, once: it is gone after this. */
  take(locale: string | undefined): LocaleEdit | null {
    if (!this.pending || this.pending.locale !== locale) return null
    const { edit } = this.pending
    this.pending = null
    return edit
  }

  /** Whether an edit waits for this locale (its load failed: the edit is dropped and the editor told). */
  isWaitingFor(locale: string | undefined): boolean {
    return this.pending?.locale === locale
  }

  drop(): void {
    this.pending = null
  }
}

/** Puts the edit's result in the form as edits: what was loaded stays the saved state. */
export function applyLocaleEdit(form: FormStore, edit: LocaleEdit): void {
  form.applyData(edit(form.getData() as Record<string, unknown>))
}
