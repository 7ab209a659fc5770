/**
 * Keeps the form's unsaved changes on local disk (through the host) while the editor types, and
 * offers them back when the document is opened again after a crash, a kill or a lost connection.
 */
import { useEffect, useState } from 'react'
import type { LocalDraft } from '@shared/drafts'
import { getBridge } from '../bridge'
import type { FormStore } from '../lib/form/form-store'

const WRITE_DELAY_MS = 400

export function useLocalDraft(form: FormStore, key: string | null, loaded: boolean, baseUpdatedAt: string | null) {
  const [recovered, setRecovered] = useState<LocalDraft | null>(null)

  // On opening: is there something left from last time?
  useEffect(() => {
    if (!key || !loaded) return
    let live = true
    void getBridge()
      .invoke('renderer:draft-get', { key })
      .then((draft) => {
        if (!live || !draft) return
        // Nothing to offer if it matches what was just loaded.
        if (JSON.stringify(draft.data) === JSON.stringify(form.getData()))
          return void getBridge().invoke('renderer:draft-clear', { key })
        setRecovered(draft)
      })
    return () => {
      live = false
    }
  }, [key, loaded, form])

  // While editing: write the draft shortly after each change; clear it once everything is saved.
  useEffect(() => {
    if (!key || !loaded) return
    let timer: ReturnType<typeof setTimeout> | null = null
    const write = () => {
      timer = null
      if (form.isModified())
        void getBridge().invoke('renderer:draft-save', {
          key,
          data: form.getData() as Record<string, unknown>,
          savedAt: Date.now(),
          baseUpdatedAt,
        })
      else void getBridge().invoke('renderer:draft-clear', { key })
    }
    const unsubscribe = form.subscribeForm(() => {
      if (!timer) timer = setTimeout(write, WRITE_DELAY_MS)
    })
    return () => {
      unsubscribe()
      if (timer) {
        clearTimeout(timer)
        write()
      }
    }
  }, [key, loaded, form, baseUpdatedAt])

  return {
    recovered,
    restore: () => {
      if (recovered) form.applyData(recovered.data)
      setRecovered(null)
    },
    discard: () => {
      if (key) void getBridge().invoke('renderer:draft-clear', { key })
      setRecovered(null)
    },
  }
}
