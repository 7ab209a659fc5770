/**
 * Field conditions (`admin.condition`) are functions that stay on the server; the Folio plugin's
 * form-state call evaluates them. Asked on load and after a pause in editing (never per keystroke),
 * only for entities that have conditions at all.
 */
import { useEffect } from 'react'
import { FOLIO_ENDPOINTS, type FolioFormStateResponse } from '@shared/protocol'
import { getBridge } from '../../bridge'
import type { FormStore } from '../../lib/form/form-store'

export const CONDITIONS_PAUSE_MS = 400

export function useConditions(options: {
  form: FormStore
  enabled: boolean
  kind: 'collection' | 'global'
  slug: string
  id?: string
  locale?: string
}) {
  const { form, enabled, kind, slug, id, locale } = options
  useEffect(() => {
    if (!enabled) return
    let asked = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async () => {
      const mine = ++asked
      const result = await getBridge().invoke('renderer:api', {
        method: 'POST',
        path: FOLIO_ENDPOINTS.formState,
        body: {
          ...(kind === 'collection' ? { collectionSlug: slug, ...(id ? { id } : {}) } : { globalSlug: slug }),
          operation: id || kind === 'global' ? 'update' : 'create',
          data: form.getData() as Record<string, unknown>,
          skipValidation: true,
          returnConditions: true,
          ...(locale ? { locale } : {}),
        },
      })
      // An older answer never overrides a newer one; a failed ask keeps what is shown.
      if (mine !== asked || !result.ok) return
      const hidden = (result.data as FolioFormStateResponse).hiddenPaths
      if (hidden) form.setHiddenPaths(hidden)
    }
    void ask()
    const unsubscribe = form.subscribeForm(() => {
      clearTimeout(timer)
      timer = setTimeout(() => void ask(), CONDITIONS_PAUSE_MS)
    })
    return () => {
      unsubscribe()
      clearTimeout(timer)
      asked++
    }
  }, [form, enabled, kind, slug, id, locale])
}
