/**
 * The document's offline save queue: a save that could not reach the CMS waits here (and, through the
 * local draft, on disk) and is sent by itself when the CMS answers again: tried again after 1, 2, 4,
 * 8 s and then every 10 s, at once when the browser is back online, the window gets focus or the
 * built-in CMS is ready again. Each is sent with the form as it is then, through the document's own
 * save, so the changed-on-server check (and its per-field choice) applies as to any save. No React:
 * the document's session (document-session.ts) makes it and says when it may send; tests give it a
 * fake clock.
 */
import { useAppStore } from '../../../core/stores/app-store'
import { enqueue, type QueuedSaveMode } from './offline-queue'
import { retryDelayMs } from './autosave-machine'
import { pageClock, type Clock } from './autosave'

/**
 * What became of a save: it landed; the CMS could not be reached; another save was under way (tried
 * again later); or it stopped for another reason, which the save shows (a conflict to choose, refused fields).
 */
export type SaveOutcome = 'sent' | 'offline' | 'busy' | 'stopped'

/** The save stays in the queue and is tried again: the CMS was not reached, or another save was out. */
const retried = (outcome: SaveOutcome) => outcome === 'offline' || outcome === 'busy'

export interface OfflineQueueDeps {
  /** Sends one queued save with the form as it is now. */
  send: (mode: QueuedSaveMode) => Promise<SaveOutcome>
  clock?: Clock
  /** Calls `soon` whenever the CMS may answer again; the returned function stops that. */
  nudges?: (soon: () => void) => () => void
}

export interface OfflineQueue {
  subscribe: (listener: () => void) => () => void
  /** The saves waiting, in the order they go; a new array whenever the queue changes. */
  getSnapshot: () => readonly QueuedSaveMode[]
  /** The send to use from now on (a view's, which changes with each render). */
  setSend: (send: OfflineQueueDeps['send']) => void
  /** Nothing is sent while false (the document is not loaded, or may not be saved). */
  setEnabled: (enabled: boolean) => void
  /** A save that has just failed to reach the CMS; its first try waits as after one failure. */
  add: (mode: QueuedSaveMode) => void
  /**
   * Queued saves read back from disk (after a crash or a restart) join the queue at its end: read as
   * the document loads, they go before any asked since.
   */
  restore: (modes: readonly QueuedSaveMode[]) => void
  /** The editor's Retry: the head is tried at once (after a send still out has answered). */
  retryNow: () => void
  /**
   * The owner is gone: no timer, no nudge listener, nothing sent, until setEnabled is called again (a
   * view mounted again, as React's strict mode does, keeps its queue). A send still out may still answer.
   */
  dispose: () => void
}

/** Back online, the window focused, the built-in CMS up again (restarted, or reconnected by the editor). */
export function pageNudges(soon: () => void): () => void {
  window.addEventListener('online', soon)
  window.addEventListener('focus', soon)
  const unsubscribe = useAppStore.subscribe((state, previous) => {
    if (state.cms?.state === 'ready' && previous.cms?.state !== 'ready') soon()
  })
  return () => {
    window.removeEventListener('online', soon)
    window.removeEventListener('focus', soon)
    unsubscribe()
  }
}

/** One wait for the head of the queue; a later one makes it stale (it sends nothing and times nothing). */
type Turn = { live: boolean; timer: unknown }

export function createOfflineQueue(deps: OfflineQueueDeps): OfflineQueue {
  let send = deps.send
  const clock = deps.clock ?? pageClock
  const nudges = deps.nudges ?? pageNudges
  let queue: readonly QueuedSaveMode[] = []
  let enabled = false
  let disposed = false
  let failures = 0
  /** A nudge not yet taken by a try: the next try goes at once. */
  let nudged = false
  /** The queue's send that is out, answering with its outcome. */
  let sending: Promise<SaveOutcome> | null = null
  let turn: Turn | null = null
  let stopNudges: (() => void) | null = null
  const listeners = new Set<() => void>()

  // Nudges are listened to while something waits.
  function listenForNudges() {
    const wanted = queue.length > 0 && !disposed
    if (wanted && !stopNudges) stopNudges = nudges(nudge)
    if (!wanted && stopNudges) {
      stopNudges()
      stopNudges = null
    }
  }

  function setQueue(next: readonly QueuedSaveMode[]) {
    const previous = queue
    queue = next
    listenForNudges()
    if (next[0] !== previous[0] || next.length !== previous.length) schedule()
    for (const listener of [...listeners]) listener()
  }

  function cancelTurn() {
    if (!turn) return
    turn.live = false
    clock.clearTimeout(turn.timer)
    turn = null
  }

  /** Times the next try of the head: at once after a nudge or no failure, else after the failures' wait. */
  function schedule() {
    cancelTurn()
    const head = queue[0]
    if (!enabled || disposed || !head) return
    const next: Turn = { live: true, timer: null }
    turn = next
    next.timer = clock.setTimeout(() => void tryHead(next, head), nudged || !failures ? 0 : retryDelayMs(failures))
  }

  function tryHead(current: Turn, head: QueuedSaveMode) {
    nudged = false
    // A send that throws is a bug to see; its save stays queued until the next nudge or change.
    attempt(current, head).catch((error: unknown) => console.error(error))
  }

  async function attempt(current: Turn, head: QueuedSaveMode) {
    // A send started for an earlier turn (before a nudge, a focus) is still out: this try waits for its
    // answer. When that send settled the save (it leaves the queue), nothing is sent again.
    while (sending) {
      // A send that threw left its save in the queue, as one that could not reach the CMS.
      const stillQueued = await sending.then(retried, () => true)
      if (!stillQueued) return
    }
    if (!current.live) return
    const sent = send(head)
    sending = sent
    try {
      const outcome = await sent
      if (retried(outcome)) {
        if (outcome === 'offline') failures++
        if (current.live) current.timer = clock.setTimeout(() => void tryHead(current, head), retryDelayMs(failures))
        return
      }
      failures = 0
      // Sent, or stopped by the save itself (a conflict to choose, refused fields): it leaves the queue,
      // even when a later turn began meanwhile (its own try waited for this one).
      if (queue[0] === head) setQueue(queue.slice(1))
    } finally {
      if (sending === sent) sending = null
    }
  }

  function nudge() {
    nudged = true
    schedule()
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getSnapshot: () => queue,
    setSend: (next) => void (send = next),
    setEnabled(next) {
      if (disposed) {
        disposed = false
        listenForNudges()
      } else if (next === enabled) return
      enabled = next
      schedule()
    },
    add(mode) {
      // It has just failed: the first try waits as after one failure.
      failures = Math.max(failures, 1)
      setQueue(enqueue(queue, mode))
    },
    restore: (modes) => setQueue(modes.reduce<QueuedSaveMode[]>((all, m) => enqueue(all, m), [...queue])),
    retryNow: nudge,
    dispose() {
      disposed = true
      enabled = false
      cancelTurn()
      listenForNudges()
    },
  }
}
