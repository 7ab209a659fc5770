/**
 * Watching an open document's scheduled publish and unpublish jobs (Payload's `schedulePublish`): when
 * the time of the next one passes, the document's updatedAt is read again, soon at first and then less
 * often, until it moves (the job ran) or the watch gives up (a jobs queue that does not run, or a job
 * that failed): nothing is polled for ever.
 */

/** Gives up this long after an event's time when the document has not changed. */
export const GIVE_UP_AFTER_MS = 5 * 60_000

/** The next event's time (ms), the earliest of all, past or not; null when there is none. */
export function nextDue(events: readonly { waitUntil: string }[] | null): number | null {
  let next: number | null = null
  for (const event of events ?? []) {
    const at = Date.parse(event.waitUntil)
    if (Number.isFinite(at) && (next === null || at < next)) next = at
  }
  return next
}

/** How long to wait before the `attempt`th read after the time passed (0: at once): 1, 2, 4, 8, 16, then every 30 s. */
export function pollDelayMs(attempt: number): number {
  if (attempt <= 0) return 0
  return Math.min(1000 * 2 ** (attempt - 1), attempt >= 5 ? 30_000 : 15_000)
}

/** The events whose time has not come yet at `now` (those that ran, or were given up on, leave the watch). */
export function stillAhead<T extends { waitUntil: string }>(events: readonly T[], now: number): T[] {
  return events.filter((event) => !(Date.parse(event.waitUntil) <= now))
}
