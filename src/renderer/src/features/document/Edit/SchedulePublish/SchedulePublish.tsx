/**
 * "Schedule publish" (Payload's versions.drafts.schedulePublish), an option of the publish split button
 * as in Payload: opens the dialog to queue a publish or unpublish for later and to delete upcoming ones.
 */
import { useState, type ReactNode } from 'react'
import { useDocumentSession } from '../../session/use-document-session'
import { useT } from '../../../../core/i18n/i18n-store'
import type { ScheduleTarget } from '../../../../core/requests'
import type { DocumentMenuItem } from '../../../../ui/DocumentMenu/DocumentMenu'
import { ScheduleModal } from './ScheduleModal'

/** The option, where the document may be scheduled, and its dialog while open. */
export function useSchedulePublish(): { item: DocumentMenuItem | null; dialog: ReactNode } {
  const doc = useDocumentSession('canSave', 'drafts', 'extras', 'id', 'isNew', 'kind', 'mayPublish', 'slug')
  const t = useT()
  const [open, setOpen] = useState(false)
  const offered = doc.canSave && doc.mayPublish && doc.drafts && Boolean(doc.extras?.schedulePublish) && !doc.isNew
  const target: ScheduleTarget | null = !offered
    ? null
    : doc.kind === 'global'
      ? { kind: 'global', slug: doc.slug }
      : doc.id
        ? { kind: 'collection', slug: doc.slug, id: doc.id }
        : null
  if (!target) return { item: null, dialog: null }
  return {
    item: {
      action: 'schedule-publish',
      label: t('version:schedulePublish'),
      onSelect: () => setOpen(true),
      testId: 'schedule-publish',
    },
    dialog: open ? <ScheduleModal target={target} onClose={() => setOpen(false)} /> : null,
  }
}
