/**
 * For the session's tests: a bridge whose answers the test gives, and a way to let what is due run.
 */
import type { ApiRequest, ApiResult } from '@shared/api'
import type { FormStore } from '../../../core/form/form-store'

/** Lets every promise callback already due run. */
export const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

/** A bridge whose answers the test gives, one per request, in order; each request is kept. */
export function fakeBridge() {
  const sent: ApiRequest[] = []
  const waiting: ((result: ApiResult) => void)[] = []
  const send = (request: ApiRequest) => {
    sent.push(request)
    return new Promise<ApiResult>((resolve) => waiting.push(resolve))
  }
  /** Answers the oldest request still open, once what was due has sent it, and lets its answer be taken. */
  const answer = async (result: ApiResult) => {
    await settle()
    const resolve = waiting.shift()
    if (!resolve) throw new Error('no request is waiting for an answer')
    resolve(result)
    await settle()
  }
  return { send, sent, answer, open: () => waiting.length }
}

/** The form's document as a save sends it: without the fields the server keeps itself. */
export function bodyOf(form: FormStore): Record<string, unknown> {
  const data = form.getData() as Record<string, unknown>
  delete data.id
  delete data.updatedAt
  return data
}
