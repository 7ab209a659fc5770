/**
 * Whether this user may publish in a collection, asked as Folio asks it for a new document: the
 * collection's access with the published status. An access rule may allow drafts and refuse
 * publishing; then the list offers no bulk Publish or Unpublish.
 */
import { useEffect, useState } from 'react'
import { allowsUpdate, docAccessRequest, invokeApi } from '../../../core/requests'

/**
 * `settled` once the answer is in (or nothing needed asking). Asked once the list is `shown`: only the
 * bulk bar, for rows already chosen, needs it, and asked beside the list's own read it slowed that.
 */
export function usePublishPermission(slug: string, ask: boolean, language: string, shown: boolean) {
  const [answer, setAnswer] = useState<{ slug: string; allowed: boolean } | null>(null)
  useEffect(() => {
    if (!ask || !shown) return
    let current = true
    void invokeApi(docAccessRequest({ kind: 'collection', slug }, { status: 'published', language })).then(
      (result) => current && setAnswer({ slug, allowed: result.ok && allowsUpdate(result.data) }),
    )
    return () => {
      current = false
    }
  }, [slug, ask, language, shown])
  const known = answer?.slug === slug
  return { allowed: ask && known && answer.allowed, settled: !ask || known }
}
