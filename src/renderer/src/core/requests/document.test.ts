import { FOLIO_KEEP_LOCK_PARAM } from '@shared/protocol'
import { describe, expect, it } from 'vitest'
import {
  autosaveRequest,
  documentPath,
  documentRequest,
  documentSummaryRequest,
  freshnessRequest,
  publishedStatusRequest,
  saveRequest,
  savedDocument,
  savedMessage,
  unpublishRequest,
} from './document'

describe('document requests', () => {
  it('reads the newest draft in the chosen locale without fallback', () => {
    expect(
      documentRequest({ kind: 'collection', slug: 'posts', id: '5' }, { drafts: true, locale: 'de', language: 'en' }),
    ).toEqual({
      method: 'GET',
      path: '/posts/5',
      query: { depth: 0, draft: true, locale: 'de', 'fallback-locale': 'none' },
      language: 'en',
    })
  })

  it('reads a trashed document only when asked from the trash', () => {
    const target = { kind: 'collection' as const, slug: 'pages', id: '5' }
    expect(documentRequest(target, { drafts: false, language: 'en', trash: true }).query).toEqual({
      depth: 0,
      trash: true,
    })
    expect(documentRequest(target, { drafts: false, language: 'en' }).query).toEqual({ depth: 0 })
  })

  it('reads a global without drafts or localization as it is', () => {
    expect(documentRequest({ kind: 'global', slug: 'navigation' }, { drafts: false, language: 'fr' })).toEqual({
      method: 'GET',
      path: '/globals/navigation',
      query: { depth: 0 },
      language: 'fr',
    })
  })

  it('escapes ids in the path and asks only for the status of the published read', () => {
    expect(documentPath({ kind: 'collection', slug: 'posts', id: 'a/b' })).toBe('/posts/a%2Fb')
    expect(publishedStatusRequest({ kind: 'collection', slug: 'posts', id: '5' }, 'en').query).toEqual({
      depth: 0,
      select: { _status: true },
      locale: 'en',
    })
  })
})

describe('document writes', () => {
  const post = { kind: 'collection' as const, slug: 'posts', id: '5' }
  const global = { kind: 'global' as const, slug: 'navigation' }

  it('publishes with PATCH on a collection document, as published, in its locale', () => {
    expect(saveRequest(post, { title: 'A' }, { mode: 'publish', drafts: true, locale: 'de', language: 'en' })).toEqual({
      method: 'PATCH',
      path: '/posts/5',
      body: { title: 'A', _status: 'published' },
      query: { depth: 0, locale: 'de' },
      language: 'en',
    })
  })

  it('saves a draft as a draft, and a global or a new document with POST', () => {
    const draft = saveRequest(global, { a: 1 }, { mode: 'draft', drafts: true, language: 'en' })
    expect(draft).toMatchObject({ method: 'POST', path: '/globals/navigation', body: { a: 1, _status: 'draft' } })
    expect(draft.query).toEqual({ depth: 0, draft: true })
    const created = saveRequest(
      { kind: 'collection', slug: 'posts' },
      { a: 1 },
      { mode: 'save', drafts: false, language: 'en' },
    )
    expect(created).toMatchObject({ method: 'POST', path: '/posts', body: { a: 1 }, query: { depth: 0 } })
  })

  it('autosaves as Payload does: a draft, with autosave=true', () => {
    expect(autosaveRequest(post, { title: 'B' }, { locale: 'en', language: 'fr' })).toEqual({
      method: 'PATCH',
      path: '/posts/5',
      body: { title: 'B', _status: 'draft' },
      query: { depth: 0, draft: true, autosave: true, locale: 'en' },
      language: 'fr',
    })
  })

  it('unpublishes by saving the status draft, and checks freshness by updatedAt alone', () => {
    expect(unpublishRequest(post, { language: 'en' })).toMatchObject({ method: 'PATCH', body: { _status: 'draft' } })
    expect(freshnessRequest(post, true).query).toEqual({ depth: 0, select: { updatedAt: true }, draft: true })
  })

  it("asks the server to keep the lock only for an editor who holds it (the plugin's folioKeepLock)", () => {
    const keeping = { [FOLIO_KEEP_LOCK_PARAM]: true }
    expect(saveRequest(post, {}, { mode: 'draft', drafts: true, language: 'en', keepLock: true }).query).toMatchObject(
      keeping,
    )
    expect(autosaveRequest(post, {}, { language: 'en', keepLock: true }).query).toMatchObject(keeping)
    expect(unpublishRequest(global, { language: 'en', keepLock: true }).query).toMatchObject(keeping)
    expect(autosaveRequest(post, {}, { language: 'en', keepLock: false }).query).not.toHaveProperty(
      FOLIO_KEEP_LOCK_PARAM,
    )
  })

  it("reads a write's answer for collections ({ doc }) and globals ({ result })", () => {
    expect(savedDocument({ doc: { id: 1 }, message: 'Saved.' })).toEqual({ id: 1 })
    expect(savedDocument({ result: { id: 2 } })).toEqual({ id: 2 })
    expect(savedDocument(null)).toBeUndefined()
    expect(savedMessage({ doc: {}, message: 'Saved.' })).toBe('Saved.')
    expect(savedMessage({ message: 3 })).toBeUndefined()
  })
})

describe('documentSummaryRequest', () => {
  it('reads only the title, status and dates of the newest draft, in the locale', () => {
    expect(
      documentSummaryRequest(
        { kind: 'collection', slug: 'posts', id: '7' },
        { drafts: true, titleField: 'title', locale: 'de', language: 'en' },
      ),
    ).toEqual({
      method: 'GET',
      path: '/posts/7',
      query: {
        depth: 0,
        select: { updatedAt: true, createdAt: true, title: true, _status: true },
        draft: true,
        locale: 'de',
      },
      language: 'en',
    })
  })

  it('asks no status where the entity has no drafts (a global here)', () => {
    const request = documentSummaryRequest({ kind: 'global', slug: 'navigation' }, { drafts: false, language: 'en' })
    expect(request.path).toBe('/globals/navigation')
    expect(request.query).toEqual({ depth: 0, select: { updatedAt: true, createdAt: true } })
  })
})
