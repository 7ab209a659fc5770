/**
 * Folio's own preview of the search result, as the SEO plugin's Preview field shows it: the page's URL
 * (from the server's generate-url function, where it has one), the meta title and description as typed.
 */
import { useEffect, useState } from 'react'
import type { FolioClientField } from '@shared/protocol'
import { useFieldValue } from '../../core/form/use-field'
import { useFieldContext } from '../common/context'
import { fieldLabel } from '../common/FieldShell'
import { useSeoGenerate } from './use-seo-generate'

export function SeoPreview({ field, path }: { field: FolioClientField; path: string }) {
  const { form, language, t, document } = useFieldContext()
  const props = field.customField?.clientProps ?? {}
  const titlePath = typeof props.titlePath === 'string' ? props.titlePath : 'meta.title'
  const descriptionPath = typeof props.descriptionPath === 'string' ? props.descriptionPath : 'meta.description'
  const [title] = useFieldValue<string | null>(form, titlePath)
  const [description] = useFieldValue<string | null>(form, descriptionPath)
  const { generate, error } = useSeoGenerate('url')
  const [url, setUrl] = useState<string | null>(null)
  const canGenerate = props.hasGenerateURLFn === true
  const documentId = document?.id
  useEffect(() => {
    if (!canGenerate) return
    let current = true
    void generate().then((text) => current && setUrl(text))
    return () => {
      current = false
    }
    // Asked again only when the document is saved under a new id, as the plugin asks once per document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canGenerate, documentId])
  const label = field.label === false ? t('plugin-seo:preview') : fieldLabel(field, language)
  return (
    <section className="field seo-preview" data-testid={`seo-preview-${path}`} aria-label={label}>
      <span className="field__label">{label}</span>
      <span className="field__description">{t('plugin-seo:previewDescription')}</span>
      <div className="seo-preview__result">
        <span className="seo-preview__url" data-testid="seo-preview-url">
          {url || 'https://...'}
        </span>
        <span className="seo-preview__title" data-testid="seo-preview-title">
          {title}
        </span>
        <span className="seo-preview__description" data-testid="seo-preview-description">
          {description}
        </span>
      </div>
      {error && (
        <p className="field__error" role="alert" data-testid={`seo-error-${path}`}>
          {error}
        </p>
      )}
    </section>
  )
}
