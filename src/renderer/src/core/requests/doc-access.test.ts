import { describe, expect, it } from 'vitest'
import { allowsUpdate, docAccessRequest, documentAccessRequests } from './doc-access'

describe('per-document permissions', () => {
  it("asks a collection document's access as Payload's admin does, with the status the save would write", () => {
    expect(
      docAccessRequest(
        { kind: 'collection', slug: 'notes', id: '7' },
        { status: 'published', locale: 'de', language: 'en' },
      ),
    ).toEqual({
      method: 'POST',
      path: '/notes/access/7',
      body: { _status: 'published' },
      query: { locale: 'de' },
      language: 'en',
    })
  })

  it("asks a global's access at its own path, with no locale where there is none", () => {
    expect(docAccessRequest({ kind: 'global', slug: 'site-settings' }, { status: 'draft', language: 'de' })).toEqual({
      method: 'POST',
      path: '/globals/site-settings/access',
      body: { _status: 'draft' },
      language: 'de',
    })
  })

  it('asks about a new document at the collection path', () => {
    expect(
      docAccessRequest({ kind: 'collection', slug: 'articles' }, { status: 'published', language: 'en' }),
    ).toMatchObject({ method: 'POST', path: '/articles/access', body: { _status: 'published' } })
  })

  it('asks about a new document as the draft it saves as well as its publish: a rule refusing publish leaves its fields open', () => {
    const requests = documentAccessRequests({ kind: 'collection', slug: 'articles' }, { language: 'en' })
    expect(requests.access).toMatchObject({ path: '/articles/access', body: { _status: 'draft' } })
    expect(requests.publishedAccess).toMatchObject({ path: '/articles/access', body: { _status: 'published' } })
  })

  it('reads update as allowed only when Payload grants it', () => {
    expect(allowsUpdate({ update: true, read: true })).toBe(true)
    expect(allowsUpdate({ update: { permission: true } })).toBe(true)
    expect(allowsUpdate({ update: { permission: false } })).toBe(false)
    // Payload's sanitized answer leaves out what is refused.
    expect(allowsUpdate({ read: true, fields: {} })).toBe(false)
    expect(allowsUpdate(null)).toBe(false)
  })
})
