/** The list screen's data: its request sent for each URL, a shimmer when the first answer is slow. */
import { useEffect, useEffectEvent, useState } from 'react'
import type { ApiError, ApiRequest } from '@shared/api'
import { arrivedAnswer, invokeApi } from '../../core/requests'

export interface ListResult {
  docs: Array<Record<string, unknown>>
  totalDocs: number
  page: number
  limit: number
  totalPages: number
}

const SHIMMER_DELAY_MS = 500

/**
 * `requestKey` names the URL the request is for: the list is read again when it changes (not when
 * only the UI language does). The last result stays on screen, marked loading, until the next one.
 */
export function useListAnswer(
  request: ApiRequest | undefined,
  requestKey: string,
  enabled: boolean,
  /** Asked again after a failure or a slow answer (Retry): sent anew, not joined to a read still out. */
  fresh = false,
) {
  // A cold load's answer is usually in before the first render: the list is drawn with it at once.
  const [early] = useState(() => (enabled ? arrivedAnswer(request) : undefined))
  const [result, setResult] = useState<ListResult | null>(early?.ok ? (early.data as ListResult) : null)
  const [failure, setFailure] = useState<{ key: string; error: ApiError } | null>(
    early && !early.ok ? { key: requestKey, error: early.error } : null,
  )
  /** The request the shown result answers; anything else on screen is stale until it arrives. */
  const [loadedKey, setLoadedKey] = useState<string | null>(early ? requestKey : null)
  const [showShimmer, setShowShimmer] = useState(false)

  const send = useEffectEvent(() => (request ? invokeApi(request, { fresh }) : null))
  useEffect(() => {
    if (!enabled) return
    const answer = send()
    if (!answer) return
    let current = true
    const shimmer = setTimeout(() => current && setShowShimmer(true), SHIMMER_DELAY_MS)
    void answer
      .then((response) => {
        if (!current) return
        if (response.ok) {
          setResult(response.data as ListResult)
          setFailure(null)
        } else setFailure({ key: requestKey, error: response.error })
        setLoadedKey(requestKey)
      })
      .finally(() => {
        if (!current) return
        clearTimeout(shimmer)
        setShowShimmer(false)
      })
    return () => {
      current = false
      clearTimeout(shimmer)
    }
  }, [requestKey, enabled])

  return {
    result,
    // An error belongs to its request: asking again clears it.
    error: failure?.key === requestKey ? failure.error : null,
    loading: loadedKey !== requestKey,
    showShimmer,
  }
}
