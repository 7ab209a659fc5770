/**
 * Which chosen documents the field's filterOptions no longer allow. Such a choice stays in the value
 * (the editor decides; Payload refuses it on save with its own message) but its chip is marked.
 */
import type { ApiRequest, QueryValue } from '@shared/api'
import type { FieldFilter } from '../../core/form/form-store'
import { refCollection, refId, refKey, type Id, type Ref } from './refs'

/** The chosen ids of each collection whose filter is a Where: those must be asked about. */
export function idsToCheck(refs: Ref[], filter: FieldFilter | undefined, fallback: string): Map<string, Id[]> {
  const ids = new Map<string, Id[]>()
  for (const ref of refs) {
    const slug = refCollection(ref, fallback)
    const where = filter?.[slug]
    if (!where) continue
    ids.set(slug, [...(ids.get(slug) ?? []), refId(ref)])
  }
  return ids
}

/** The chosen documents of `slug` with these ids that the filter allows (ids only). */
export function allowedIdsRequest(slug: string, ids: Id[], where: Record<string, unknown>): ApiRequest {
  return {
    method: 'GET',
    path: `/${slug}`,
    query: {
      where: { and: [where, { id: { in: ids } }] } as QueryValue,
      limit: ids.length,
      depth: 0,
      pagination: false,
      select: { id: true },
    },
  }
}

/**
 * The keys of the chosen documents the filter disallows: all of a collection whose filter is false,
 * and those of a filtered collection the server did not find among the allowed (`allowed`, by
 * collection; a collection not answered yet marks nothing).
 */
export function disallowedKeys(
  refs: Ref[],
  filter: FieldFilter | undefined,
  fallback: string,
  allowed: ReadonlyMap<string, ReadonlySet<string>>,
): Set<string> {
  const keys = new Set<string>()
  for (const ref of refs) {
    const slug = refCollection(ref, fallback)
    const where = filter?.[slug]
    if (where === undefined) continue
    const found = allowed.get(slug)
    if (where === false || (found && !found.has(String(refId(ref))))) keys.add(refKey(ref, fallback))
  }
  return keys
}
