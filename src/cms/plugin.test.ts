import path from 'node:path'
import { format, resolveConfig } from 'prettier'
import * as qs from 'qs-esm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  FOLIO_KEEP_LOCK_PARAM,
  FOLIO_PROTOCOL_VERSION,
  type FolioClientField,
  type FolioFormStateResponse,
  type FolioInfoResponse,
  type FolioSchemaResponse,
  type FolioVersionDiffResponse,
  type FolioVersionsResponse,
} from '../shared/protocol.js'
import { api, login, type RestDoc, type RestErrors, type RestList } from './testing/api.js'
import { removeDataDir, seededPassword, startCms, type CmsProcess } from './testing/cms-process.js'

// Vitest types its asymmetric matchers as any; as unknown they promise nothing but to match.
const anyString: unknown = expect.any(String)

let cms: CmsProcess
let editor: string
let second: string
let viewer: string

const postId = async (slug: string): Promise<number> => {
  const res = await api<RestList<{ id: number }>>(
    cms.url,
    `/api/posts?where[slug][equals]=${slug}&depth=0&draft=true`,
    {
      token: editor,
    },
  )
  return res.body.docs[0]!.id
}

const formState = (token: string, body: Record<string, unknown>) =>
  api<FolioFormStateResponse>(cms.url, '/api/folio/form-state', { token, body })

type Target = { collectionSlug: string; id: number | string } | { globalSlug: string }
type LockFlags = Partial<Record<'updateLastEdited' | 'returnLockStatus' | 'skipValidation' | 'returnConditions', true>>
/** The form state of a saved document, nothing changed: how the edit view takes, keeps or reads its lock. */
const lockFormState = (token: string, target: Target, flags: LockFlags) =>
  formState(token, { ...target, operation: 'update', data: {}, ...flags })

beforeAll(async () => {
  cms = await startCms()
  ;[editor, second, viewer] = await Promise.all([
    login(cms.url, 'editor@example.com', seededPassword(cms.dataDir, 'editor@example.com')).then((r) => r.token),
    login(cms.url, 'second@example.com', seededPassword(cms.dataDir, 'second@example.com')).then((r) => r.token),
    login(cms.url, 'viewer@example.com', seededPassword(cms.dataDir, 'viewer@example.com')).then((r) => r.token),
  ])
}, 90_000)

afterAll(async () => {
  await cms?.stop()
  if (cms) removeDataDir(cms.dataDir)
})

const fieldTypes = (fields: FolioClientField[], out = new Set<string>()): Set<string> => {
  for (const field of fields) {
    out.add(field.type)
    if (field.fields) fieldTypes(field.fields, out)
    for (const tab of field.tabs ?? []) fieldTypes(tab.fields ?? [], out)
    for (const block of field.blocks ?? []) fieldTypes(block.fields, out)
  }
  return out
}

it('GET /api/folio/info is public and tells how to sign in', async () => {
  const res = await api<FolioInfoResponse>(cms.url, '/api/folio/info')
  expect(res.status).toBe(200)
  expect(res.body).toEqual({
    folio: { protocolVersion: FOLIO_PROTOCOL_VERSION, pluginVersion: anyString },
    auth: { collection: 'users', loginWithUsername: false },
  })
})

// Independent tests (distinct documents), run concurrently: the lock throttle test waits 10 s.
describe.concurrent('GET /api/folio/schema', () => {
  let schema: FolioSchemaResponse
  beforeAll(async () => {
    const res = await api<FolioSchemaResponse>(cms.url, '/api/folio/schema', { token: viewer })
    expect(res.status).toBe(200)
    schema = res.body
  })

  it('requires a signed-in user', async () => {
    const res = await api<RestErrors>(cms.url, '/api/folio/schema')
    expect(res.status).toBe(401)
    expect(res.body.errors[0]!.message).toBeTruthy()
  })

  it('carries the protocol version, the client config and localization', () => {
    expect(schema.folio).toEqual({ protocolVersion: FOLIO_PROTOCOL_VERSION, pluginVersion: anyString })
    expect(schema.config.serverURL).toBe(cms.url)
    expect(schema.config.routes.api).toBe('/api')
    expect(schema.config.localization).toMatchObject({
      defaultLocale: 'en',
      fallback: true,
      localeCodes: ['en', 'de', 'fr'],
      locales: [
        { code: 'en', label: 'English' },
        { code: 'de', label: 'Deutsch' },
        { code: 'fr', label: 'Français' },
      ],
    })
  })

  // The renderer's diff tests read the posts fields from a file, not from a running CMS: it must be this answer.
  it("serves the posts fields the diff tests' fixture holds (-u writes the fixture anew)", async ({ expect }) => {
    const posts = schema.config.collections.find((c) => c.slug === 'posts')!
    const fixture = '../renderer/src/core/diff/__fixtures__/posts-fields.json'
    const filepath = path.join(import.meta.dirname, fixture)
    const json = await format(JSON.stringify(posts.fields, null, 2), {
      ...(await resolveConfig(filepath)),
      filepath,
    })
    await expect(json).toMatchFileSnapshot(fixture)
  })

  it('describes posts with every demo field kind, labels, drafts and autosave', () => {
    const posts = schema.config.collections.find((c) => c.slug === 'posts')!
    expect(posts.labels).toEqual({ singular: 'Post', plural: 'Posts' })
    expect(posts.admin).toMatchObject({ useAsTitle: 'title', group: 'Content', enableRichTextRelationship: true })
    expect(posts.versions).toMatchObject({ drafts: { autosave: { interval: 2000 } }, maxPerDoc: 50 })
    const kinds = fieldTypes(posts.fields)
    const expected = [
      'text',
      'textarea',
      'richText',
      'upload',
      'relationship',
      'array',
      'blocks',
      'tabs',
      'row',
      'collapsible',
      'group',
      'number',
      'checkbox',
      'select',
      'radio',
      'date',
      'email',
      'json',
      'code',
      'point',
    ]
    expect([...kinds].sort()).toEqual(expect.arrayContaining(expected))
    const top = Object.fromEntries(posts.fields.filter((f) => f.name).map((f) => [f.name!, f] as const))
    expect(top.title).toMatchObject({ label: 'Title', localized: true, required: true, minLength: 3, maxLength: 120 })
    expect(top.slug!.admin).toMatchObject({ position: 'sidebar' })
    expect(top.wordCount!.admin).toMatchObject({ readOnly: true })
    expect(top.internalNotes).toMatchObject({ hidden: true })
    const tabs = posts.fields.find((f) => f.type === 'tabs')!.tabs!
    expect(tabs.map((t) => t.name ?? null)).toEqual([null, null, 'seo'])
    const users = schema.config.collections.find((c) => c.slug === 'users')!
    expect(users.admin).toMatchObject({ enableRichTextRelationship: false, group: 'Admin' })
  })

  it('adds what the client config omits: hidden entities, locks, drafts, live preview', () => {
    const { collections, globals } = schema.extras
    expect(collections['payload-locked-documents']!.hidden).toBe(true)
    expect(collections['payload-preferences']!.hidden).toBe(true)
    expect(collections.posts!.hidden).toBe(false)
    expect(collections.posts!.lockDocuments).toEqual({ duration: 300 })
    expect(collections.pages!.lockDocuments).toEqual({ duration: 600 })
    expect(collections.categories!.lockDocuments).toBe(false)
    // Deletes of pages go to the trash; posts are deleted for good.
    expect(collections.pages!.trash).toBe(true)
    expect(collections.posts!.trash).toBe(false)
    expect(collections.posts).toMatchObject({ drafts: true, autosave: { interval: 2000 } })
    expect(collections.pages).toMatchObject({ drafts: true, autosave: false })
    expect(globals['site-settings']).toMatchObject({ drafts: true, lockDocuments: { duration: 300 } })
    expect(globals.navigation).toMatchObject({ drafts: false })
    expect(collections.posts!.livePreview).toEqual({
      enabled: true,
      hasURL: true,
      breakpoints: [
        { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
        { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
        { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
      ],
    })
    expect(collections.categories!.livePreview.enabled).toBe(false)
    expect(schema.extras.defaultLockDurationSeconds).toBe(300)
    expect(schema.extras.lockRefreshThrottleSeconds).toBe(10)
  })

  it("carries the server's i18n settings, which the client config leaves out", () => {
    const { i18n } = schema.extras
    // The built-in CMS names every language Payload ships (Payload's default is English alone).
    expect(i18n?.supportedLanguages).toEqual(expect.arrayContaining(['en', 'de', 'ar', 'rs-latin', 'zh-TW']))
    expect(i18n?.fallbackLanguage).toBe('en')
    // Only text leaves two levels down travel (lexical's nested strings stay on the server).
    for (const tree of Object.values(i18n?.translations ?? {}))
      for (const group of Object.values(tree))
        for (const text of Object.values(group)) expect(typeof text).toBe('string')
  })

  it('lists rich-text features, blocks and relationship targets per field', () => {
    const body = schema.extras.richText['posts.body']!
    expect(schema.extras.collections.posts!.richTextFields).toEqual(['posts.body'])
    // posts.related has filterOptions, pages.parent none: only posts' forms ask for them.
    expect(schema.extras.collections.posts!.hasFilterOptions).toBe(true)
    expect(schema.extras.collections.pages!.hasFilterOptions).toBe(false)
    expect(body.editor).toBe('lexical')
    expect(body.features).toEqual(
      expect.arrayContaining(['experimental_table', 'blocks', 'upload', 'relationship', 'heading', 'bold', 'link']),
    )
    expect(body.blocks.map((b) => b.slug)).toEqual(['callout'])
    expect(body.inlineBlocks.map((b) => b.slug)).toEqual(['badge', 'footnote'])
    const badge = body.inlineBlocks[0]!
    expect(badge.fields.filter((f) => !['id', 'blockName'].includes(f.name!)).map((f) => f.name)).toEqual([
      'label',
      'color',
      'url',
      'membersOnly',
    ])
    expect(body.relationshipCollections).toEqual(expect.arrayContaining(['posts', 'pages', 'categories']))
    expect(body.relationshipCollections).not.toContain('users')
    expect(body.relationshipCollections).not.toContain('media')
    expect(body.uploadCollections).toEqual(['media'])
    expect(body.uploadFields.media!.map((f) => f.name)).toContain('caption')
    const pages = schema.extras.richText['pages.body']!
    expect(pages.features).not.toContain('experimental_table')
    expect(pages.blocks).toEqual([])
  })
})

describe.concurrent('preview-url', () => {
  it('resolves the posts URL function for a document and locale', async () => {
    const id = await postId('post-01')
    const res = await api(cms.url, `/api/folio/preview-url?collection=posts&id=${id}&locale=de`, { token: viewer })
    expect(res).toMatchObject({ status: 200, body: { url: `${cms.previewURL}/posts/post-01?locale=de` } })
  })

  it('resolves against unsaved data with POST', async () => {
    const id = await postId('post-01')
    const res = await api(cms.url, '/api/folio/preview-url', {
      token: editor,
      body: { collection: 'posts', id, locale: 'fr', data: { slug: 'renamed' } },
    })
    expect(res.body).toEqual({ url: `${cms.previewURL}/posts/renamed?locale=fr` })
  })

  it('answers 401 / 400 / 404 for bad requests', async () => {
    expect((await api(cms.url, '/api/folio/preview-url?collection=posts&id=1')).status).toBe(401)
    expect((await api(cms.url, '/api/folio/preview-url?collection=posts', { token: editor })).status).toBe(400)
    expect((await api(cms.url, '/api/folio/preview-url?collection=categories&id=1', { token: editor })).status).toBe(
      404,
    )
    expect((await api(cms.url, '/api/folio/preview-url?collection=nope&id=1', { token: editor })).status).toBe(404)
    expect((await api(cms.url, '/api/folio/preview-url?collection=posts&id=99999', { token: editor })).status).toBe(404)
  })
})

describe.concurrent('POST /api/folio/form-state', () => {
  /** The form state of a document not saved yet, with no data typed unless `options.data` gives some. */
  const newDocumentState = (collectionSlug: string, options: Record<string, unknown> = {}) =>
    formState(editor, { collectionSlug, operation: 'create', data: {}, ...options })

  it('returns Payload validation errors with paths', async () => {
    const res = await formState(editor, {
      collectionSlug: 'posts',
      operation: 'create',
      data: {
        title: 'ab',
        slug: 'new-post',
        contactEmail: 'not-an-email',
        stats: { rating: 9 },
        tags: [{ label: 'ok' }, { label: '' }],
        layout: [{ blockType: 'hero', heading: '' }],
      },
    })
    expect(res.status).toBe(200)
    const byPath = Object.fromEntries(res.body.errors.map((e) => [e.path, e.message]))
    expect(Object.keys(byPath).sort()).toEqual([
      'contactEmail',
      'layout.0.heading',
      'stats.rating',
      'tags.1.label',
      'title',
    ])
    expect(byPath.title).toMatch(/minimum length of 3/)
    expect(byPath['layout.0.heading']).toMatch(/required/)
    expect(res.body.errors.find((e) => e.path === 'tags.1.label')!.label).toBe('Tags 2 > Label')
    expect(res.body.lockedState).toBeNull()
  })

  it('answers the default values of a new document, nested as the data is', async () => {
    const posts = await newDocumentState('posts', { skipValidation: true, returnDefaults: true })
    expect(posts.body.defaults).toMatchObject({
      priority: 'normal',
      visibility: 'public',
      featured: false,
      eventStart_tz: 'Europe/Berlin',
    })
    const users = await newDocumentState('users', { skipValidation: true, returnDefaults: true })
    expect(users.body.defaults).toMatchObject({ role: 'viewer' })
    const plain = await newDocumentState('posts', { skipValidation: true })
    expect(plain.body.defaults).toBeUndefined()
  })

  it("evaluates a new document's conditions on its defaults, overridden by the data sent", async () => {
    const ask = (data: Record<string, unknown>) =>
      formState(editor, {
        collectionSlug: 'posts',
        operation: 'create',
        data,
        skipValidation: true,
        returnDefaults: true,
        returnConditions: true,
      })
    const fresh = (await ask({})).body
    expect(fresh.defaults).toMatchObject({ visibility: 'public' })
    expect(fresh.hiddenPaths).toEqual(['membersNote'])
    expect((await ask({ visibility: 'members' })).body.hiddenPaths).toEqual([])
  })

  it("answers a relationship field's filterOptions for the document, only when asked", async () => {
    const id = await postId('post-02')
    const ask = (extra: Record<string, unknown>) =>
      formState(editor, { collectionSlug: 'posts', id, operation: 'update', data: {}, skipValidation: true, ...extra })
    // posts.related leaves the post itself out of its posts; its pages are not filtered.
    expect((await ask({ returnFilterOptions: true })).body.filterOptions).toEqual({
      related: { posts: { id: { not_equals: id } } },
    })
    expect((await ask({ returnConditions: true })).body.filterOptions).toBeUndefined()
    // A new post has no id yet: nothing to leave out.
    const created = await newDocumentState('posts', { skipValidation: true, returnFilterOptions: true })
    expect(created.body.filterOptions).toEqual({ related: {} })
  })

  it('answers which fields their condition hides for the data sent', async () => {
    const ask = (visibility: string) =>
      formState(editor, {
        collectionSlug: 'posts',
        operation: 'create',
        data: { visibility },
        skipValidation: true,
        returnConditions: true,
      })
    expect((await ask('public')).body.hiddenPaths).toEqual(['membersNote'])
    expect((await ask('members')).body.hiddenPaths).toEqual([])
    // A hidden required field is not validated, as in Payload.
    const errors = (await newDocumentState('posts', { data: { title: 'Hello', slug: 'cond-1', visibility: 'public' } }))
      .body.errors
    expect(errors.map((e) => e.path)).not.toContain('membersNote')
    const shown = (await newDocumentState('posts', { data: { title: 'Hello', slug: 'cond-2', visibility: 'members' } }))
      .body.errors
    expect(shown.map((e) => e.path)).toContain('membersNote')
  })

  it('accepts a saved document unchanged, and validates partial updates against it', async () => {
    const id = await postId('large-post')
    const doc = (await api<RestDoc>(cms.url, `/api/posts/${id}?depth=0&draft=true`, { token: editor })).body
    const full = await formState(editor, { collectionSlug: 'posts', id, operation: 'update', data: doc })
    expect(full.body.errors).toEqual([])
    // Missing keys come from the saved draft; Payload checks minLength before required.
    const partial = await formState(editor, { collectionSlug: 'posts', id, operation: 'update', data: { title: '' } })
    expect(partial.body.errors).toEqual([
      { path: 'title', message: expect.stringMatching(/minimum length of 3/) as unknown, label: 'Title' },
    ])
  })

  it("answers a rich-text block's defaults and errors for the block's own data when schemaPath names it", async () => {
    const id = await postId('large-post')
    const badge = 'posts.body.lexical_internal_feature.blocks.lexical_inline_blocks.badge.fields'
    const ask = (schemaPath: string, data: Record<string, unknown>) =>
      formState(editor, { collectionSlug: 'posts', id, operation: 'update', data, schemaPath, returnDefaults: true })
    // Payload keeps defaultValue out of the client config: only this answer tells the drawer.
    const fresh = await ask(badge, {})
    expect(fresh.status).toBe(200)
    expect(fresh.body.defaults).toMatchObject({ color: 'blue' })
    expect(fresh.body.defaults).not.toHaveProperty('priority')
    expect(fresh.body.errors).toEqual([
      { path: 'label', message: expect.stringMatching(/required/) as unknown, label: 'Label' },
    ])
    expect((await ask(badge, { label: 'New', color: 'red' })).body.errors).toEqual([])
    const callout = await ask('posts.body.lexical_internal_feature.blocks.lexical_blocks.callout.fields', {})
    expect(callout.body.defaults).toMatchObject({ tone: 'info' })
    expect(callout.body.errors.map((e) => e.path)).toEqual(['text'])
    // The document's own form state is unchanged without a schemaPath.
    const document = await formState(editor, { collectionSlug: 'posts', id, operation: 'update', data: { title: '' } })
    expect(document.body.errors.map((e) => e.path)).toEqual(['title'])
  })

  it("evaluates a block's conditions on the whole document sent with it, the block being their sibling data", async () => {
    const id = await postId('large-post')
    const ask = (documentData: Record<string, unknown>) =>
      formState(editor, {
        collectionSlug: 'posts',
        id,
        operation: 'update',
        data: { label: 'Badge' },
        documentData,
        schemaPath: 'posts.body.lexical_internal_feature.blocks.lexical_inline_blocks.badge.fields',
        skipValidation: true,
        returnConditions: true,
      })
    expect((await ask({ visibility: 'public' })).body.hiddenPaths).toEqual(['membersOnly'])
    expect((await ask({ visibility: 'members' })).body.hiddenPaths).toEqual([])
    const malformed = await formState(editor, {
      collectionSlug: 'posts',
      id,
      operation: 'update',
      data: {},
      documentData: 'members',
      schemaPath: 'posts.body.lexical_internal_feature.blocks.lexical_inline_blocks.badge.fields',
    })
    expect(malformed.status).toBe(400)
  })

  it("answers one new array row's or block's defaults when schemaPath names the rows, and 400 for other paths", async () => {
    const id = await postId('large-post')
    const ask = (schemaPath: string) =>
      formState(editor, {
        collectionSlug: 'posts',
        id,
        operation: 'update',
        data: {},
        schemaPath,
        returnDefaults: true,
        skipValidation: true,
      })
    const block = await ask('posts.layout.content')
    expect(block.status).toBe(200)
    expect(block.body.defaults).toMatchObject({ align: 'left' })
    const row = await ask('posts.tags')
    expect(row.status).toBe(200)
    expect(row.body.defaults).not.toHaveProperty('label')
    for (const schemaPath of ['posts.layout', 'posts.layout.nope', 'posts.title', 'pages.tags', 'posts.nope']) {
      expect((await ask(schemaPath)).status, schemaPath).toBe(400)
    }
  })

  it('answers 400 for a schemaPath that names no rich-text block of the entity', async () => {
    const id = await postId('large-post')
    for (const schemaPath of [
      'posts.body.lexical_internal_feature.blocks.lexical_inline_blocks.callout.fields',
      'posts.body.lexical_internal_feature.blocks.lexical_blocks.nope.fields',
      'posts.title.lexical_internal_feature.blocks.lexical_blocks.callout.fields',
      'pages.body.lexical_internal_feature.blocks.lexical_blocks.callout.fields',
      'posts.body',
    ]) {
      const res = await formState(editor, { collectionSlug: 'posts', id, operation: 'update', data: {}, schemaPath })
      expect(res.status, schemaPath).toBe(400)
    }
  })

  it('validates globals', async () => {
    const res = await formState(editor, { globalSlug: 'site-settings', operation: 'update', data: { siteName: '' } })
    expect(res.body.errors.map((e) => e.path)).toEqual(['siteName'])
  })

  it('reports a lock held by another user, which Payload itself enforces', async () => {
    const id = await postId('post-02')
    const post = { collectionSlug: 'posts', id }
    const mine = await lockFormState(editor, post, { updateLastEdited: true, skipValidation: true })
    expect(mine.body.lockedState).toMatchObject({
      isLocked: true,
      user: { email: 'editor@example.com', collection: 'users' },
    })

    const theirs = await lockFormState(second, post, { updateLastEdited: true, returnLockStatus: true })
    expect(theirs.body.lockedState).toEqual({
      isLocked: true,
      user: {
        id: expect.anything() as unknown,
        collection: 'users',
        email: 'editor@example.com',
        displayName: 'editor@example.com',
      },
      lastEditedAt: mine.body.lockedState!.lastEditedAt,
    })
    // The lock lives in Payload's payload-locked-documents: Payload refuses the other user's save.
    const save = await api(cms.url, `/api/posts/${id}?draft=true`, {
      method: 'PATCH',
      token: second,
      body: { excerpt: 'x' },
    })
    expect(save.status).toBe(423)
  })

  it("lets a lock older than the entity's lockDocuments duration (pages: 600 s) block no one; a younger one still blocks", async () => {
    const pages = await api<RestList<{ id: number }>>(cms.url, '/api/pages?limit=1&depth=0&sort=createdAt', {
      token: editor,
    })
    const pageId = pages.body.docs[0]!.id
    const secondUser = (await api<RestDoc>(cms.url, '/api/users/me', { token: second })).body.user as { id: number }
    const lockAged = async (seconds: number) => {
      const at = new Date(Date.now() - seconds * 1000).toISOString()
      const res = await api<{ doc: { id: number } }>(cms.url, '/api/payload-locked-documents', {
        token: second,
        body: {
          document: { relationTo: 'pages', value: pageId },
          user: { relationTo: 'users', value: secondUser.id },
          createdAt: at,
          updatedAt: at,
        },
      })
      expect(res.status).toBe(201)
      return res.body.doc.id
    }
    const page = { collectionSlug: 'pages', id: pageId }
    const lockOf = async () =>
      (await lockFormState(editor, page, { skipValidation: true, returnLockStatus: true })).body.lockedState
    const unlock = (lockId: number) =>
      api(cms.url, `/api/payload-locked-documents/${lockId}`, { method: 'DELETE', token: second })

    const expired = await lockAged(601)
    expect(await lockOf()).toEqual({ isLocked: false, user: null, lastEditedAt: null })
    await unlock(expired)
    const live = await lockAged(300)
    expect(await lockOf()).toMatchObject({ isLocked: true, user: { email: 'second@example.com' } })
    await unlock(live)
  })

  it('throttles lock refreshes to one write every 10 seconds', async () => {
    const id = await postId('post-03')
    const take = () =>
      lockFormState(editor, { collectionSlug: 'posts', id }, { updateLastEdited: true, skipValidation: true })
    const first = (await take()).body.lockedState!.lastEditedAt!
    await new Promise((r) => setTimeout(r, 1500))
    expect((await take()).body.lockedState!.lastEditedAt).toBe(first)
    await new Promise((r) => setTimeout(r, 10_000 - 1500 + 300))
    const refreshed = (await take()).body.lockedState!.lastEditedAt!
    expect(Date.parse(refreshed)).toBeGreaterThanOrEqual(Date.parse(first) + 10_000)
    const locks = await api<RestList>(
      cms.url,
      `/api/payload-locked-documents?where[document.value][equals]=${id}&depth=0`,
      {
        token: editor,
      },
    )
    expect(locks.body.totalDocs).toBe(1)
  }, 20_000)

  it('reports no lock without updateLastEdited, and none where locking is off', async () => {
    const post = { collectionSlug: 'posts', id: await postId('post-06') }
    const free = await lockFormState(viewer, post, { returnLockStatus: true, skipValidation: true })
    expect(free.body.lockedState).toEqual({ isLocked: false, user: null, lastEditedAt: null })
    const categories = await api<RestList>(cms.url, '/api/categories?limit=1&depth=0', { token: editor })
    const category = { collectionSlug: 'categories', id: categories.body.docs[0]!.id }
    const off = await lockFormState(editor, category, { updateLastEdited: true })
    expect(off.body).toEqual({ errors: [], lockedState: null })
  })

  it('rejects anonymous and malformed requests', async () => {
    const anonymous = await formState('', { collectionSlug: 'posts', operation: 'create', data: {} })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual({
      errors: [{ message: 'Unauthorized, you must be logged in to make this request.' }],
    })
    expect((await formState(editor, { collectionSlug: 'posts', operation: 'delete', data: {} })).status).toBe(400)
    expect((await formState(editor, { collectionSlug: 'posts', operation: 'update', data: {} })).status).toBe(400)
    expect((await formState(editor, { collectionSlug: 'nope', operation: 'create', data: {} })).status).toBe(404)
  })
})

describe.concurrent('who may lock, release and ask for form state', () => {
  const takeLock = (token: string, target: Target) =>
    lockFormState(token, target, { skipValidation: true, updateLastEdited: true })
  const lockRows = async (target: Target): Promise<RestDoc[]> => {
    const where =
      'globalSlug' in target
        ? `where[globalSlug][equals]=${target.globalSlug}`
        : `where[document.relationTo][equals]=${target.collectionSlug}&where[document.value][equals]=${target.id}`
    const res = await api<RestList>(cms.url, `/api/payload-locked-documents?${where}&depth=0`, { token: editor })
    return res.body.docs
  }
  const userId = async (email: string): Promise<number> => {
    const res = await api<RestList<{ id: number }>>(cms.url, `/api/users?where[email][equals]=${email}&depth=0`, {
      token: editor,
    })
    return res.body.docs[0]!.id
  }
  const forbiddenAnswer = {
    errors: [{ message: 'You are not allowed to perform this action.' }],
  }

  it("refuses the viewer's lock on a post, a user and a global: no lock row, the editor's save goes through", async () => {
    const post = { collectionSlug: 'posts', id: await postId('post-10') }
    const user = { collectionSlug: 'users', id: await userId('second@example.com') }
    const global = { globalSlug: 'site-settings' }
    for (const target of [post, user, global]) {
      const res = await takeLock(viewer, target)
      expect(res.status).toBe(403)
      expect(res.body).toEqual(forbiddenAnswer)
      expect(await lockRows(target)).toEqual([])
    }
    const savePost = await api(cms.url, `/api/posts/${post.id}?draft=true`, {
      method: 'PATCH',
      token: editor,
      body: { excerpt: 'saved by the editor' },
    })
    expect(savePost.status).toBe(200)
    const saveUser = await api(cms.url, `/api/users/${user.id}`, {
      method: 'PATCH',
      token: editor,
      body: { name: 'Second Editor' },
    })
    expect(saveUser.status).toBe(200)
    const saveGlobal = await api(cms.url, '/api/globals/site-settings?draft=true', {
      token: editor,
      body: { tagline: 'saved by the editor' },
    })
    expect(saveGlobal.status).toBe(200)
  })

  it("keeps the lock of an editor whose save asks for it (folioKeepLock); Payload's plain save deletes it", async () => {
    const post = { collectionSlug: 'posts', id: await postId('post-04') }
    const writes: { target: Target; path: string; method: string; body: Record<string, unknown> }[] = [
      { target: post, path: `/api/posts/${post.id}?draft=true&autosave=true`, method: 'PATCH', body: { excerpt: 'x' } },
      { target: { globalSlug: 'navigation' }, path: '/api/globals/navigation?depth=0', method: 'POST', body: {} },
    ]
    for (const { target, path, method, body } of writes) {
      expect((await takeLock(editor, target)).status).toBe(200)
      expect((await api(cms.url, path, { method, token: editor, body })).status).toBe(200)
      expect(await lockRows(target), `${path} without the parameter`).toEqual([])

      expect((await takeLock(editor, target)).status).toBe(200)
      const kept = await api(cms.url, `${path}&${FOLIO_KEEP_LOCK_PARAM}=true`, { method, token: editor, body })
      expect(kept.status).toBe(200)
      // Right after the save's answer, before any lock call of the editor's: another editor finds it locked.
      const theirs = await takeLock(second, target)
      expect(theirs.body.lockedState, path).toMatchObject({ isLocked: true, user: { email: 'editor@example.com' } })
      expect(await lockRows(target)).toHaveLength(1)
    }
  })

  it('still tells the viewer who holds a lock, without taking it', async () => {
    const target = { collectionSlug: 'posts', id: await postId('post-11') }
    expect((await takeLock(editor, target)).status).toBe(200)
    const res = await lockFormState(viewer, target, {
      skipValidation: true,
      returnLockStatus: true,
      returnConditions: true,
    })
    expect(res.status).toBe(200)
    expect(res.body.lockedState).toMatchObject({ isLocked: true, user: { email: 'editor@example.com' } })
    expect(res.body.hiddenPaths).toEqual(expect.any(Array))
    expect(await lockRows(target)).toHaveLength(1)
  })

  it('answers 404 for an unknown or malformed id and writes no lock row', async () => {
    for (const id of [999_999, '999999', 'abc', 'versions', '1.5', '']) {
      const res = await takeLock(editor, { collectionSlug: 'posts', id })
      expect(res.status, `id ${JSON.stringify(id)}`).toBe(404)
      expect(res.body.errors[0]!.message).toBeTruthy()
    }
    const unknown = await takeLock(editor, { collectionSlug: 'posts', id: 999_999 })
    expect(unknown.body).toEqual({
      errors: [{ message: expect.stringContaining('The document with ID 999999 could not be found') as unknown }],
    })
    expect(await lockRows({ collectionSlug: 'posts', id: 999_999 })).toEqual([])
    const validation = await formState(editor, {
      collectionSlug: 'posts',
      id: 'versions',
      operation: 'update',
      data: {},
    })
    expect(validation.status).toBe(404)
    const preview = await api(cms.url, '/api/folio/preview-url?collection=posts&id=abc', { token: editor })
    expect(preview.status).toBe(404)
  })

  it("refuses Payload's internal collections", async () => {
    for (const collectionSlug of [
      'payload-migrations',
      'payload-kv',
      'payload-preferences',
      'payload-locked-documents',
    ]) {
      const create = await formState(editor, { collectionSlug, operation: 'create', data: {}, returnDefaults: true })
      expect(create.status, collectionSlug).toBe(404)
      const update = await formState(editor, { collectionSlug, id: 1, operation: 'update', data: {} })
      expect(update.status, collectionSlug).toBe(404)
      expect(update.body).toEqual({ errors: [{ message: `Unknown collection "${collectionSlug}".` }] })
    }
  })

  it("refuses the viewer's form state where they may not write: a new user, validating a saved one", async () => {
    const create = await formState(viewer, {
      collectionSlug: 'users',
      operation: 'create',
      data: {},
      returnDefaults: true,
      returnConditions: true,
    })
    expect(create.status).toBe(403)
    expect(create.body).toEqual(forbiddenAnswer)
    const id = await userId('editor@example.com')
    const validate = await formState(viewer, { collectionSlug: 'users', id, operation: 'update', data: { email: 'x' } })
    expect(validate.status).toBe(403)
    const post = await formState(viewer, {
      collectionSlug: 'posts',
      operation: 'create',
      data: {},
      returnDefaults: true,
    })
    expect(post.status).toBe(403)
    // What the read-only view needs stays open to the viewer: a saved user's conditions.
    const conditions = await lockFormState(
      viewer,
      { collectionSlug: 'users', id },
      { skipValidation: true, returnConditions: true },
    )
    expect(conditions.status).toBe(200)
  })

  it('lets an editor take a lock over and its holder release it, but not the viewer', async () => {
    const target = { collectionSlug: 'posts', id: await postId('post-12') }
    const release = (token: string, holder?: number) =>
      api<RestErrors>(
        cms.url,
        `/api/payload-locked-documents?where[document.relationTo][equals]=posts&where[document.value][equals]=${target.id}` +
          (holder === undefined ? '' : `&where[user.value][equals]=${holder}`),
        { method: 'DELETE', token },
      )
    expect((await takeLock(editor, target)).body.lockedState).toMatchObject({ user: { email: 'editor@example.com' } })

    // The viewer can neither remove the editor's lock nor write one of their own.
    expect((await release(viewer)).status).toBe(400)
    expect(await lockRows(target)).toHaveLength(1)
    const viewerId = await userId('viewer@example.com')
    const forged = await api(cms.url, '/api/payload-locked-documents', {
      token: viewer,
      body: { document: { relationTo: 'posts', value: target.id }, user: { relationTo: 'users', value: viewerId } },
    })
    expect(forged.status).toBe(403)
    const impersonated = await api(cms.url, '/api/payload-locked-documents', {
      token: second,
      body: { document: { relationTo: 'posts', value: target.id }, user: { relationTo: 'users', value: viewerId } },
    })
    expect(impersonated.status).toBe(403)
    expect(await lockRows(target)).toHaveLength(1)

    // A second editor takes over, as the renderer does: release every holder's lock, then take it.
    expect((await release(second)).status).toBe(200)
    const taken = await takeLock(second, target)
    expect(taken.body.lockedState).toMatchObject({ isLocked: true, user: { email: 'second@example.com' } })
    const blocked = await takeLock(editor, target)
    expect(blocked.body.lockedState).toMatchObject({ isLocked: true, user: { email: 'second@example.com' } })

    // Leaving the document, the holder releases their own lock.
    expect((await release(second, await userId('second@example.com'))).status).toBe(200)
    expect(await lockRows(target)).toEqual([])
  })
})

// The versions screens' one-read endpoints answer what Payload's own versions REST reads answer, read
// for read, with the same user, access and locale: each test compares with those reads.
describe.concurrent('GET /api/folio/versions and /api/folio/version-diff', () => {
  type Version = RestDoc & { updatedAt: string; version: { _status?: string; title?: string } }
  type Page = RestList<Version> & { page: number; hasNextPage: boolean }
  const SUMMARY = {
    createdAt: true,
    updatedAt: true,
    autosave: true,
    publishedLocale: true,
    version: { _status: true },
  }
  const rest = async <T>(path: string, query: Record<string, unknown>, token = viewer) =>
    (await api<T>(cms.url, `/api${path}?${qs.stringify(query)}`, { token })).body
  const onlyVersions = (id: number, more: unknown[] = []) => ({
    and: [{ parent: { equals: id } }, { snapshot: { not_equals: true } }, ...more],
  })
  const newestId = async (id: number, status: string) =>
    (
      await rest<Page>('/posts/versions', {
        where: onlyVersions(id, [{ 'version._status': { equals: status } }]),
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
      })
    ).docs[0]?.id ?? null

  it("answers a page of a post's versions and the newest draft and published ids in one read", async () => {
    const id = await postId('versioned-post')
    const res = await api<FolioVersionsResponse>(
      cms.url,
      `/api/folio/versions?collection=posts&id=${id}&page=2&limit=10`,
      { token: viewer },
    )
    expect(res.status).toBe(200)
    const page = await rest<Page>('/posts/versions', {
      where: onlyVersions(id),
      sort: '-updatedAt',
      page: 2,
      limit: 10,
      depth: 0,
      select: SUMMARY,
    })
    expect(res.body.list.docs).toEqual(page.docs)
    expect(res.body.list).toMatchObject({ totalDocs: page.totalDocs, page: 2, totalPages: 3 })
    // Page 2 cannot tell which versions are the newest: the endpoint asks, as the screen would.
    expect(res.body.latest).toEqual({
      draftId: await newestId(id, 'draft'),
      publishedId: await newestId(id, 'published'),
    })
    expect(res.body.latest.draftId).not.toBeNull()
  })

  it("answers a version whole in every locale, the one before it and the compare picker's first page", async () => {
    const id = await postId('versioned-post')
    const all = await rest<Page>('/posts/versions', { where: onlyVersions(id), sort: 'createdAt', limit: 16, depth: 0 })
    const middle = all.docs[15]!
    const res = await api<FolioVersionDiffResponse>(
      cms.url,
      `/api/folio/version-diff?collection=posts&id=${id}&version=${middle.id}&limit=10`,
      { token: viewer },
    )
    expect(res.status).toBe(200)
    const version = await rest<Version>(`/posts/versions/${middle.id}`, { depth: 0, locale: 'all' })
    expect(res.body.version).toEqual(version)
    // Every locale: the title is an object of locales, not one string.
    expect(res.body.version.version).toMatchObject({ title: { en: anyString, de: anyString } })
    const before = await rest<Page>('/posts/versions', {
      where: onlyVersions(id, [{ updatedAt: { less_than: version.updatedAt } }, { id: { not_equals: middle.id } }]),
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      locale: 'all',
    })
    expect(res.body.compare).toEqual(before.docs[0])
    const choices = await rest<Page>('/posts/versions', {
      where: onlyVersions(id, [{ id: { not_equals: middle.id } }]),
      sort: '-updatedAt',
      page: 1,
      limit: 10,
      depth: 0,
      select: SUMMARY,
    })
    expect(res.body.choices.docs).toEqual(choices.docs)
    expect(res.body.choices.hasNextPage).toBe(true)
    expect(res.body.latest).toEqual({
      draftId: await newestId(id, 'draft'),
      publishedId: await newestId(id, 'published'),
    })

    // The newest version joins the picker's page to tell the newest ids: the same ones.
    const top = await rest<Page>('/posts/versions', { where: onlyVersions(id), sort: '-updatedAt', limit: 1, depth: 0 })
    const newest = await api<FolioVersionDiffResponse>(
      cms.url,
      `/api/folio/version-diff?collection=posts&id=${id}&version=${top.docs[0]!.id}`,
      { token: viewer },
    )
    expect(newest.body.latest).toEqual(res.body.latest)

    // A comparison named in the URL is read instead of the one before.
    const named = all.docs[2]!
    const picked = await api<FolioVersionDiffResponse>(
      cms.url,
      `/api/folio/version-diff?collection=posts&id=${id}&version=${middle.id}&compare=${named.id}`,
      { token: viewer },
    )
    expect(picked.body.compare).toEqual(await rest<Version>(`/posts/versions/${named.id}`, { depth: 0, locale: 'all' }))
  })

  it('compares the oldest version with the one after it, and a single version with none', async () => {
    const id = await postId('versioned-post')
    const [oldest, next] = (
      await rest<Page>('/posts/versions', { where: onlyVersions(id), sort: 'updatedAt', limit: 2, depth: 0 })
    ).docs
    const res = await api<FolioVersionDiffResponse>(
      cms.url,
      `/api/folio/version-diff?collection=posts&id=${id}&version=${oldest!.id}`,
      { token: viewer },
    )
    expect(res.status).toBe(200)
    expect(res.body.compare).toEqual(await rest<Version>(`/posts/versions/${next!.id}`, { depth: 0, locale: 'all' }))

    // A post saved once has one version: nothing to compare it with.
    const created = await api<{ doc: { id: number } }>(cms.url, '/api/posts?draft=true', {
      token: editor,
      body: { title: 'One version only', _status: 'draft' },
    })
    const [only] = (await rest<Page>('/posts/versions', { where: onlyVersions(created.body.doc.id), depth: 0 })).docs
    const alone = await api<FolioVersionDiffResponse>(
      cms.url,
      `/api/folio/version-diff?collection=posts&id=${created.body.doc.id}&version=${only!.id}`,
      { token: viewer },
    )
    expect(alone.body.compare).toBeNull()
  })

  it("reads a global's versions whole in the locale asked for, with its fallback", async () => {
    const query = {
      sort: '-updatedAt',
      page: 1,
      limit: 5,
      depth: 0,
      locale: 'de',
      where: { and: [{ snapshot: { not_equals: true } }] },
    }
    const res = await api<FolioVersionsResponse>(
      cms.url,
      '/api/folio/versions?global=site-settings&page=1&limit=5&locale=de',
      { token: viewer },
    )
    expect(res.status).toBe(200)
    // Other tests save the global meanwhile: each version answered is compared with the same one read
    // over REST afterwards, in German and in English.
    const inLocale = async (locale: string) => {
      const all = await rest<Page>('/globals/site-settings/versions', { ...query, limit: 100, locale })
      return new Map(all.docs.map((doc) => [doc.id, doc]))
    }
    const [german, english] = [await inLocale('de'), await inLocale('en')]
    expect(res.body.list.docs).toHaveLength(5)
    // `latest` moves to the newer version another test saves between the two reads.
    const settled = (doc: unknown) => ({ ...(doc as Record<string, unknown>), latest: undefined })
    for (const doc of res.body.list.docs) expect(settled(doc)).toEqual(settled(german.get(doc.id as number)))
    // The German answer differs from the English one: the locale reached the read.
    const siteName = (doc: unknown) => (doc as { version?: { siteName?: string } } | undefined)?.version?.siteName
    expect(res.body.list.docs.map(siteName)).not.toEqual(
      res.body.list.docs.map((doc) => siteName(english.get(doc.id as number))),
    )
  })

  it('refuses anonymous readers, entities without versions, unknown documents and versions', async () => {
    const id = await postId('versioned-post')
    const anonymous = await api<RestErrors>(cms.url, `/api/folio/versions?collection=posts&id=${id}`)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).not.toHaveProperty('list')
    const diff = await api<RestErrors>(cms.url, `/api/folio/version-diff?collection=posts&id=${id}&version=1`)
    expect(diff.status).toBe(401)
    const users = await api<RestErrors>(cms.url, '/api/folio/versions?collection=users&id=1', { token: viewer })
    expect(users.status).toBe(404)
    const internal = await api<RestErrors>(cms.url, '/api/folio/versions?collection=payload-preferences&id=1', {
      token: viewer,
    })
    expect(internal.status).toBe(404)
    const noId = await api<RestErrors>(cms.url, '/api/folio/versions?collection=posts', { token: viewer })
    expect(noId.status).toBe(400)
    const missing = await api<RestErrors>(
      cms.url,
      `/api/folio/version-diff?collection=posts&id=${id}&version=99999999`,
      { token: viewer },
    )
    expect(missing.status).toBe(404)
    const bad = await api<RestErrors>(cms.url, `/api/folio/version-diff?collection=posts&id=${id}&version=abc`, {
      token: viewer,
    })
    expect(bad.status).toBe(404)
  })
})
