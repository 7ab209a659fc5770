/**
 * Calls public/folio-early.js sent before the app's scripts had loaded: the boot call and the reads
 * this URL's screen made last time. Each is taken once, for the identical call only, and only while
 * fresh; an early call that failed to reach the host is sent again by the caller.
 */
export interface EarlyCalls {
  at: number
  boot?: Promise<Response>
  api: Record<string, Promise<Response> | undefined>
}

declare global {
  interface Window {
    __folioEarly?: EarlyCalls
  }
}

/** Older than this, an early answer is not used: the screen it was for has long been shown. */
export const EARLY_KEEP_MS = 10_000

export function takeEarlyCall(
  early: EarlyCalls | undefined,
  channel: string,
  body: string,
  now = Date.now(),
): Promise<Response> | undefined {
  if (!early || now - early.at > EARLY_KEEP_MS) return undefined
  if (channel === 'renderer:boot') {
    const boot = early.boot
    early.boot = undefined
    return boot
  }
  if (channel !== 'renderer:api') return undefined
  const answer = early.api[body]
  delete early.api[body]
  return answer
}
