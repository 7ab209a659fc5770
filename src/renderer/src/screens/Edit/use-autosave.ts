/**
 * Autosave (spec point 4): while the form has changes, a draft is saved every interval with
 * Payload's autosave request. Edits made while a request is out stay unsaved and are sent next
 * time; nothing the editor typed is overwritten by the answer.
 */
import { useEffect, useRef, useState } from 'react'
import type { ApiRequest } from '../../../../shared/api'
import { getBridge } from '../../bridge'
import type { FormStore } from '../../lib/form/form-store'

export type AutosaveState = { phase: 'idle' | 'saving' | 'saved' | 'error'; at?: number; message?: string }

export interface AutosaveOptions {
  form: FormStore
  enabled: boolean
  intervalMs: number
  request: (body: Record<string, unknown>) => ApiRequest
  body: () => Record<string, unknown>
  language: string
  onError?: (message: string, kind: string) => void
  /** The saved document, as the server answered (its new updatedAt, for change detection). */
  onSaved?: (doc: Record<string, unknown> | undefined) => void
}

export function useAutosave({ form, enabled, intervalMs, request, body, language, onError, onSaved }: AutosaveOptions): AutosaveState {
  const [state, setState] = useState<AutosaveState>({ phase: 'idle' })
  // Read at call time: a new callback identity must not restart the timer or drop an answer.
  const onErrorRef = useRef(onError)
  onErrorRef.current = onError
  const onSavedRef = useRef(onSaved)
  onSavedRef.current = onSaved
  useEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setTimeout> | null = null
    let inFlight = false
    let stopped = false
    const schedule = () => {
      if (timer || inFlight || stopped || !form.isModified()) return
      timer = setTimeout(run, intervalMs)
    }
    async function run() {
      timer = null
      if (!form.isModified() || stopped) return
      inFlight = true
      const sent = form.snapshot()
      setState({ phase: 'saving' })
      const result = await getBridge().invoke('renderer:api', { ...request(body()), language })
      inFlight = false
      if (stopped) return
      if (result.ok) {
        form.markSaved(sent)
        const answer = result.data as { doc?: Record<string, unknown>; result?: Record<string, unknown> }
        onSavedRef.current?.(answer.doc ?? answer.result)
        setState({ phase: 'saved', at: Date.now() })
      } else {
        setState({ phase: 'error', message: result.error.message })
        onErrorRef.current?.(result.error.message, result.error.kind)
        if (result.error.fieldErrors) form.setErrors(result.error.fieldErrors)
      }
      schedule()
    }
    const unsubscribe = form.subscribeForm(schedule)
    return () => {
      stopped = true
      unsubscribe()
      if (timer) clearTimeout(timer)
    }
  }, [form, enabled, intervalMs, request, body, language])
  return state
}
