/**
 * For the session's tests: a clock whose time moves only when the test says.
 */
import type { Clock } from './autosave'
import { settle } from './fake-bridge'

/** `advance` runs the timers that fall due, in order, letting what each starts settle. */
export function fakeClock() {
  let now = 0
  let next = 0
  const timers = new Map<number, { at: number; run: () => void }>()
  const clock: Clock = {
    now: () => now,
    setTimeout(run, delayMs) {
      timers.set(++next, { at: now + delayMs, run })
      return next
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  }
  async function advance(ms: number) {
    const end = now + ms
    for (;;) {
      const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0]
      if (!due) break
      timers.delete(due[0])
      now = due[1].at
      due[1].run()
      await settle()
    }
    now = end
    await settle()
  }
  return { clock, advance, pending: () => timers.size }
}
