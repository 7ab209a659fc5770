/** The compare picker's options: the document's other versions, a page at a time as the list is scrolled. */
import { useEffect, useEffectEvent, useState } from 'react'
import { compareChoicesRequest, invokeApi, type VersionsTarget } from '../../lib/requests'
import type { VersionDoc } from './use-version-pair'

/** `enabled` once the comparison is shown: the options are not needed before the picker is used. */
export function useCompareChoices(target: VersionsTarget, versionId: string, language: string, enabled: boolean) {
  const [choices, setChoices] = useState<VersionDoc[]>([])
  const [page, setPage] = useState(0)
  const [done, setDone] = useState(false)
  const [failed, setFailed] = useState(false)

  const loadMore = () => {
    if (done) return
    const next = page + 1
    void invokeApi(compareChoicesRequest(target, versionId, next, language)).then((result) => {
      if (!result.ok) return setFailed(true)
      const answer = result.data as { docs: VersionDoc[]; hasNextPage: boolean }
      setChoices((prev) => [...prev, ...answer.docs])
      setPage(next)
      setDone(!answer.hasNextPage)
    })
  }

  const loadFirst = useEffectEvent(loadMore)
  useEffect(() => {
    if (enabled) loadFirst()
  }, [enabled, versionId])

  return { choices, failed, loadMore }
}
