import { describe, expect, it } from 'vitest'
import { en } from '@payloadcms/translations/languages/en'
import { en as folioEn } from '../i18n/folio-strings/en'
import { createTranslator, type TranslationTree } from '../i18n/translate'
import { BRIDGE_MAX_FILE_BYTES, fileProblem, fileProblemText, mimeTypeAccepted, uploadRulesOf } from './file-checks'

describe('file checks', () => {
  it('reads MIME patterns as Payload does', () => {
    expect(mimeTypeAccepted('image/png', ['image/*'])).toBe(true)
    expect(mimeTypeAccepted('text/plain', ['image/*'])).toBe(false)
    expect(mimeTypeAccepted('application/pdf', ['application/pdf', 'image/*'])).toBe(true)
    expect(mimeTypeAccepted('application/pdfx', ['application/pdf'])).toBe(false)
    expect(mimeTypeAccepted('anything/else', undefined)).toBe(true)
    expect(mimeTypeAccepted('anything/else', [])).toBe(true)
  })

  it('names the problem: a refused type, or a size over the server limit or what the bridge carries', () => {
    const rules = uploadRulesOf({ mimeTypes: ['image/*'] }, 1000)
    expect(fileProblem({ type: 'text/plain', size: 10 }, rules)).toEqual({
      kind: 'type',
      type: 'text/plain',
      accepted: ['image/*'],
    })
    expect(fileProblem({ type: 'image/png', size: 1001 }, rules)).toEqual({ kind: 'size', size: 1001, limit: 1000 })
    expect(fileProblem({ type: 'image/png', size: 1000 }, rules)).toBeNull()
    expect(fileProblem({ type: 'image/png', size: BRIDGE_MAX_FILE_BYTES + 1 }, uploadRulesOf({}, undefined))).toEqual({
      kind: 'size',
      size: BRIDGE_MAX_FILE_BYTES + 1,
      limit: BRIDGE_MAX_FILE_BYTES,
    })
  })

  it('says an empty file is empty, before its type (which no bytes can tell)', () => {
    const rules = uploadRulesOf({ mimeTypes: ['image/*'] }, 1000)
    expect(fileProblem({ type: '', size: 0 }, rules)).toEqual({ kind: 'empty' })
    expect(fileProblem({ type: 'image/png', size: 0 }, rules)).toEqual({ kind: 'empty' })
    const t = createTranslator({ ...(en.translations as unknown as TranslationTree), folio: folioEn })
    expect(fileProblemText({ kind: 'empty' }, t, 'en')).toBe(
      'This file is empty (0 bytes); choose a file with content.',
    )
    expect(fileProblemText({ kind: 'type', type: 'text/plain', accepted: [] }, t, 'en')).toBe(
      'Invalid file type: text/plain',
    )
  })
})
