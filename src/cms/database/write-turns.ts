/**
 * One writer at a time for SQLite, in this process. SQLite lets one connection write at a time, and
 * libsql runs statements synchronously with no busy timeout: a second transaction, or a write outside
 * it, while one is open fails at once with SQLITE_BUSY (and a busy timeout would block the very event
 * loop the open transaction needs to finish). So each transaction, and each write made outside one,
 * waits for its turn here. A turn that never comes (a hook writing outside its own request's
 * transaction would wait for itself) ends in an error after `waitMs`, never in a hang.
 */

export class WriteTurnTimeout extends Error {
  constructor(waitMs: number) {
    super(`the database stayed busy with another write for ${Math.round(waitMs / 1000)} s; try again`)
  }
}

export interface WriteTurns {
  /** Resolves with the function that ends the turn, once no other turn is held. */
  take: () => Promise<() => void>
  /** Runs `work` in a turn of its own. */
  run: <T>(work: () => Promise<T>) => Promise<T>
  /** Turns held or waited for (for tests). */
  readonly pending: number
}

export function writeTurns(waitMs: number): WriteTurns {
  let held = false
  const waiting: Array<() => void> = []

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else held = false
  }

  /** Each turn ends once: a second call (commit after a failed rollback, say) passes no one's turn on. */
  const endOnce = () => {
    let ended = false
    return () => {
      if (ended) return
      ended = true
      release()
    }
  }

  const take = (): Promise<() => void> => {
    if (!held) {
      held = true
      return Promise.resolve(endOnce())
    }
    return new Promise((resolve, reject) => {
      const granted = () => {
        clearTimeout(timer)
        resolve(endOnce())
      }
      const timer = setTimeout(() => {
        const at = waiting.indexOf(granted)
        if (at >= 0) waiting.splice(at, 1)
        reject(new WriteTurnTimeout(waitMs))
      }, waitMs)
      waiting.push(granted)
    })
  }

  return {
    take,
    run: async (work) => {
      const end = await take()
      try {
        return await work()
      } finally {
        end()
      }
    },
    get pending() {
      return waiting.length + (held ? 1 : 0)
    },
  }
}
