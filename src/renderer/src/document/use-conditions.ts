/**
 * Field conditions (`admin.condition`) are functions that stay on the server; the Folio plugin's
 * form-state call evaluates them. The document's opening call answers them for the loaded data; this
 * asks again after a pause in editing (never per keystroke), only for entities that have conditions.
 */
import { useEffect } from 'react'
import type { FolioFormStateResponse } from '@shared/protocol'
import type { FormStore } from '../lib/form/form-store'
import { conditionsRequest, invokeApi, type DocumentTarget } from '../lib/requests'

export const CONDITIONS_PAUSE_MS = 400

export function useConditions(options: { form: FormStore; enabled: boolean; target: DocumentTarget; locale?: string }) {
  const { form, enabled, target, locale } = options
  useEffect(() => {
    if (!enabled) return
    let asked = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async () => {
      const mine = ++asked
      const result = await invokeApi(conditionsRequest(target, form.getData() as Record<string, unknown>, locale))
      // An older answer never overrides a newer one; a failed ask keeps what is shown.
      if (mine !== asked || !result.ok) return
      const hidden = (result.data as FolioFormStateResponse).hiddenPaths
      if (hidden) form.setHiddenPaths(hidden)
    }
    const unsubscribe = form.subscribeForm(() => {
      clearTimeout(timer)
      timer = setTimeout(() => void ask(), CONDITIONS_PAUSE_MS)
    })
    return () => {
      unsubscribe()
      clearTimeout(timer)
      asked++
    }
  }, [form, enabled, target, locale])
}
