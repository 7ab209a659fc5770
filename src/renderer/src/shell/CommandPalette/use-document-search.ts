/**
 * Documents whose title contains the palette's query, across every collection the editor may read:
 * asked once typing pauses, one small request per collection sent together, the newest query's
 * answers only. A collection that fails is left out; the others still show.
 */
import { useEffect, useState } from 'react'
import type { FolioSchemaResponse } from '@shared/protocol'
import { invokeApi, relatedSearchRequest } from '../../core/requests'
import { titleFieldOf, type AccessMap, visibleEntities } from '../../core/schema/schema'

export const SEARCH_DELAY_MS = 200
const PER_COLLECTION = 5

export interface FoundDocument {
  slug: string
  id: string | number
  title: string
}

export interface DocumentSearch {
  found: FoundDocument[]
  /** A search for the current query is under way (or waits for typing to pause). */
  searching: boolean
}

export function useDocumentSearch(
  query: string,
  schema: FolioSchemaResponse | null,
  access: AccessMap | null,
): DocumentSearch {
  const [answer, setAnswer] = useState<{ query: string; found: FoundDocument[] }>({ query: '', found: [] })
  const trimmed = query.trim()

  useEffect(() => {
    if (!trimmed || !schema) return
    let current = true
    const timer = setTimeout(() => {
      const collections = visibleEntities(schema, access).filter((ref) => ref.kind === 'collection')
      void Promise.all(
        collections.map(async ({ slug, entity }) => {
          const titleField = titleFieldOf(entity)
          const result = await invokeApi(
            relatedSearchRequest(slug, titleField, trimmed, { summary: true, limit: PER_COLLECTION }),
          )
          if (!result.ok) return []
          const docs = (result.data as { docs?: Array<Record<string, unknown>> }).docs ?? []
          return docs.map((doc) => ({
            slug,
            id: doc.id as string | number,
            title: doc[titleField] ? String(doc[titleField]) : String(doc.id),
          }))
        }),
      ).then((perCollection) => {
        if (current) setAnswer({ query: trimmed, found: perCollection.flat() })
      })
    }, SEARCH_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [trimmed, schema, access])

  if (!trimmed) return { found: [], searching: false }
  return { found: answer.query === trimmed ? answer.found : [], searching: answer.query !== trimmed }
}
