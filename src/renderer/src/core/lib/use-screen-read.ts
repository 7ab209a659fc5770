/**
 * One screen's reads as the editor sees them (screen-read.ts): loading at once, an error with Retry
 * when a read fails or is unanswered after SLOW_READ_MS, and a read again by itself when the
 * connection returns (the built-in CMS ready again, or the browser back online) while the screen shows
 * that error. A screen takes `useAttempts()` first and puts its `attempt` in its reads' key, so Retry
 * (and a reconnect) asks again.
 */
import { useEffect, useEffectEvent, useState } from 'react'
import { useAppStore } from '../stores/app-store'
import { connectionReturned, readsAgainOnReconnect, screenPhase, SLOW_READ_MS, type ScreenPhase } from './screen-read'

export interface ScreenReadInput {
  /** A read the screen needs is out. */
  pending: boolean
  /** The reason the last read failed, or null. */
  error: { message: string } | null
  /** The screen has an earlier answer to keep drawing meanwhile. */
  hasData?: boolean
  /** What the reads are for (the URL): a new one starts the SLOW_READ_MS count again. */
  readKey: string
  attempts: Attempts
}

export interface Attempts {
  /** Counts Retry presses and reconnects: part of the screen's reads' key. */
  attempt: number
  retry: () => void
}

/** The screen's count of asking again, taken before its reads (their key holds it). */
export function useAttempts(): Attempts {
  const [attempt, setAttempt] = useState(0)
  return { attempt, retry: () => setAttempt((n) => n + 1) }
}

export interface ScreenRead {
  phase: ScreenPhase
  error: { message: string } | null
  retry: () => void
}

export function useScreenRead({ pending, error, hasData = false, readKey, attempts }: ScreenReadInput): ScreenRead {
  const { attempt, retry } = attempts
  const countKey = `${readKey}#${attempt}`
  const [slowKey, setSlowKey] = useState<string | null>(null)
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setSlowKey(countKey), SLOW_READ_MS)
    return () => clearTimeout(timer)
  }, [pending, countKey])
  const slow = pending && slowKey === countKey
  const phase = screenPhase({ pending, failed: Boolean(error), hasData, slow })

  const connectionBack = useEffectEvent(() => {
    if (readsAgainOnReconnect(phase)) retry()
  })
  useEffect(() => {
    const unsubscribe = useAppStore.subscribe((state, before) => {
      if (connectionReturned(before.cms?.state, state.cms?.state)) connectionBack()
    })
    const online = () => connectionBack()
    window.addEventListener('online', online)
    return () => {
      unsubscribe()
      window.removeEventListener('online', online)
    }
  }, [])

  return { phase, error, retry }
}
