/**
 * Keeps the form's unsaved changes on local disk (through the host) soon after each change, and
 * offers them back when the document is opened again after a crash, a kill or a lost connection;
 * edits this page made itself come back without asking when the server's copy is still theirs.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { LocalDraft, QueuedSaveMode } from '@shared/drafts'
import { getBridge } from '../bridge'
import { dropDraft, dropDraftIfStill, keepDraft, pageDraft, resumeOnReturn } from './page-drafts'
import type { FormStore } from '../lib/form/form-store'
import { createDraftScheduler } from './draft-schedule'

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

export function useLocalDraft(
  form: FormStore,
  key: string | null,
  loaded: boolean,
  baseUpdatedAt: string | null,
  /**
   * The offline queue: its saves are kept with the edits (so a crash or a restart does not lose them),
   * and handed back with them (`onQueued`) when they are put back in the form.
   */
  offline?: { queued: readonly QueuedSaveMode[]; onQueued: (modes: QueuedSaveMode[]) => void },
) {
  const [recovered, setRecovered] = useState<LocalDraft | null>(null)
  const queuedRef = useRef<readonly QueuedSaveMode[]>([])
  const onQueuedRef = useRef(offline?.onQueued)
  useLayoutEffect(() => {
    queuedRef.current = offline?.queued ?? []
    onQueuedRef.current = offline?.onQueued
  })
  /** Edits put back in the form, with the saves that were waiting for them. */
  const putBack = (draft: LocalDraft) => {
    form.applyData(draft.data)
    if (draft.queued?.length) onQueuedRef.current?.(draft.queued)
  }
  const putBackRef = useRef(putBack)
  useLayoutEffect(() => {
    putBackRef.current = putBack
  })
  /** The document was deleted here: nothing it typed is kept any more, not even on leaving. */
  const forgottenRef = useRef<string | null>(null)
  /** Writes the draft soon (while the view keeps one). */
  const writeSoonRef = useRef(() => {})

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
    const offer = (draft: LocalDraft | null, resume: boolean) => {
      if (!live || !draft) return
      // Nothing to offer if it matches what was just loaded.
      if (JSON.stringify(draft.data) === JSON.stringify(form.getData())) return dropDraft(key)
      if (resume && draft.baseUpdatedAt === baseRef.current) return putBackRef.current(draft)
      setRecovered(draft)
    }
    const mine = pageDraft(key)
    if (mine === 'dropped') return
    if (mine) offer(mine.draft, mine.resume)
    else
      void getBridge()
        .invoke('renderer:draft-get', { key })
        .then((draft) => offer(draft, false))
        .catch(() => undefined)
    return () => {
      live = false
    }
  }, [key, loaded, form])

  // While editing: hand the draft over when typing pauses (and at least every half second while it goes
  // on), when the page is idle, and at once when the view is left or the window hidden or closed;
  // drop it once everything is saved (page-drafts.ts takes it to disk, retrying while the host is down).
  useEffect(() => {
    if (!key || !loaded) return
    const openedAt = window.location.pathname
    const write = () => {
      if (forgottenRef.current === key) return
      const queued = queuedRef.current
      if (form.isModified() || queued.length > 0)
        keepDraft({
          key,
          data: form.getData() as Record<string, unknown>,
          savedAt: Date.now(),
          baseUpdatedAt: baseRef.current,
          ...(queued.length > 0 ? { queued: [...queued] } : {}),
        })
      else dropDraft(key)
    }
    const schedule = createDraftScheduler({ write, whenIdle })
    const unsubscribe = form.subscribeForm(() => schedule.changed())
    writeSoonRef.current = () => schedule.changed()
    // The window is closing, reloading or being hidden: what is due goes now, not after a pause.
    const flushNow = () => schedule.flush()
    const onHidden = () => document.visibilityState === 'hidden' && flushNow()
    window.addEventListener('pagehide', flushNow)
    window.addEventListener('beforeunload', flushNow)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      unsubscribe()
      window.removeEventListener('pagehide', flushNow)
      window.removeEventListener('beforeunload', flushNow)
      document.removeEventListener('visibilitychange', onHidden)
      // Leaving (or unmounted while the host reconnects): the last edits are handed over now.
      schedule.flush()
      writeSoonRef.current = () => {}
      // Still on this document's page: the view was taken away (the shell reconnecting), not left.
      if (window.location.pathname === openedAt) resumeOnReturn(key)
    }
  }, [key, loaded, form])
  // A save joined or left the queue: the copy on disk says so too.
  const queuedKey = (offline?.queued ?? []).join(',')
  useEffect(() => {
    writeSoonRef.current()
  }, [queuedKey])

  return {
    recovered,
    /** After deleting the document here: its edits go, and leaving the view keeps none. */
    forget: () => {
      forgottenRef.current = key
      if (key) dropDraft(key)
      setRecovered(null)
    },
    /**
     * The document is gone (deleted elsewhere): what was typed is kept now, whoever dropped it, so it
     * is offered again if the document comes back from the trash.
     */
    keepNow: () => {
      if (!key || !loaded || !form.isModified()) return
      keepDraft({
        key,
        data: form.getData() as Record<string, unknown>,
        savedAt: Date.now(),
        baseUpdatedAt: baseRef.current,
      })
    },
    restore: () => {
      if (recovered) putBack(recovered)
      setRecovered(null)
    },
    discard: () => {
      if (key) dropDraft(key)
      setRecovered(null)
    },
    /**
     * The edits kept for this document reached the server after the view left it: the copy goes, unless
     * the editor came back and changed it since (the view may show another document now).
     */
    sent: (data: Record<string, unknown>) => {
      if (key) dropDraftIfStill(key, data)
    },
  }
}
