/** The document's upcoming scheduled events, soonest first, each with a Delete button. */
import type { FolioScheduledEvent } from '@shared/protocol'
import { useI18n, useT } from '../../../../core/i18n/i18n-store'
import { Button } from '../../../../ui/Button/Button'

interface Props {
  events: FolioScheduledEvent[] | null
  loadError: string | null
  working: boolean
  onDelete: (id: FolioScheduledEvent['id']) => void
}

export function UpcomingEvents({ events, loadError, working, onDelete }: Props) {
  const t = useT()
  const language = useI18n((s) => s.language)
  return (
    <section className="schedule__events" aria-labelledby="schedule-events-heading">
      <h3 id="schedule-events-heading" className="schedule__heading">
        {t('general:upcomingEvents')}
      </h3>
      {loadError && (
        <p role="alert" className="schedule__error" data-testid="schedule-events-error">
          {loadError}
        </p>
      )}
      {events && events.length === 0 && (
        <p data-testid="schedule-no-events">{t('general:noUpcomingEventsScheduled')}</p>
      )}
      {events && events.length > 0 && (
        <ul className="schedule__list" data-testid="schedule-events">
          {events.map((event) => {
            const when = new Date(event.waitUntil).toLocaleString(language)
            const type = event.type === 'publish' ? t('version:publish') : t('version:unpublish')
            return (
              <li key={event.id} className="schedule__event" data-testid="schedule-event">
                <span>
                  {type} · {when}
                  {event.locale ? ` · ${event.locale}` : ''}
                </span>
                <Button
                  variant="danger"
                  size="small"
                  disabled={working}
                  onClick={() => onDelete(event.id)}
                  aria-label={`${t('general:delete')}: ${type} ${when}`}
                  data-testid="schedule-event-delete"
                >
                  {t('general:delete')}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
