/**
 * "Copy to locale" (Payload's CopyLocaleData): the header's trigger and its dialog. Nothing is saved:
 * the view switches to the target locale and the copied values wait there as unsaved changes.
 */
import { useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useDocumentSession } from '../../session/use-document-session'
import { useT } from '../../../../core/i18n/i18n-store'
import { copyLocaleData, type CopyOptions } from './copy-locale'
import { CopyToLocaleModal } from './CopyToLocaleModal'
import { Button } from '../../../../ui/Button/Button'
import './CopyToLocale.css'

export function CopyToLocale() {
  const doc = useDocumentSession(
    'canSave',
    'entity',
    'form',
    'isNew',
    'loaded',
    'locale',
    'localeEdits',
    'localization',
  )
  const t = useT()
  const location = useLocation()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  if (!doc.localization || doc.isNew || !doc.canSave || !doc.entity || !doc.locale) return null
  const { entity, form, locale, localeEdits } = doc

  const close = () => {
    setOpen(false)
    trigger.current?.focus()
  }
  const copy = (to: string, options: CopyOptions) => {
    // What the form holds now, unsaved values included; this locale's own edits stay kept for it.
    const source = form.getData() as Record<string, unknown>
    localeEdits.queue(to, (loaded) => copyLocaleData(entity.fields, source, loaded, options))
    const params = new URLSearchParams(location.search)
    params.set('locale', to)
    void navigate({ pathname: location.pathname, search: `?${params.toString()}` })
    close()
  }

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        className="edit__quiet"
        aria-disabled={!doc.loaded}
        onClick={() => doc.loaded && setOpen(true)}
        data-testid="copy-to-locale"
      >
        {t('localization:copyToLocale')}
      </Button>
      {open && <CopyToLocaleModal from={locale} onCancel={close} onCopy={copy} />}
    </>
  )
}
