/**
 * The server's half of the form state (spec point 7), asked after a pause in editing (never per
 * keystroke) and after each save: which fields' `admin.condition` hides them, which documents the
 * relationship fields' `filterOptions` allow (the functions stay on the server) and the server's own validation, custom `validate` functions included, whose errors
 * appear on their fields. An answer for an earlier ask is dropped: the newer one is on its way. An
 * answer for data that changed while it was out is dropped too, and asked again when nothing else
 * will: an edit asks by itself after its pause, but a save's answer (an autosave's, every few
 * seconds) replaces the form without asking, and the answer for what the editor last did would
 * otherwise be lost (a field left shown that its condition now hides).
 */
import type { ApiResult } from '@shared/api'
import type { FolioFormStateResponse } from '@shared/protocol'
import type { FormStore } from './form-store'
import { isUnsendable } from '../validation/typed-text'

export const FORM_STATE_PAUSE_MS = 400

export interface FormStateAskerOptions {
  form: FormStore
  /** Sends the form's data to the server's form-state endpoint. */
  send: (data: Record<string, unknown>) => Promise<ApiResult<unknown>>
  /** The editor may save: the server's errors are shown on the fields. */
  validate: boolean
}

export interface FormStateAsker {
  /** Asks now; `afterSave`: every error the server finds shows from then on. */
  ask(afterSave: boolean): void
  stop(): void
}

export function createFormStateAsker({ form, send, validate }: FormStateAskerOptions): FormStateAsker {
  let asked = 0
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  /** Errors this asker put on fields, to take back when the server no longer reports them. */
  let shown = new Map<string, string>()
  /** Saved once: from then on every error shows, as after a submit in Payload's form. */
  let submitted = false

  const later = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      void ask(false)
    }, FORM_STATE_PAUSE_MS)
  }

  const ask = async (afterSave: boolean) => {
    clearTimeout(timer)
    timer = undefined
    submitted ||= afterSave
    const mine = ++asked
    const sentAt = form.revision
    const result = await send(form.getData() as Record<string, unknown>)
    if (stopped || mine !== asked || !result.ok) return
    if (sentAt !== form.revision) {
      // An edit meanwhile has its own ask waiting; anything else that changed the form has not.
      if (timer === undefined) later()
      return
    }
    const answer = result.data as FolioFormStateResponse
    if (answer.hiddenPaths) form.setHiddenPaths(answer.hiddenPaths)
    if (answer.filterOptions) form.setFilterOptions(answer.filterOptions)
    if (answer.optionFilters) form.setOptionFilters(answer.optionFilters)
    if (!validate) return
    // Until the first save, only the fields the editor changed show the server's errors (as the
    // renderer's own validation does); after it, all of them.
    // A value typed that cannot be sent keeps the renderer's own message, which says why.
    const next = new Map(
      (answer.errors ?? [])
        .filter((e) => (submitted || form.isEdited(e.path)) && !isUnsendable(form.getValue(e.path)))
        .map((e) => [e.path, e.message]),
    )
    for (const [path, message] of shown)
      if (!next.has(path) && form.getError(path) === message) form.setError(path, undefined)
    for (const [path, message] of next) form.setError(path, message)
    shown = next
  }

  const unsubscribe = form.subscribeForm((path) => {
    // A save's answer or a reload (path null) is asked about by the save itself, or above.
    if (path === null && !form.isModified()) return
    later()
  })

  return {
    ask: (afterSave) => void ask(afterSave),
    stop() {
      stopped = true
      unsubscribe()
      clearTimeout(timer)
    },
  }
}
