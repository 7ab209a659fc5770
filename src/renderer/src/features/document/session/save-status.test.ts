import { en } from '@payloadcms/translations/languages/en'
import { ar } from 'date-fns/locale/ar'
import { describe, expect, it } from 'vitest'
import { folioTranslations } from '../../../core/i18n/folio-translations'
import { createTranslator, type TranslationTree } from '../../../core/i18n/translate'
import { saveStatus, statusTickMs, type SaveStatusInput } from './save-status'

const t = createTranslator({ ...(en.translations as unknown as TranslationTree), ...folioTranslations() })
const now = Date.parse('2026-12-02T10:00:00Z')
const calm: SaveStatusInput = {
  autosave: { phase: 'idle' },
  saving: false,
  conflict: false,
  queued: 0,
  cmsDown: false,
  modified: false,
  savedAt: now - 12_000,
  now,
}
const offline = { kind: 'not-connected' as const, message: 'ECONNREFUSED' }
const status = (change: Partial<SaveStatusInput>) => saveStatus({ ...calm, ...change }, t)

describe('the status slot', () => {
  it('says how long ago the copy was saved, in whole units, and nothing for a new document', () => {
    expect(status({})).toMatchObject({ kind: 'saved', text: 'Last saved 12 seconds ago', retry: null })
    expect(status({ savedAt: now - 3 * 60_000 - 50_000 }).text).toBe('Last saved 3 minutes ago')
    // A server clock ahead of this one reads as just saved, never as in the future.
    expect(status({ savedAt: now + 4000 }).text).toBe('Last saved 0 seconds ago')
    expect(status({ savedAt: null })).toMatchObject({ kind: 'none', text: '' })
  })

  it('says the time in the UI language', () => {
    expect(saveStatus(calm, t, ar).text).toContain('ثانية')
  })

  it('says unsaved changes once the form differs from the saved copy, even after an autosave landed', () => {
    expect(status({ modified: true, autosave: { phase: 'saved' } })).toMatchObject({
      kind: 'unsaved',
      text: 'Unsaved changes',
    })
  })

  it('says saving while a save or an autosave is out', () => {
    expect(status({ saving: true, modified: true }).text).toBe('Saving...')
    expect(status({ autosave: { phase: 'saving' } }).kind).toBe('saving')
  })

  it('offers autosave’s Try again when it fails, worded by whether it may pass', () => {
    expect(status({ autosave: { phase: 'error', error: offline }, modified: true })).toMatchObject({
      kind: 'retrying',
      text: 'Not saved yet: trying again.',
      retry: 'autosave',
    })
    const refused = { kind: 'http' as const, status: 400, message: 'no' }
    expect(status({ autosave: { phase: 'error', error: refused } })).toMatchObject({
      kind: 'failed',
      retry: 'autosave',
    })
    expect(status({ autosave: { phase: 'blocked', message: 'Correct Title' } })).toMatchObject({
      kind: 'blocked',
      text: 'Correct Title',
    })
  })

  it('says the changes are kept while saves wait in the queue or the built-in CMS is down', () => {
    const waiting = 'Waiting for the server: your changes are kept'
    expect(status({ queued: 1 })).toMatchObject({ kind: 'waiting', text: waiting, retry: 'offline' })
    expect(status({ cmsDown: true, modified: true })).toMatchObject({ kind: 'waiting', retry: null })
    expect(status({ cmsDown: true, autosave: { phase: 'error', error: offline } })).toMatchObject({
      kind: 'waiting',
      retry: 'autosave',
    })
    // Nothing typed: the saved copy is still saved while the CMS is down.
    expect(status({ cmsDown: true }).kind).toBe('saved')
  })

  it('puts a newer copy on the server before anything else', () => {
    expect(status({ conflict: true, queued: 1, saving: true }).text).toBe('Changed on the server')
    expect(status({ autosave: { phase: 'stale' } }).kind).toBe('conflict')
  })
})

describe('the saved time', () => {
  it('is read again each second in its first minute, then each half minute', () => {
    expect(statusTickMs(now - 5000, now)).toBe(1000)
    expect(statusTickMs(now - 120_000, now)).toBe(30_000)
    expect(statusTickMs(null, now)).toBeNull()
  })
})
