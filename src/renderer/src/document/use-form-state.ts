/**
 * The server's half of the form state (spec point 7), asked after a pause in editing (never per
 * keystroke) and after each save: which fields' `admin.condition` hides them (the functions stay on
 * the server) and the server's own validation, custom `validate` functions included, whose errors
 * appear on their fields. An answer for data the editor has since changed, or for an earlier ask,
 * is dropped: the newer ask is already on its way.
 */
import { useEffect, useRef } from 'react'
import type { FolioFormStateResponse } from '@shared/protocol'
import type { FormStore } from '../lib/form/form-store'
import { formStateCheckRequest, invokeApi, type DocumentTarget } from '../lib/requests'

export const FORM_STATE_PAUSE_MS = 400

export interface FormStateOptions {
  form: FormStore
  /** The form is loaded. */
  enabled: boolean
  target: DocumentTarget
  locale?: string
  language: string
  /** The entity has fields with `admin.condition`. */
  conditions: boolean
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
  validate,
  revision,
}: FormStateOptions) {
  const askRef = useRef<((afterSave: boolean) => void) | null>(null)
  useEffect(() => {
    if (!enabled || (!conditions && !validate)) return
    let asked = 0
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    /** Errors this hook put on fields, to take back when the server no longer reports them. */
    let shown = new Map<string, string>()
    /** Saved once: from then on every error shows, as after a submit in Payload's form. */
    let submitted = false
    const ask = async (afterSave: boolean) => {
      clearTimeout(timer)
      submitted ||= afterSave
      const mine = ++asked
      const data = form.getData() as Record<string, unknown>
      const sentAt = form.revision
      const result = await invokeApi(formStateCheckRequest(target, data, { locale, language, validate, conditions }))
      if (stopped || mine !== asked || sentAt !== form.revision || !result.ok) return
      const answer = result.data as FolioFormStateResponse
      if (answer.hiddenPaths) form.setHiddenPaths(answer.hiddenPaths)
      if (!validate) return
      // Until the first save, only the fields the editor changed show the server's errors (as the
      // renderer's own validation does); after it, all of them.
      const next = new Map(
        (answer.errors ?? []).filter((e) => submitted || form.isEdited(e.path)).map((e) => [e.path, e.message]),
      )
      for (const [path, message] of shown)
        if (!next.has(path) && form.getError(path) === message) form.setError(path, undefined)
      for (const [path, message] of next) form.setError(path, message)
      shown = next
    }
    askRef.current = (afterSave) => void ask(afterSave)
    const unsubscribe = form.subscribeForm((path) => {
      // A save's answer or a reload (path null) is asked about by the save itself.
      if (path === null && !form.isModified()) return
      clearTimeout(timer)
      timer = setTimeout(() => void ask(false), FORM_STATE_PAUSE_MS)
    })
    return () => {
      stopped = true
      askRef.current = null
      unsubscribe()
      clearTimeout(timer)
    }
  }, [form, enabled, target, locale, language, conditions, validate])

  // After each save (not on opening: the opening call answered for the loaded data).
  const seenRevision = useRef(revision)
  useEffect(() => {
    if (revision === seenRevision.current) return
    seenRevision.current = revision
    askRef.current?.(true)
  }, [revision])
}
