/**
 * Runs tasks that share a key one after another, and tasks of different keys side by side. Taking a
 * document lock reads the lock store and then writes it: two editors' requests interleaved between
 * the read and the write would both be told they hold the lock. Within one CMS process this closes
 * that gap on SQLite and PostgreSQL alike.
 */
export const oneAtATime = () => {
  const tails = new Map<string, Promise<unknown>>()
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve()
    // A failed task must not stop the ones queued behind it.
    const run = previous.then(task, task)
    const tail = run.catch(() => undefined)
    tails.set(key, tail)
    try {
      return await run
    } finally {
      // The last one out forgets the key, so the map holds only documents being locked right now.
      if (tails.get(key) === tail) tails.delete(key)
    }
  }
}
