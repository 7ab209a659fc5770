/**
 * One open document's writes to the CMS (a manual save, an autosave, a queued offline save, unpublish),
 * one at a time: each starts once every write asked for before it has settled, landed or failed. A
 * write's answer moves the document's updatedAt, so the next one's changed-on-server check must come
 * after it: otherwise the editor's own save would look like someone else's.
 */
export interface WriteQueue {
  /**
   * Runs `write` after every earlier write has settled. Its result (or error) is the caller's alone:
   * a write that fails neither stops nor fails the ones after it.
   */
  run<T>(write: () => Promise<T>): Promise<T>
  /** A write is out, or waiting its turn. */
  busy(): boolean
  /** Settles once no write is out or waiting (at once when none is); never rejects. */
  idle(): Promise<void>
}

export function createWriteQueue(): WriteQueue {
  /** Settles when the last write asked for has; never rejects, so the chain never sticks on a failure. */
  let tail: Promise<void> = Promise.resolve()
  let pending = 0
  const settled = () => {
    pending--
  }
  return {
    run<T>(write: () => Promise<T>): Promise<T> {
      pending++
      // `then` also turns a write that throws before returning its promise into a rejection.
      const result = tail.then(write)
      // Counted down before the caller's own `await` goes on: busy() is already false then.
      tail = result.then(settled, settled)
      return result
    },
    busy: () => pending > 0,
    async idle() {
      // A write asked for while waiting is waited for too.
      while (pending > 0) await tail
    },
  }
}
