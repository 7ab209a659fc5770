import { describe, expect, it } from 'vitest'
import {
  latestVersionRequest,
  newestFromPage,
  adjacentVersionRequest,
  versionCountRequest,
  versionRequest,
  versionsPageRequest,
  versionsScreenRequest,
} from './versions'
import { COMPARE_PICKER_PAGE, compareChoicesRequest, versionDiffScreenRequest } from './version-detail'
import { VERSION_SUMMARY_SELECT } from '../lib/version-status'

const post = { kind: 'collection' as const, slug: 'posts', id: '7', localization: true, drafts: true }
const version = (id: number, status: 'draft' | 'published') => ({ id, version: { _status: status } })

describe('versions requests', () => {
  it('count, page and latest lookups filter the same versions (parent, no snapshots)', () => {
    const where = { and: [{ parent: { equals: '7' } }, { snapshot: { not_equals: true } }] }
    expect(versionsPageRequest(post, 1, 10, 'en').query?.where).toEqual(where)
    expect(versionCountRequest(post).query?.where).toEqual(where)
    expect(latestVersionRequest(post, 'draft').query?.where).toEqual({
      and: [...where.and, { 'version._status': { equals: 'draft' } }],
    })
  })

  it("a collection's version list asks for the summary fields only; a global's reads them whole, so its status is kept", () => {
    expect(versionsPageRequest(post, 1, 10, 'en').query?.select).toEqual(VERSION_SUMMARY_SELECT)
    const settings = { kind: 'global' as const, slug: 'site-settings', localization: false, drafts: true }
    expect(versionsPageRequest(settings, 1, 10, 'en').query).not.toHaveProperty('select')
    expect(compareChoicesRequest(settings, '3', 1, 'en').query).not.toHaveProperty('select')
    expect(compareChoicesRequest(post, '3', 1, 'en').query?.select).toEqual(VERSION_SUMMARY_SELECT)
  })

  it('a global has no parent filter', () => {
    expect(
      versionCountRequest({ kind: 'global', slug: 'site-settings', localization: false, drafts: true }).query?.where,
    ).toEqual({ and: [] })
  })
})

describe("the plugin's one-read requests", () => {
  const settings = { kind: 'global' as const, slug: 'site-settings', localization: true, drafts: true, screens: true }

  it('name the document or the global, the page and its size, in the language of the UI', () => {
    expect(versionsScreenRequest(post, 2, 25, 'de')).toEqual({
      method: 'GET',
      path: '/folio/versions',
      query: { collection: 'posts', id: '7', page: 2, limit: 25 },
      language: 'de',
    })
    expect(versionsScreenRequest(settings, 1, 10, 'en').query).toEqual({ global: 'site-settings', page: 1, limit: 10 })
  })

  it("the diff's asks for the compare picker's first page, and names a comparison only when the URL does", () => {
    expect(versionDiffScreenRequest(post, '12', null, 'en')).toEqual({
      method: 'GET',
      path: '/folio/version-diff',
      query: { collection: 'posts', id: '7', version: '12', limit: COMPARE_PICKER_PAGE },
      language: 'en',
    })
    expect(versionDiffScreenRequest(settings, '12', '9', 'en').query).toEqual({
      global: 'site-settings',
      version: '12',
      compare: '9',
      limit: COMPARE_PICKER_PAGE,
    })
  })
})

describe('newestFromPage', () => {
  it('takes the first version with the status on page 1 (newest first)', () => {
    const list = {
      page: 1,
      totalDocs: 30,
      docs: [version(30, 'draft'), version(29, 'published'), version(28, 'draft'), version(27, 'published')],
    }
    expect(newestFromPage(list, 'draft')).toBe(30)
    expect(newestFromPage(list, 'published')).toBe(29)
  })

  it('says there is none when page 1 holds every version and none has the status', () => {
    expect(
      newestFromPage({ page: 1, totalDocs: 2, docs: [version(2, 'draft'), version(1, 'draft')] }, 'published'),
    ).toBeNull()
  })

  it('leaves the answer to the server when older versions are on later pages, or on a later page', () => {
    expect(
      newestFromPage({ page: 1, totalDocs: 12, docs: [version(12, 'draft'), version(11, 'draft')] }, 'published'),
    ).toBeUndefined()
    expect(newestFromPage({ page: 2, totalDocs: 30, docs: [version(20, 'published')] }, 'published')).toBeUndefined()
  })
})

describe('versionRequest', () => {
  it('reads one version whole, in every locale where the entity is localized', () => {
    expect(versionRequest(post, 'v/1', 'de')).toEqual({
      method: 'GET',
      path: '/posts/versions/v%2F1',
      query: { depth: 0, locale: 'all' },
      language: 'de',
    })
    expect(
      versionRequest({ ...post, kind: 'global', slug: 'navigation', localization: false }, '3', 'en').query,
    ).toEqual({ depth: 0 })
  })
})

describe('adjacentVersionRequest', () => {
  it('finds the newest version older than this one, whole and in every locale', () => {
    expect(adjacentVersionRequest(post, '84', '2026-01-02T00:00:00.000Z', 'older', 'en')).toEqual({
      method: 'GET',
      path: '/posts/versions',
      query: {
        depth: 0,
        limit: 1,
        sort: '-updatedAt',
        locale: 'all',
        where: {
          and: [
            { parent: { equals: '7' } },
            { snapshot: { not_equals: true } },
            { updatedAt: { less_than: '2026-01-02T00:00:00.000Z' } },
            { id: { not_equals: '84' } },
          ],
        },
      },
      language: 'en',
    })
  })

  it('finds the oldest version newer than this one, whole and in every locale', () => {
    expect(adjacentVersionRequest(post, '84', '2026-01-02T00:00:00.000Z', 'newer', 'en')).toEqual({
      method: 'GET',
      path: '/posts/versions',
      query: {
        depth: 0,
        limit: 1,
        sort: 'updatedAt',
        locale: 'all',
        where: {
          and: [
            { parent: { equals: '7' } },
            { snapshot: { not_equals: true } },
            { updatedAt: { greater_than: '2026-01-02T00:00:00.000Z' } },
            { id: { not_equals: '84' } },
          ],
        },
      },
      language: 'en',
    })
  })
})
