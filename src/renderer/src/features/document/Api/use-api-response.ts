/** The API view's answer to its request, read again whenever the request changes. */
import { useEffect, useState } from 'react'
import type { ApiError, ApiRequest } from '@shared/api'
import { useT } from '../../../core/i18n/i18n-store'
import { invokeApi } from '../../../core/requests'
import { toast } from '../../../core/stores/toast-store'

/** `request` must keep its identity while it is the same request (memoized by the caller). */
/** `attempt` counts Retry presses and reconnects: each asks afresh. */
export function useApiResponse(request: ApiRequest | undefined, attempt = 0) {
  const t = useT()
  const [data, setData] = useState<unknown>(undefined)
  /** The last request's failure: its answer replaces the earlier one, which no longer applies. */
  const [error, setError] = useState<ApiError | null>(null)
  const [loading, setLoading] = useState(false)
  // A new request is loading from the render that asks for it.
  const [asked, setAsked] = useState<ApiRequest | undefined>(undefined)
  const [askedAttempt, setAskedAttempt] = useState(attempt)
  if (request !== asked || attempt !== askedAttempt) {
    setAsked(request)
    setAskedAttempt(attempt)
    if (request) setLoading(true)
  }

  useEffect(() => {
    if (!request) return
    let current = true
    void invokeApi(request, { fresh: attempt > 0 })
      .then((result) => {
        if (!current) return
        setData(result.ok ? result.data : undefined)
        setError(result.ok ? null : result.error)
        if (result.ok) return
        if (result.error.kind === 'invalid-json') toast.error(t('folio:errorParsingResponse'))
        else toast.error(t('folio:errorMakingRequest'))
      })
      .finally(() => current && setLoading(false))
    return () => {
      current = false
    }
  }, [request, t, attempt])

  return { data, error, loading }
}
