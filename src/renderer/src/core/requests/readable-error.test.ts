import { describe, expect, it } from 'vitest'
import type { ApiResult } from '@shared/api'
import { en } from '@payloadcms/translations/languages/en'
import { folioStringsByLanguage } from '../i18n/folio-strings/all'
import { folioTranslations } from '../i18n/folio-translations'
import { createTranslator, type TranslationTree } from '../i18n/translate'
import { readableApiResult } from './readable-error'

const translator = (language: string) =>
  createTranslator({
    ...(en.translations as unknown as TranslationTree),
    ...folioTranslations(folioStringsByLanguage[language]),
  })
const failed = (error: Extract<ApiResult, { ok: false }>['error']): ApiResult => ({ ok: false, error })

describe('readableApiResult', () => {
  it('words a refused connection instead of showing ECONNREFUSED, in the UI language', () => {
    const refused = failed({ kind: 'unreachable', message: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:4312' })
    expect(readableApiResult(refused, translator('en'))).toEqual(
      failed({ kind: 'unreachable', message: 'The CMS cannot be reached right now. Try again in a moment.' }),
    )
    expect(readableApiResult(refused, translator('de'))).toMatchObject({
      error: { message: 'Das CMS ist gerade nicht erreichbar. Bitte gleich noch einmal versuchen.' },
    })
  })

  it('words a CMS that is restarting and one that did not answer in time', () => {
    const t = translator('en')
    expect(readableApiResult(failed({ kind: 'not-connected', message: 'the CMS is restarting' }), t)).toMatchObject({
      error: { kind: 'not-connected', message: 'The CMS cannot be reached right now. Try again in a moment.' },
    })
    expect(readableApiResult(failed({ kind: 'timeout', message: 'no answer within 30 s' }), t)).toMatchObject({
      error: { message: 'The server did not answer in time.' },
    })
  })

  it('keeps the server’s own words and every success as they are', () => {
    const t = translator('en')
    const locked = failed({ kind: 'locked', status: 423, message: 'This document is locked by Ed.' })
    expect(readableApiResult(locked, t)).toBe(locked)
    const answer: ApiResult = { ok: true, status: 200, data: {} }
    expect(readableApiResult(answer, t)).toBe(answer)
  })

  it('words a refusal because the session ended as that, not as a lack of rights', () => {
    const t = translator('en')
    const message = 'You are not allowed to perform this action.'
    expect(
      readableApiResult(failed({ kind: 'forbidden', status: 403, message, sessionRejected: true }), t),
    ).toMatchObject({
      error: { kind: 'forbidden', message: 'Your session has ended. Sign in again to go on.' },
    })
    expect(readableApiResult(failed({ kind: 'forbidden', status: 403, message }), t)).toMatchObject({
      error: { message },
    })
  })
})
