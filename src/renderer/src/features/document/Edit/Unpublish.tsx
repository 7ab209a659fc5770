/**
 * Unpublish (Payload's status control): shown while a published version exists; after a
 * confirmation the document controller makes its status draft, so the public API no longer serves it.
 */
import { useState } from 'react'
import { ConfirmModal } from '../../../ui/Modal/ConfirmModal'
import { useT } from '../../../core/i18n/i18n-store'
import { useCommands } from '../../../core/stores/use-commands'
import { Button } from '../../../ui/Button/Button'

interface Props {
  disabled: boolean
  working: boolean
  /** Resolves true once unpublished (the dialog closes), false when it failed (it stays open). */
  onConfirm: () => Promise<boolean>
}

export function Unpublish({ disabled, working, onConfirm }: Props) {
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  useCommands([
    {
      id: 'unpublish',
      label: t('version:unpublish'),
      group: 'document',
      disabled: disabled || working,
      run: () => setConfirming(true),
    },
  ])
  return (
    <>
      <Button
        variant="ghost"
        className="edit__quiet"
        disabled={disabled || working}
        onClick={() => setConfirming(true)}
        data-testid="unpublish"
      >
        {working ? t('version:unpublishing') : t('version:unpublish')}
      </Button>
      {confirming && (
        <ConfirmModal
          title={t('version:confirmUnpublish')}
          testIds={{ dialog: 'unpublish-modal', cancel: 'unpublish-cancel', confirm: 'unpublish-confirm' }}
          confirmLabel={t('general:confirm')}
          busyLabel={t('version:unpublishing')}
          busy={working}
          onConfirm={() => void onConfirm().then((done) => done && setConfirming(false))}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('version:aboutToUnpublish')}</p>
        </ConfirmModal>
      )}
    </>
  )
}
