/**
 * The first screen's requests, started by the boot-time prefetch: requests nobody waits for
 * (preferences, the sidebar's groups) queue behind them, since the CMS answers one at a time.
 */
const firstScreen: Array<Promise<unknown>> = []

export function trackFirstScreen(answer: Promise<unknown>): void {
  firstScreen.push(answer)
}

export function firstScreenSettled(): Promise<void> {
  return Promise.allSettled(firstScreen).then(() => undefined)
}
