/**
 * The document's offline save queue: a save that could not reach the CMS waits here (and, through the
 * local draft, on disk) and is sent by itself when the CMS answers again: tried again after 1, 2, 4,
 * 8 s and then every 10 s, at once when the browser is back online, the window gets focus or the
 * built-in CMS is ready again. Each is sent with the form as it is then, through the document's own
 * save, so the changed-on-server check (and its per-field choice) applies as to any save.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useAppStore } from '../../../core/stores/app-store'
import { enqueue, type QueuedSaveMode } from './offline-queue'
import { retryDelayMs } from './autosave-machine'

/**
 * What became of a save: it landed; the CMS could not be reached; another save was under way (tried
 * again later); or it stopped for another reason, which the save shows (a conflict to choose, refused fields).
 */
export type SaveOutcome = 'sent' | 'offline' | 'busy' | 'stopped'

/** The save stays in the queue and is tried again: the CMS was not reached, or another save was out. */
const retried = (outcome: SaveOutcome) => outcome === 'offline' || outcome === 'busy'

export function useOfflineQueue(options: {
  /** Sends one queued save with the form as it is now. */
  send: (mode: QueuedSaveMode) => Promise<SaveOutcome>
  /** Nothing is sent while false (the document is not loaded, or may not be saved). */
  enabled: boolean
}) {
  const [queue, setQueue] = useState<QueuedSaveMode[]>([])
  const sendRef = useRef(options.send)
  useLayoutEffect(() => {
    sendRef.current = options.send
  })
  /** Bumped to try at once (back online, focus, the CMS ready again, the editor's Retry). */
  const [nudge, setNudge] = useState(0)
  const failures = useRef(0)
  const seenNudge = useRef(0)
  /** The queue's send that is out, answering with its outcome. */
  const sending = useRef<Promise<SaveOutcome> | null>(null)

  const add = useCallback((mode: QueuedSaveMode) => {
    // It has just failed: the first try waits as after one failure.
    failures.current = Math.max(failures.current, 1)
    setQueue((q) => enqueue(q, mode))
  }, [])
  /** Queued saves read back from disk (after a crash or a restart) go first, before any asked since. */
  const restore = useCallback(
    (modes: readonly QueuedSaveMode[]) => setQueue((q) => modes.reduce((all, m) => enqueue(all, m), [...q])),
    [],
  )
  const retryNow = useCallback(() => setNudge((n) => n + 1), [])

  const waiting = queue.length > 0
  useEffect(() => {
    if (!waiting) return
    const soon = () => setNudge((n) => n + 1)
    window.addEventListener('online', soon)
    window.addEventListener('focus', soon)
    // The built-in CMS is up again (restarted, or reconnected by the editor).
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      if (state.cms?.state === 'ready' && previous.cms?.state !== 'ready') soon()
    })
    return () => {
      window.removeEventListener('online', soon)
      window.removeEventListener('focus', soon)
      unsubscribe()
    }
  }, [waiting])

  const head = queue[0]
  useEffect(() => {
    if (!options.enabled || !head) return
    let live = true
    const attempt = async () => {
      // A send started before this effect ran again (a nudge, a focus) is still out: this try waits for
      // its answer. When that send settled the save (it leaves the queue), nothing is sent again.
      while (sending.current) {
        // A send that threw left its save in the queue, as one that could not reach the CMS.
        const stillQueued = await sending.current.then(retried, () => true)
        if (!stillQueued) return
      }
      if (!live) return
      const sent = sendRef.current(head)
      sending.current = sent
      try {
        const outcome = await sent
        if (retried(outcome)) {
          if (outcome === 'offline') failures.current++
          if (live) timer = setTimeout(() => void attempt(), retryDelayMs(failures.current))
          return
        }
        failures.current = 0
        // Sent, or stopped by the save itself (a conflict to choose, refused fields): it leaves the queue,
        // even when the effect ran again meanwhile (its own try waited for this one).
        setQueue((q) => (q[0] === head ? q.slice(1) : q))
      } finally {
        if (sending.current === sent) sending.current = null
      }
    }
    // A nudge tries at once; otherwise the wait after the failures so far.
    const nudged = nudge !== seenNudge.current
    seenNudge.current = nudge
    let timer = setTimeout(() => void attempt(), nudged || !failures.current ? 0 : retryDelayMs(failures.current))
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [options.enabled, head, queue.length, nudge])

  return { queued: queue, add, restore, retryNow }
}
