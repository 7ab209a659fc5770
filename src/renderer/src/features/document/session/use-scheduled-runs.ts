/**
 * An open document's scheduled publish and unpublish (Payload's `schedulePublish` jobs, queued from the
 * Schedule publish dialog or before the document was opened): once the next one's time passes, the
 * document's updatedAt is read again (scheduled-runs.ts says how often and until when), and when it
 * moved the job has run: `onRan` brings the new status into the view. Failed reads end the watch quietly
 * (the dialog reports its own); nothing is read for documents without scheduling or publish access.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { FolioScheduledEvent, FolioScheduleListResponse } from '@shared/protocol'
import { freshnessRequest, invokeApi, upcomingEventsRequest, type ScheduleTarget } from '../../../core/requests'
import { GIVE_UP_AFTER_MS, nextDue, pollDelayMs, stillAhead } from './scheduled-runs'

const DAY_MS = 24 * 60 * 60_000

export interface ScheduledRunsOptions {
  /** The document or global; null: nothing is watched. */
  target: ScheduleTarget | null
  drafts: boolean
  language: string
  /** What this view's copy is based on: a newer one on the server means the job ran. */
  baseUpdatedAtRef: { readonly current: string | null }
  /** A scheduled job changed the document. */
  onRan: () => void
}

export function useScheduledRuns({ target, drafts, language, baseUpdatedAtRef, onRan }: ScheduledRunsOptions) {
  const key = target ? JSON.stringify(target) : null
  const [state, setState] = useState<{ key: string; events: FolioScheduledEvent[] } | null>(null)
  const events = state?.key === key ? state.events : null
  const latest = useRef({ drafts, language, onRan })
  useLayoutEffect(() => {
    latest.current = { drafts, language, onRan }
  })

  // The upcoming events, read once for the opened document.
  useEffect(() => {
    if (!key) return
    let live = true
    const scheduleTarget = JSON.parse(key) as ScheduleTarget
    void invokeApi(upcomingEventsRequest(scheduleTarget, latest.current.language)).then((result) => {
      if (live && result.ok) setState({ key, events: (result.data as FolioScheduleListResponse).events })
    })
    return () => {
      live = false
    }
  }, [key])

  // Waits for the next event's time, then reads until the document moved or the watch gives up.
  useEffect(() => {
    const due = nextDue(events)
    if (!key || due === null) return
    const scheduleTarget = JSON.parse(key) as ScheduleTarget
    const documentTarget =
      scheduleTarget.kind === 'collection'
        ? { kind: 'collection' as const, slug: scheduleTarget.slug, id: scheduleTarget.id }
        : { kind: 'global' as const, slug: scheduleTarget.slug }
    let timer: ReturnType<typeof setTimeout> | undefined
    let live = true
    let attempt = 0
    const done = () => setState((s) => (s?.key === key ? { key, events: stillAhead(s.events, due) } : s))
    const check = async () => {
      const result = await invokeApi(freshnessRequest(documentTarget, latest.current.drafts))
      if (!live) return
      const updatedAt = result.ok ? (result.data as { updatedAt?: unknown }).updatedAt : undefined
      if (typeof updatedAt === 'string' && updatedAt !== baseUpdatedAtRef.current) {
        latest.current.onRan()
        return done()
      }
      if (!result.ok || Date.now() - due > GIVE_UP_AFTER_MS) return done()
      timer = setTimeout(() => void check(), pollDelayMs(++attempt))
    }
    // Timers take at most about 24 days: an event further ahead is waited for a day at a time.
    const wait = () => {
      const left = due - Date.now()
      timer = left > DAY_MS ? setTimeout(wait, DAY_MS) : setTimeout(() => void check(), Math.max(0, left))
    }
    wait()
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [key, events, baseUpdatedAtRef])

  /** The schedule dialog's list after it queued or cancelled one: the watch follows it. */
  const setEvents = useCallback((next: FolioScheduledEvent[]) => key && setState({ key, events: next }), [key])
  return { setEvents }
}
