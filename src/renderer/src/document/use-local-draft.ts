/**
 * Keeps the form's unsaved changes on local disk (through the host) after every change, and
 * offers them back when the document is opened again after a crash, a kill or a lost connection.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { LocalDraft } from '@shared/drafts'
import { getBridge } from '../bridge'
import type { FormStore } from '../lib/form/form-store'

/** Drafts this page has written (and not cleared) since it loaded. */
const writtenByThisPage = new Set<string>()

/** A draft write the host did not take is tried again after this. */
const RETRY_MS = 1000
/** At most this long after a change the draft is on its way to disk, even on a busy page. */
const IDLE_TIMEOUT_MS = 100

/** Runs `run` when the page is idle (soon after the current keystroke's work); returns a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, 0)
  return () => clearTimeout(timer)
}

export function useLocalDraft(form: FormStore, key: string | null, loaded: boolean, baseUpdatedAt: string | null) {
  const [recovered, setRecovered] = useState<LocalDraft | null>(null)

  // On opening: is there something left from last time? Edits this page wrote itself (the view was
  // left while the host reconnected, say) come back by themselves when the server's copy is still
  // the one they were made on; anything else is offered.
  const baseRef = useRef(baseUpdatedAt)
  useLayoutEffect(() => {
    baseRef.current = baseUpdatedAt
  })
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
        if (writtenByThisPage.has(key) && draft.baseUpdatedAt === baseRef.current) return form.applyData(draft.data)
        setRecovered(draft)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [key, loaded, form])

  // While editing: write the draft as soon as the page is idle after each change (changes that come
  // while a write is out are coalesced into the next), and clear it once everything is saved. A write
  // the host did not take (it was down) is tried again until it does.
  useEffect(() => {
    if (!key || !loaded) return
    let scheduled: (() => void) | null = null
    let writing = false
    let again = false
    let stopped = false
    const write = async () => {
      scheduled = null
      if (writing) return void (again = true)
      writing = true
      try {
        do {
          again = false
          if (form.isModified()) {
            await getBridge().invoke('renderer:draft-save', {
              key,
              data: form.getData() as Record<string, unknown>,
              savedAt: Date.now(),
              baseUpdatedAt,
            })
            writtenByThisPage.add(key)
          } else {
            await getBridge().invoke('renderer:draft-clear', { key })
            writtenByThisPage.delete(key)
          }
        } while (again)
      } catch {
        if (!stopped) setTimeout(schedule, RETRY_MS)
      } finally {
        writing = false
      }
    }
    function schedule() {
      if (scheduled) return
      scheduled = whenIdle(() => void write())
    }
    const unsubscribe = form.subscribeForm(schedule)
    return () => {
      stopped = true
      unsubscribe()
      if (scheduled) {
        scheduled()
        void write()
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
