/** Looks up related documents' titles through the bridge, batched (see core/lib/related-docs). */
import type { FolioSchemaResponse } from '@shared/protocol'
import { invokeApi, relatedByIdsRequest, relatedTitleField } from '../../core/requests'
import type { FormStore } from '../../core/form/form-store'
import { RelatedDocs, type DocId, type RelatedDoc } from '../../core/lib/related-docs'
import { findEntity, singularLabel } from '../../core/schema/schema'

export function createRelatedDocs(schema: FolioSchemaResponse): RelatedDocs {
  return new RelatedDocs(async (slug, ids) => {
    const result = await invokeApi(relatedByIdsRequest(slug, ids, relatedTitleField(schema, slug)))
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

// Title fields hold text, numbers or dates (useAsTitle): the casts below say so to String().

/** A related document's title: its useAsTitle field, else its file name, else its id. */
export function relatedTitle(schema: FolioSchemaResponse, slug: string, doc: RelatedDoc): string {
  const value = doc[relatedTitleField(schema, slug)]
  const title = (value !== undefined && value !== null && value !== '' ? value : (doc.filename ?? doc.id)) as DocId
  return String(title)
}

/** A picker option's title: the title field when present (even empty), else the file name, else the id. */
export function optionTitle(doc: Record<string, unknown>, titleField: string): string {
  const title = (doc[titleField] ?? doc.filename ?? doc.id) as DocId
  return String(title)
}

/** The collection's singular label, shown before titles of polymorphic relationships. */
export function relatedCollectionLabel(schema: FolioSchemaResponse, slug: string, language: string): string {
  const entity = findEntity(schema, 'collection', slug)
  return entity ? singularLabel(entity, language) : slug
}
