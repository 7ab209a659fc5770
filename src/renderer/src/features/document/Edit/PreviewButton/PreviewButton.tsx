/**
 * The Preview button of entities with `admin.preview`: the plugin runs that function on the server for
 * the saved document and locale, main resolves a path against the server's address, and the page opens
 * in a new tab (the desktop app hands it to the system browser through its allow-listed open path).
 */
import { useState } from 'react'
import { getBridge } from '../../../../core/bridge'
import { useDocumentSession } from '../../session/use-document-session'
import { apiErrorText } from '../../../../core/i18n/api-error-text'
import { useT } from '../../../../core/i18n/i18n-store'
import { toast } from '../../../../core/stores/toast-store'
import { Button } from '../../../../ui/Button/Button'

export function PreviewButton() {
  const doc = useDocumentSession('id', 'kind', 'locale', 'slug')
  const t = useT()
  const [opening, setOpening] = useState(false)
  const { kind, slug, id, locale } = doc
  const open = async () => {
    setOpening(true)
    try {
      const result = await getBridge().invoke('renderer:preview-url', {
        ...(kind === 'collection' ? { collection: slug, id } : { global: slug }),
        ...(locale ? { locale } : {}),
        kind: 'preview',
      })
      if (!result.ok) return void toast.error(apiErrorText(result.error, t))
      if (!result.data.url) return void toast.error(t('folio:previewNoUrl'))
      window.open(result.data.url, '_blank', 'noopener,noreferrer')
    } finally {
      setOpening(false)
    }
  }
  return (
    <Button variant="secondary" disabled={opening} onClick={() => void open()} data-testid="preview-button">
      {t('version:preview')}
    </Button>
  )
}
