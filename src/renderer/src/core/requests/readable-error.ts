/**
 * Network failures in words: the host's technical detail ('ECONNREFUSED: connect ECONNREFUSED
 * 127.0.0.1:4312', 'the CMS is restarting') becomes a sentence in the UI language. Answers the
 * server gave keep their own message (Payload words those already), except a refusal because the
 * session ended.
 */
import type { ApiErrorKind, ApiResult } from '@shared/api'
import type { Translate } from '../i18n/translate'

const WORDED: Partial<Record<ApiErrorKind, string>> = {
  unreachable: 'folio:cmsUnreachable',
  'not-connected': 'folio:cmsUnreachable',
  timeout: 'folio:error-timeout',
}

export function readableApiResult<T>(result: ApiResult<T>, t: Translate): ApiResult<T> {
  // Payload's 'You are not allowed…' would blame the user's rights; the session is what ended.
  const key = result.ok ? undefined : result.error.sessionRejected ? 'folio:sessionEnded' : WORDED[result.error.kind]
  if (result.ok || !key) return result
  return { ok: false, error: { ...result.error, message: t(key) } }
}
