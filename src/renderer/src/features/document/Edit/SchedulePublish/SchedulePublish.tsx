/**
 * "Schedule publish" beside the publish buttons (Payload's versions.drafts.schedulePublish): opens the
 * dialog to queue a publish or unpublish for later and to delete upcoming ones.
 */
import { useState } from 'react'
import { useDocumentSession } from '../../session/use-document-session'
import { useT } from '../../../../core/i18n/i18n-store'
import type { ScheduleTarget } from '../../../../core/requests'
import { ScheduleModal } from './ScheduleModal'
import { Button } from '../../../../ui/Button/Button'

export function SchedulePublish() {
  const doc = useDocumentSession('id', 'kind', 'slug')
  const t = useT()
  const [open, setOpen] = useState(false)
  const target: ScheduleTarget | null =
    doc.kind === 'global'
      ? { kind: 'global', slug: doc.slug }
      : doc.id
        ? { kind: 'collection', slug: doc.slug, id: doc.id }
        : null
  if (!target) return null
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="schedule-publish">
        {t('version:schedulePublish')}
      </Button>
      {open && <ScheduleModal target={target} onClose={() => setOpen(false)} />}
    </>
  )
}
