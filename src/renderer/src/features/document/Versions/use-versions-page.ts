/**
 * The versions screen's data: its declared page of versions, and the newest draft and published ids;
 * both in the plugin's one answer where the server has it, else the page and, when the page cannot
 * tell, one lookup per status.
 */
import { useEffect, useEffectEvent, useState } from 'react'
import type { ApiError, ApiRequest, ApiResult } from '@shared/api'
import type { FolioVersionsResponse } from '@shared/protocol'
import {
  arrivedAnswer,
  invokeApi,
  latestVersionRequest,
  newestFromPage,
  type VersionsTarget,
} from '../../../core/requests'
import type { VersionSummary } from '../../../core/lib/version-status'
import { useServerKey } from '../../../core/drafts/draft-keys'
import { documentWriteQueue, documentWritesKey } from '../session/write-queue'

export interface VersionDoc extends VersionSummary {
  createdAt: string
  updatedAt: string
}
export interface VersionPage {
  docs: VersionDoc[]
  totalDocs: number
  totalPages: number
  page: number
}
export type LatestVersions = { draftId?: string | number | null; publishedId?: string | number | null }

/** The page and newest ids of the plugin's answer, in the shape of the REST reads' answers. */
function fromScreenAnswer(answer: ApiResult): { list: ApiResult; latest: LatestVersions } {
  if (!answer.ok) return { list: answer, latest: {} }
  const { list, latest } = answer.data as FolioVersionsResponse
  return { list: { ...answer, data: list }, latest }
}

/** `first` is the screen's declared first read; `key` names the URL the page is for. */
export function useVersionsPage(
  first: { page?: ApiRequest; screen?: ApiRequest },
  target: VersionsTarget,
  key: string,
  /** Counts Retry presses and reconnects: each reads afresh. */
  attempt = 0,
) {
  const request = first.screen ?? first.page
  // The plugin's one answer, when it is in before the first render (a cold load): drawn at once.
  const [early] = useState(() => {
    const answer = first.screen ? arrivedAnswer(first.screen) : undefined
    if (!answer?.ok) return undefined
    const { list, latest } = answer.data as FolioVersionsResponse
    return { list: list as unknown as VersionPage, latest }
  })
  const [result, setResult] = useState<VersionPage | null>(early?.list ?? null)
  const [latest, setLatest] = useState<LatestVersions>(early?.latest ?? {})
  const [error, setError] = useState<ApiError | null>(null)
  const [loadedKey, setLoadedKey] = useState(early ? key : '')

  const server = useServerKey()
  const read = useEffectEvent(async () => {
    // After the document's writes under way (the autosave sent as the editor left its form for this
    // tab): the list then has the version they made.
    const writes = documentWriteQueue(documentWritesKey(server, target.kind, target.slug, target.id))
    const fresh = (await writes.settled()) || attempt > 0
    if (first.screen) return fromScreenAnswer(await invokeApi(first.screen, { fresh }))
    if (!first.page) return null
    const list = await invokeApi(first.page, { fresh })
    // The first page usually holds the newest draft and published versions: no lookup needed then.
    const latestOf = async (status: 'draft' | 'published') => {
      const fromPage = list.ok ? newestFromPage(list.data as VersionPage, status) : undefined
      if (fromPage !== undefined) return fromPage
      const answer = await invokeApi(latestVersionRequest(target, status))
      return answer.ok ? ((answer.data as VersionPage).docs[0]?.id ?? null) : null
    }
    const [draftId, publishedId] = await Promise.all([target.drafts ? latestOf('draft') : null, latestOf('published')])
    return { list, latest: { draftId, publishedId } }
  })

  // Read again when the request (page, limit, language) or the URL changes.
  const requestKey = request ? JSON.stringify(request) : null
  useEffect(() => {
    if (!requestKey) return
    let current = true
    void read().then((answer) => {
      if (!current || !answer) return
      if (answer.list.ok) {
        setResult(answer.list.data as VersionPage)
        setError(null)
      } else setError(answer.list.error)
      setLatest(answer.latest)
      setLoadedKey(key)
    })
    return () => {
      current = false
    }
  }, [requestKey, key, target])

  return { result, latest, error, loading: loadedKey !== key }
}
