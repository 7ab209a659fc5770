/** Timers as a value a module can be given, so its tests drive time themselves. */
export interface TimerHost {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The environment's own timers. */
export function defaultTimers(): TimerHost {
  return {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  }
}
