/**
 * Autosave: while the form has changes, a draft is saved every interval (the entity's
 * `versions.drafts.autosave.interval`) with Payload's autosave request. Edits made while a request is out stay unsaved and are sent next
 * time; nothing the editor typed is overwritten by the answer.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { ApiRequest } from '@shared/api'
import { invokeApi, savedDocument } from '../lib/requests'
import type { FormStore } from '../lib/form/form-store'

export type AutosaveState = { phase: 'idle' | 'saving' | 'saved' | 'error'; at?: number; message?: string }
export type Autosave = AutosaveState & {
  /** Resolves once no autosave request is out (at once when none is): a manual save waits for it. */
  whenIdle: () => Promise<void>
}

export interface AutosaveOptions {
  form: FormStore
  enabled: boolean
  intervalMs: number
  /** The autosave request for the form's current body. */
  request: () => ApiRequest
  onError?: (message: string, kind: string) => void
  /** The saved document, as the server answered (its new updatedAt, for change detection). */
  onSaved?: (doc: Record<string, unknown> | undefined) => void
}

export function useAutosave({ form, enabled, intervalMs, request, onError, onSaved }: AutosaveOptions): Autosave {
  const [state, setState] = useState<AutosaveState>({ phase: 'idle' })
  const inFlightRef = useRef<Promise<void> | null>(null)
  // Read at call time: a new callback identity must not restart the timer or drop an answer.
  const onErrorRef = useRef(onError)
  const onSavedRef = useRef(onSaved)
  useLayoutEffect(() => {
    onErrorRef.current = onError
    onSavedRef.current = onSaved
  })
  useEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setTimeout> | null = null
    let inFlight = false
    let stopped = false
    const schedule = () => {
      if (timer || inFlight || stopped || !form.isModified()) return
      timer = setTimeout(() => void run(), intervalMs)
    }
    async function run() {
      timer = null
      if (!form.isModified() || stopped) return
      inFlight = true
      const sent = form.snapshot()
      setState({ phase: 'saving' })
      const pending = invokeApi(request())
      const settled = pending.then(
        () => undefined,
        () => undefined,
      )
      inFlightRef.current = settled
      const result = await pending
      inFlight = false
      if (inFlightRef.current === settled) inFlightRef.current = null
      if (stopped) return
      if (result.ok) {
        form.markSaved(sent)
        onSavedRef.current?.(savedDocument(result.data))
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
  }, [form, enabled, intervalMs, request])
  const whenIdle = useCallback(async () => {
    // The answer's handlers (markSaved, onSaved) run before the next turn of this loop.
    while (inFlightRef.current)
      await inFlightRef.current.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
  }, [])
  return useMemo(() => ({ ...state, whenIdle }), [state, whenIdle])
}
