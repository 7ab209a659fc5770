import { describe, expect, it } from 'vitest'
import { FOLIO_ENDPOINTS } from '@shared/protocol'
import {
  blockFormStateRequest,
  rowDefaultsRequest,
  formStateCheckRequest,
  lockStateRequest,
  openFormStateRequest,
  releaseLockRequest,
} from './form-state'

const post = { kind: 'collection' as const, slug: 'posts', id: '7' }

/** The whole form-state POST for the saved post: the body names it, then says what is asked. */
function postFormState(language: string, asked: Record<string, unknown>) {
  return {
    method: 'POST',
    path: FOLIO_ENDPOINTS.formState,
    body: { collectionSlug: 'posts', id: '7', operation: 'update', ...asked },
    language,
  }
}

describe('form-state requests', () => {
  it('opens an existing document with one call for the lock and the conditions of the loaded data', () => {
    expect(
      openFormStateRequest(post, { data: { title: 'T' }, lock: true, conditions: true, locale: 'de', language: 'en' }),
    ).toEqual(
      postFormState('en', {
        data: { title: 'T' },
        skipValidation: true,
        updateLastEdited: true,
        returnLockStatus: true,
        returnConditions: true,
        locale: 'de',
      }),
    )
  })

  it('opens a new document asking for its defaults, without a lock', () => {
    const request = openFormStateRequest(
      { kind: 'collection', slug: 'posts' },
      { data: {}, lock: false, conditions: true, language: 'en' },
    )
    expect(request?.body).toEqual({
      collectionSlug: 'posts',
      operation: 'create',
      data: {},
      skipValidation: true,
      returnConditions: true,
      returnDefaults: true,
    })
  })

  it('sends nothing on opening when there is neither a lock nor a condition to ask about', () => {
    expect(openFormStateRequest(post, { data: {}, lock: false, conditions: false, language: 'en' })).toBeNull()
  })

  it("asks for the fields' filterOptions on opening and after edits, only where the entity has them", () => {
    const opening = openFormStateRequest(post, {
      data: {},
      lock: false,
      conditions: false,
      filterOptions: true,
      language: 'en',
    })
    expect(opening?.body).toMatchObject({ returnFilterOptions: true })
    expect(opening?.body).not.toHaveProperty('returnConditions')
    const check = formStateCheckRequest(post, {}, { validate: false, conditions: false, filterOptions: true })
    expect(check.body).toMatchObject({ returnFilterOptions: true })
    expect(formStateCheckRequest(post, {}, { validate: false, conditions: true }).body).not.toHaveProperty(
      'returnFilterOptions',
    )
  })

  it('takes or only reads the lock of a global', () => {
    expect(lockStateRequest({ kind: 'global', slug: 'navigation' }, false).body).toEqual({
      globalSlug: 'navigation',
      data: {},
      operation: 'update',
      skipValidation: true,
      updateLastEdited: false,
      returnLockStatus: true,
    })
  })

  it('asks conditions and server validation for the current data, each only when wanted', () => {
    expect(
      formStateCheckRequest(post, { visibility: 'members' }, { validate: true, conditions: true, locale: 'de' }).body,
    ).toMatchObject({
      id: '7',
      operation: 'update',
      data: { visibility: 'members' },
      skipValidation: false,
      returnConditions: true,
      locale: 'de',
    })
    const viewer = formStateCheckRequest(post, {}, { validate: false, conditions: true }).body
    expect(viewer).toMatchObject({ skipValidation: true, returnConditions: true })
    const noConditions = formStateCheckRequest(
      { kind: 'collection', slug: 'posts' },
      {},
      {
        validate: true,
        conditions: false,
      },
    ).body
    expect(noConditions).toMatchObject({ operation: 'create', skipValidation: false })
    expect(noConditions).not.toHaveProperty('returnConditions')
  })

  it("releases every holder's lock on a take-over, and only this user's on leaving", () => {
    expect(releaseLockRequest(post)).toEqual({
      method: 'DELETE',
      path: '/payload-locked-documents',
      query: {
        where: { and: [{ 'document.relationTo': { equals: 'posts' } }, { 'document.value': { equals: '7' } }] },
      },
    })
    expect(releaseLockRequest({ kind: 'global', slug: 'navigation' }, 3).query).toEqual({
      where: { and: [{ globalSlug: { equals: 'navigation' } }, { 'user.value': { equals: 3 } }] },
    })
  })
  it("asks a new block's defaults, and validates an edited one, by the block's schema path", () => {
    const schemaPath = 'posts.body.lexical_internal_feature.blocks.lexical_inline_blocks.badge.fields'
    expect(
      blockFormStateRequest(post, { schemaPath, data: {}, ask: 'defaults', locale: 'de', language: 'en' }),
    ).toEqual(
      postFormState('en', {
        data: {},
        schemaPath,
        returnConditions: true,
        returnDefaults: true,
        skipValidation: true,
        locale: 'de',
      }),
    )
    expect(
      blockFormStateRequest({ kind: 'collection', slug: 'posts' }, { schemaPath, data: { label: 'x' }, ask: 'check' })
        .body,
    ).toEqual({
      collectionSlug: 'posts',
      operation: 'create',
      data: { label: 'x' },
      schemaPath,
      returnConditions: true,
    })
  })

  it("asks an opened block's filterOptions without validating it, and every later check's with them", () => {
    const schemaPath = 'posts.body.lexical_internal_feature.blocks.lexical_blocks.callout.fields'
    const open = blockFormStateRequest(post, { schemaPath, data: { text: '' }, ask: 'open', filterOptions: true })
    expect(open.body).toMatchObject({ returnConditions: true, returnFilterOptions: true, skipValidation: true })
    expect(open.body).not.toHaveProperty('returnDefaults')
    const check = blockFormStateRequest(post, { schemaPath, data: { text: 'x' }, ask: 'check', filterOptions: true })
    expect(check.body).toMatchObject({ returnFilterOptions: true })
    expect(check.body).not.toHaveProperty('skipValidation')
  })

  it("asks a new row's or block's function defaults by the rows' schema path, in the editing locale", () => {
    expect(rowDefaultsRequest(post, { schemaPath: 'posts.layout.content', locale: 'de', language: 'fr' })).toEqual(
      postFormState('fr', {
        data: {},
        schemaPath: 'posts.layout.content',
        returnDefaults: true,
        skipValidation: true,
        locale: 'de',
      }),
    )
    expect(rowDefaultsRequest({ kind: 'global', slug: 'site' }, { schemaPath: 'site.links' }).body).toMatchObject({
      globalSlug: 'site',
      operation: 'update',
    })
  })
})
