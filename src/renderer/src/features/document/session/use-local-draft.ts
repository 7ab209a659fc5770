/**
 * Keeps the form's unsaved changes on local disk (through the host) soon after each change, and
 * offers them back when the document is opened again after a crash, a kill or a lost connection;
 * edits this page made itself come back without asking when the server's copy is still theirs.
 * Each tab or window keeps its own draft (page-drafts.ts); every draft of the document that is not
 * this view's own live one is offered, newest first. A restore applies only what the draft changed
 * against its base and asks where the server changed the same field (conflict-merge.ts).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { LocalDraft, QueuedSaveMode } from '@shared/drafts'
import { getBridge } from '../../../core/bridge'
import {
  dropDraft,
  dropDraftIfStill,
  dropKeptDraft,
  draftsUnwritten,
  keepDraft,
  pageDraft,
  resumeOnReturn,
} from '../../../core/drafts/page-drafts'
import { pageInstance } from '../../../core/drafts/page-instance'
import type { FormStore } from '../../../core/form/form-store'
import { createDraftScheduler } from './draft-schedule'
import { draftBase } from './draft-base'
import { restoredData } from './conflict-merge'

const NONE: LocalDraft[] = []
const sameDraft = (a: LocalDraft, b: LocalDraft) => a.instance === b.instance && a.savedAt === b.savedAt

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
  /** The drafts offered back for a document, newest first. */
  const [offeredFor, setRecovered] = useState<{ key: string; drafts: LocalDraft[] } | null>(null)
  const recovered = offeredFor && offeredFor.key === key ? offeredFor.drafts : NONE
  const queuedRef = useRef<readonly QueuedSaveMode[]>([])
  const onQueuedRef = useRef(offline?.onQueued)
  useLayoutEffect(() => {
    queuedRef.current = offline?.queued ?? []
    onQueuedRef.current = offline?.onQueued
  })
  /** Edits put back in the form (the draft's values at `paths`, or all of it), with the saves that were waiting. */
  const putBack = (draft: LocalDraft, paths?: readonly string[]) => {
    form.applyData(paths ? restoredData(form.getData() as Record<string, unknown>, draft.data, paths) : draft.data)
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
  /** Writes the draft now (while the view keeps one). */
  const writeNowRef = useRef(() => {})

  // On opening: is there something left from last time? Edits this page wrote itself (the view was
  // left while the host reconnected, say) come back by themselves when the server's copy is still
  // the one they were made on; anything else is offered, this page's and every other tab's.
  const baseRef = useRef(baseUpdatedAt)
  useLayoutEffect(() => {
    baseRef.current = baseUpdatedAt
  })
  useEffect(() => {
    if (!key || !loaded) return
    let live = true
    const loadedData = JSON.stringify(form.getData())
    const mine = pageDraft(key)
    const offered: LocalDraft[] = []
    if (mine && mine !== 'dropped') {
      if (mine.resume && mine.draft.baseUpdatedAt === baseRef.current) putBackRef.current(mine.draft)
      else if (JSON.stringify(mine.draft.data) === loadedData) dropDraft(key)
      else offered.push(mine.draft)
    }
    const offer = (others: LocalDraft[]) => {
      if (live) setRecovered({ key, drafts: [...offered, ...others].sort((a, b) => b.savedAt - a.savedAt) })
    }
    void getBridge()
      .invoke('renderer:draft-list', { key })
      .then((kept) =>
        offer(
          kept.filter((draft) => {
            // This page's own copy on disk is older than the one it holds (or dropped): only after a
            // reload, when the page holds none, is it offered.
            if (mine && draft.instance === pageInstance()) return false
            // Nothing to offer if it matches what was just loaded.
            if (JSON.stringify(draft.data) === loadedData) {
              dropKeptDraft(key, draft.instance)
              return false
            }
            return true
          }),
        ),
      )
      // The host is not answering: what this page holds is offered still.
      .catch(() => offer([]))
    return () => {
      live = false
    }
  }, [key, loaded, form])

  // While editing: hand the draft over shortly after each change (draft-schedule.ts), and at once when
  // the view is left or the window hidden or closed; drop it once everything is saved (page-drafts.ts
  // takes it to disk, one write at a time, retrying while the host is down).
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
          base: draftBase(form.snapshot(), form.savedSnapshot()),
          ...(queued.length > 0 ? { queued: [...queued] } : {}),
        })
      else dropDraft(key)
    }
    const schedule = createDraftScheduler({ write })
    const unsubscribe = form.subscribeForm(() => schedule.changed())
    writeSoonRef.current = () => schedule.changed()
    writeNowRef.current = () => {
      schedule.changed()
      schedule.flush()
    }
    // The window is closing, reloading or being hidden: what is due goes now, not after a pause.
    const flushNow = () => schedule.flush()
    const onHidden = () => document.visibilityState === 'hidden' && flushNow()
    // Closing or reloading while edits wait to be sent or written: the browser asks first.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      flushNow()
      if (forgottenRef.current === key) return
      if (form.isModified() || queuedRef.current.length > 0 || draftsUnwritten()) {
        event.preventDefault()
        event.returnValue = ''
      }
    }
    window.addEventListener('pagehide', flushNow)
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      unsubscribe()
      window.removeEventListener('pagehide', flushNow)
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('visibilitychange', onHidden)
      // Leaving (or unmounted while the host reconnects): the last edits are handed over now.
      schedule.flush()
      writeSoonRef.current = () => {}
      writeNowRef.current = () => {}
      // Still on this document's page: the view was taken away (the shell reconnecting), not left.
      if (window.location.pathname === openedAt) resumeOnReturn(key)
    }
  }, [key, loaded, form])
  // A save joined or left the queue: the copy on disk says so too.
  const queuedKey = (offline?.queued ?? []).join(',')
  useEffect(() => {
    writeSoonRef.current()
  }, [queuedKey])

  const unoffer = (draft: LocalDraft) =>
    setRecovered((shown) => shown && { ...shown, drafts: shown.drafts.filter((d) => !sameDraft(d, draft)) })

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
        base: draftBase(form.snapshot(), form.savedSnapshot()),
      })
    },
    /**
     * Puts a kept draft's values at `paths` (the merge's: what it changed, and what the editor chose;
     * all of it when undefined) over the form; this page's own draft is written with them before the
     * kept copy goes.
     */
    restore: (draft: LocalDraft, paths?: readonly string[]) => {
      putBack(draft, paths)
      unoffer(draft)
      if (!key) return
      writeNowRef.current()
      if (draft.instance !== pageInstance()) dropKeptDraft(key, draft.instance)
    },
    discard: (draft: LocalDraft) => {
      unoffer(draft)
      if (!key) return
      if (draft.instance === pageInstance() && !form.isModified()) dropDraft(key)
      else if (draft.instance !== pageInstance()) dropKeptDraft(key, draft.instance)
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
