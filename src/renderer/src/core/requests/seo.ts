/**
 * The SEO plugin's generate endpoints (`/plugin-seo/generate-title|description|url`), sent as its own
 * fields send them: the document being edited (unsaved values included), its id and entity, the locale.
 * The plugin checks that the user may read (or create) that document before it runs the function.
 */
import type { ApiRequest } from '@shared/api'

export type SeoGenerateKind = 'title' | 'description' | 'url'

export interface SeoDocumentRef {
  kind: 'collection' | 'global'
  slug: string
  id?: string
}

export function seoGenerateRequest(
  kind: SeoGenerateKind,
  options: { document: SeoDocumentRef; data: unknown; locale?: string; language: string },
): ApiRequest {
  const { document, data, locale, language } = options
  return {
    method: 'POST',
    path: `/plugin-seo/generate-${kind}`,
    body: {
      ...(document.kind === 'collection' ? { collectionSlug: document.slug } : { globalSlug: document.slug }),
      ...(document.id !== undefined ? { id: document.id } : {}),
      doc: data,
      ...(locale ? { locale } : {}),
    },
    language,
  }
}

/** The generated text from the plugin's answer (`{ result }`), or null when it holds none. */
export function generatedText(data: unknown): string | null {
  const result = (data as { result?: unknown } | null)?.result
  return typeof result === 'string' ? result : null
}
