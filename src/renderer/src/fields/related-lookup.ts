/** Looks up related documents' titles through the bridge, batched (see lib/related-docs). */
import type { FolioSchemaResponse } from '@shared/protocol'
import { invokeApi } from '../lib/requests/invoke'
import type { FormStore } from '../lib/form/form-store'
import { RelatedDocs, type DocId, type RelatedDoc } from '../lib/related-docs'
import { findEntity, singularLabel, titleFieldOf } from '../lib/schema'

/** What a picker or a diff shows of a document: its title, and for uploads what preview and size need. */
export const relatedSelect = (titleField: string) => ({
  [titleField]: true,
  filename: true,
  mimeType: true,
  filesize: true,
  url: true,
  thumbnailURL: true,
})

export function createRelatedDocs(schema: FolioSchemaResponse): RelatedDocs {
  return new RelatedDocs(async (slug, ids) => {
    const entity = findEntity(schema, 'collection', slug)
    const result = await invokeApi({
      method: 'GET',
      path: `/${slug}`,
      query: {
        where: { id: { in: ids } },
        limit: ids.length,
        depth: 0,
        pagination: false,
        select: relatedSelect(entity ? titleFieldOf(entity) : 'id'),
      },
    })
    return result.ok ? ((result.data as { docs?: Array<Record<string, unknown> & { id: DocId }> }).docs ?? []) : null
  })
}

/** One lookup per open form, so all its relationship, upload and rich-text embed fields share requests and answers. */
const lookups = new WeakMap<FormStore, RelatedDocs>()
export function relatedDocsOf(form: FormStore, schema: FolioSchemaResponse): RelatedDocs {
  let docs = lookups.get(form)
  if (!docs) lookups.set(form, (docs = createRelatedDocs(schema)))
  return docs
}

/** A related document's title: its useAsTitle field, else its file name, else its id. */
export function relatedTitle(schema: FolioSchemaResponse, slug: string, doc: RelatedDoc): string {
  const entity = findEntity(schema, 'collection', slug)
  const value = doc[entity ? titleFieldOf(entity) : 'id']
  return String(value !== undefined && value !== null && value !== '' ? value : (doc.filename ?? doc.id))
}

/** The collection's singular label, shown before titles of polymorphic relationships. */
export function relatedCollectionLabel(schema: FolioSchemaResponse, slug: string, language: string): string {
  const entity = findEntity(schema, 'collection', slug)
  return entity ? singularLabel(entity, language) : slug
}
