/** The chosen documents the field's filterOptions no longer allow (filter-check.ts), asked as the filter or value changes. */
import { useEffect, useMemo, useState } from 'react'
import type { FieldFilter } from '../../core/form/form-store'
import { invokeApi } from '../../core/requests'
import { allowedIdsRequest, disallowedKeys, idsToCheck } from './filter-check'
import type { Ref } from './refs'

export function useDisallowed(refs: Ref[], filter: FieldFilter | undefined, fallback: string, visible: boolean) {
  const [allowed, setAllowed] = useState<{ key: string; ids: Map<string, Set<string>> }>({ key: '', ids: new Map() })
  const toCheck = useMemo(() => idsToCheck(refs, filter, fallback), [refs, filter, fallback])
  const key = JSON.stringify([...toCheck, filter ?? null])
  useEffect(() => {
    if (!visible || toCheck.size === 0) return
    let current = true
    void Promise.all(
      [...toCheck].map(async ([slug, ids]) => {
        const result = await invokeApi(allowedIdsRequest(slug, ids, filter![slug] as Record<string, unknown>))
        const docs = result.ok ? ((result.data as { docs?: Array<{ id: unknown }> }).docs ?? []) : null
        // A failed read marks nothing: the server's refusal on save still tells.
        return [slug, docs ? new Set(docs.map((d) => String(d.id))) : undefined] as const
      }),
    ).then((answers) => {
      if (!current) return
      const ids = new Map<string, Set<string>>()
      for (const [slug, found] of answers) if (found) ids.set(slug, found)
      setAllowed({ key, ids })
    })
    return () => {
      current = false
    }
    // toCheck and filter are what `key` says.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, visible])
  return disallowedKeys(refs, filter, fallback, allowed.key === key ? allowed.ids : new Map())
}
