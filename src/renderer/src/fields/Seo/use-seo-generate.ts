/** Asks the SEO plugin to generate a title, description or URL for the document being edited. */
import { useCallback, useState } from 'react'
import { generatedText, seoGenerateRequest, type SeoGenerateKind } from '../../core/requests/seo'
import { invokeApi } from '../../core/requests/invoke'
import { useFieldContext } from '../common/context'

export interface SeoGenerate {
  /** Resolves to the generated text, or null after a failure (then `error` says why). */
  generate: () => Promise<string | null>
  busy: boolean
  error: string | null
}

export function useSeoGenerate(kind: SeoGenerateKind): SeoGenerate {
  const { form, locale, language, document, t } = useFieldContext()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const generate = useCallback(async () => {
    if (!document) return null
    setBusy(true)
    setError(null)
    const request = seoGenerateRequest(kind, { document, data: form.getData(), locale, language })
    const answer = await invokeApi(request)
    setBusy(false)
    const text = answer.ok ? generatedText(answer.data) : null
    if (text === null) {
      const reason = answer.ok ? t('folio:seoNoResult') : answer.error.message
      setError(t('folio:seoGenerateFailed', { reason }))
    }
    return text
  }, [document, form, kind, language, locale, t])
  return { generate, busy, error }
}
