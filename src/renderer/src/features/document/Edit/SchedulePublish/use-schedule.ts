/** The schedule dialog's server side: the upcoming events (read when it opens), queuing and cancelling. */
import { useCallback, useEffect, useState } from 'react'
import type { FolioScheduledEvent, FolioScheduleListResponse, FolioScheduleType } from '@shared/protocol'
import { apiErrorText } from '../../../../core/i18n/api-error-text'
import { useI18n, useT } from '../../../../core/i18n/i18n-store'
import {
  cancelScheduledRequest,
  invokeApi,
  scheduleRequest,
  upcomingEventsRequest,
  type ScheduleTarget,
} from '../../../../core/requests'
import { toast } from '../../../../core/stores/toast-store'

/** `onEvents` hears each list read, so the document's watch of scheduled runs follows the dialog. */
export function useSchedule(target: ScheduleTarget, onEvents?: (events: FolioScheduledEvent[]) => void) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const [events, setEvents] = useState<FolioScheduledEvent[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const key = JSON.stringify(target)

  const fetchEvents = useCallback(
    () => invokeApi(upcomingEventsRequest(JSON.parse(key) as ScheduleTarget, language)),
    [key, language],
  )
  const apply = useCallback(
    (result: Awaited<ReturnType<typeof fetchEvents>>) => {
      if (!result.ok) return setLoadError(apiErrorText(result.error, t))
      setLoadError(null)
      const { events } = result.data as FolioScheduleListResponse
      setEvents(events)
      onEvents?.(events)
    },
    [t, onEvents],
  )
  const reload = async () => apply(await fetchEvents())

  useEffect(() => {
    let live = true
    void fetchEvents().then((result) => live && apply(result))
    return () => {
      live = false
    }
  }, [fetchEvents, apply])

  /** Resolves true once queued; a refusal is shown as a toast and the dialog keeps what was chosen. */
  const schedule = async (event: { type: FolioScheduleType; date: string; locale?: string }): Promise<boolean> => {
    setWorking(true)
    const result = await invokeApi(scheduleRequest(target, event, language))
    setWorking(false)
    if (!result.ok) {
      toast.error(apiErrorText(result.error, t))
      return false
    }
    toast.success(t('version:scheduledSuccessfully'))
    await reload()
    return true
  }

  const cancel = async (id: FolioScheduledEvent['id']) => {
    setWorking(true)
    const result = await invokeApi(cancelScheduledRequest(target, id, language))
    setWorking(false)
    if (!result.ok) return void toast.error(apiErrorText(result.error, t))
    toast.success(t('general:deletedSuccessfully'))
    await reload()
  }

  return { events, loadError, working, schedule, cancel }
}
