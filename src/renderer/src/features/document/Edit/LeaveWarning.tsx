import { useEffect } from 'react'
import { useBlocker } from 'react-router-dom'
import { ConfirmModal } from '../../../ui/Modal/ConfirmModal'
import { useT } from '../../../core/i18n/i18n-store'
import { editPathOf } from '../../../core/routes/routes'
import type { FormStore } from '../../../core/form/form-store'
import { useFormModified } from '../../../core/form/use-field'

/**
 * Spec point 4: warns before leaving with unsaved changes (on by default when autosave is off),
 * for in-app navigation and for closing or reloading the window. Changes that have not reached the
 * CMS warn too, with autosave on: saves waiting in the offline queue, an autosave that has not landed.
 */
export function LeaveWarning({
  form,
  enabled,
  fileChosen = false,
  hasChosenFile = () => false,
  waiting = false,
  hasWaiting = () => false,
}: {
  form: FormStore
  enabled: boolean
  /** A file chosen for upload, or a crop drawn, and not saved yet is a change too. */
  fileChosen?: boolean
  /** The same, asked at navigation time (a save's redirect comes before the next render). */
  hasChosenFile?: () => boolean
  /** Changes have not reached the CMS yet (queued saves, an autosave failing). */
  waiting?: boolean
  /** The same, asked at navigation time. */
  hasWaiting?: () => boolean
}) {
  const modified = useFormModified(form) || fileChosen
  const active = (enabled && modified) || waiting
  // Asks the store at navigation time: a save just before navigating has already cleared it.
  // Edit <-> live preview of the same document keeps the form (one EditView), so nothing is lost.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      ((enabled && (form.isModified() || hasChosenFile())) || hasWaiting()) &&
      editPathOf(currentLocation.pathname, 'preview') !== editPathOf(nextLocation.pathname, 'preview'),
  )

  useEffect(() => {
    if (!active) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [active])

  if (blocker.state !== 'blocked') return null
  return <LeaveConfirm onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
}

/** The question itself, also asked by a document drawer closing with unsaved changes. */
export function LeaveConfirm({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const t = useT()
  return (
    <ConfirmModal
      title={t('general:leaveWithoutSaving')}
      testIds={{ dialog: 'leave-warning', cancel: 'leave-stay', confirm: 'leave-anyway' }}
      cancelLabel={t('general:stayOnThisPage')}
      confirmLabel={t('general:leaveAnyway')}
      onCancel={onStay}
      onConfirm={onLeave}
      danger
    >
      <p>{t('general:changesNotSaved')}</p>
    </ConfirmModal>
  )
}
