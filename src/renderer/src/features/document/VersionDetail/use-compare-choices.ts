/** The compare picker's options: the document's other versions, a page at a time as the list is scrolled. */
import { useEffect, useEffectEvent, useState } from 'react'
import { compareChoicesRequest, invokeApi, type VersionsTarget } from '../../../core/requests'
import type { ChoicesPage, VersionDoc } from './version-pair'

/**
 * `enabled` once the comparison is shown: the options are not needed before the picker is used.
 * `firstPage` came with the screen's one read (the plugin's answer): the picker starts from it.
 */
export function useCompareChoices(
  target: VersionsTarget,
  versionId: string,
  language: string,
  enabled: boolean,
  firstPage: ChoicesPage | null,
) {
  const [read, setRead] = useState<{ choices: VersionDoc[]; page: number; done: boolean }>({
    choices: [],
    page: 0,
    done: false,
  })
  const [failed, setFailed] = useState(false)
  // Until more pages are read, the first page given is the picker's.
  const seeded =
    firstPage && read.page === 0 ? { choices: firstPage.docs, page: 1, done: !firstPage.hasNextPage } : null
  const { choices, page, done } = seeded ?? read

  const loadMore = () => {
    if (done) return
    const next = page + 1
    void invokeApi(compareChoicesRequest(target, versionId, next, language)).then((result) => {
      if (!result.ok) return setFailed(true)
      const answer = result.data as { docs: VersionDoc[]; hasNextPage: boolean }
      setRead({ choices: [...choices, ...answer.docs], page: next, done: !answer.hasNextPage })
    })
  }

  const loadFirst = useEffectEvent(loadMore)
  useEffect(() => {
    if (enabled && !firstPage) loadFirst()
  }, [enabled, versionId, firstPage])

  return { choices, failed, loadMore }
}
