import { describe, expect, it } from 'vitest'
import {
  allowsDelete,
  deleteRequest,
  duplicateRequest,
  recreateRequest,
  restoreLocaleRequest,
  undoTrashRequest,
  snapshotRequest,
  trashRequest,
} from './document-actions'

const page = { slug: 'pages', id: '12' }

describe("one document's actions", () => {
  it("moves to the trash as Payload's admin does: a PATCH setting deletedAt", () => {
    expect(trashRequest(page, 'de', new Date('2026-01-02T03:04:05.000Z'))).toEqual({
      method: 'PATCH',
      path: '/pages/12',
      body: { deletedAt: '2026-01-02T03:04:05.000Z' },
      query: { depth: 0 },
      language: 'de',
    })
  })

  it('deletes for good with DELETE, and restores from the trash with deletedAt null, both finding trashed documents', () => {
    expect(deleteRequest(page, 'en')).toMatchObject({ method: 'DELETE', path: '/pages/12', query: { trash: true } })
    expect(undoTrashRequest(page, 'en')).toMatchObject({
      method: 'PATCH',
      path: '/pages/12',
      body: { deletedAt: null },
      query: { trash: true },
    })
  })

  it("duplicates through Payload's endpoint, as a draft where drafts are on, with the chosen locales only", () => {
    expect(
      duplicateRequest(page, { drafts: true, locale: 'en', selectedLocales: ['de', 'fr'], language: 'en' }),
    ).toEqual({
      method: 'POST',
      path: '/pages/12/duplicate',
      body: { _status: 'draft' },
      query: { depth: 0, locale: 'en', selectedLocales: ['de', 'fr'] },
      language: 'en',
    })
    expect(duplicateRequest({ slug: 'categories', id: '3' }, { drafts: false, language: 'en' })).toMatchObject({
      body: {},
      query: { depth: 0 },
    })
  })

  it('reads a locale without fallback before deleting, and makes the document again without the fields Payload sets', () => {
    expect(snapshotRequest(page, { drafts: true, locale: 'de' }).query).toEqual({
      depth: 0,
      draft: true,
      locale: 'de',
      'fallback-locale': 'none',
    })
    const snapshot = { id: 12, title: 'Home', _status: 'draft', createdAt: 'x', updatedAt: 'y', deletedAt: null }
    expect(recreateRequest('pages', snapshot, { drafts: true, locale: 'en', language: 'en' })).toEqual({
      method: 'POST',
      path: '/pages',
      body: { title: 'Home', _status: 'draft' },
      query: { depth: 0, draft: true, locale: 'en' },
      language: 'en',
    })
    expect(
      restoreLocaleRequest(
        { slug: 'pages', id: '40' },
        { ...snapshot, _status: 'published', title: 'Startseite' },
        {
          drafts: true,
          locale: 'de',
          language: 'en',
        },
      ),
    ).toMatchObject({ method: 'PATCH', path: '/pages/40', body: { title: 'Startseite' }, query: { locale: 'de' } })
  })

  it("reads Payload's delete permission in both of its shapes", () => {
    expect(allowsDelete({ delete: true })).toBe(true)
    expect(allowsDelete({ delete: { permission: true } })).toBe(true)
    expect(allowsDelete({ update: true })).toBe(false)
    expect(allowsDelete(null)).toBe(false)
  })
})
