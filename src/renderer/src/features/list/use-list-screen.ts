/**
 * A list-like screen's (a collection's list, its trash) read of its page, as the screen shows it:
 * loading, an error or slowness with Retry, read again when the connection returns (use-screen-read).
 */
import type { ApiRequest } from '@shared/api'
import { useAttempts, useScreenRead } from '../../core/lib/use-screen-read'
import { useListAnswer } from '../../fields/document-table/use-list-answer'

export function useListScreen(request: ApiRequest | undefined, requestKey: string, enabled: boolean) {
  const attempts = useAttempts()
  // A request not made yet (the columns on show not known yet) is another key: once made, it is sent.
  const answerKey = `${requestKey}~${attempts.attempt}${request ? '' : '~waiting'}`
  const answer = useListAnswer(request, answerKey, enabled, attempts.attempt > 0)
  const read = useScreenRead({
    pending: enabled && answer.loading,
    error: answer.error,
    hasData: Boolean(answer.result),
    readKey: requestKey,
    attempts,
  })
  return { ...answer, read }
}
