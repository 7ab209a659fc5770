import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ApiRequest } from '@shared/api'
import { FOLIO_ENDPOINTS } from '@shared/protocol'
import { DRAFT_MAX_AGE_MS, DraftStore } from './draft-store'
import { createBridgeHandlers, draftScopeOf, previewViewHandlers, windowHandlers } from './handlers'
import type { PreviewViewManager } from './preview-view'
import { fail, ok, type FakeRoute } from './testing/fake-cms'
import { writeLegacyDraft } from './testing/legacy-draft'
import { createTestSession, SESSION_FIXTURE } from './testing/session-fixture'

const { REMOTE, EDITOR, SECOND_EDITOR } = SESSION_FIXTURE
const SCHEMA: ApiRequest = { method: 'GET', path: FOLIO_ENDPOINTS.schema }
const ACCESS: ApiRequest = { method: 'GET', path: '/access' }

/** The token's own number, which tells tokens apart without being one (the renderer never sees a token). */
const tokenNumber = (token: string | null | undefined) => token?.slice(token.lastIndexOf('-') + 1)

/** Answers with the server and token that asked, so a test sees whose answer it got. */
const whoAsked =
  (serverUrl: string): FakeRoute =>
  (_request, token) =>
    token
      ? ok({ serverUrl, token: tokenNumber(token) })
      : fail({ kind: 'forbidden', status: 403, message: 'not signed in' })

function setup(drafts = new DraftStore(mkdtempSync(join(tmpdir(), 'folio-drafts-')))) {
  const context = createTestSession()
  const { servers, localCms, settings, cms, session } = context
  for (const url of [REMOTE, localCms.url]) {
    servers.on(url, SCHEMA.method, SCHEMA.path, whoAsked(url)).on(url, ACCESS.method, ACCESS.path, whoAsked(url))
  }
  const handlers = createBridgeHandlers({
    appInfo: { name: 'Folio', version: '0.0.0', host: 'web', platform: 'linux', versions: { node: '20' } },
    settings,
    cms,
    session,
    drafts,
  })
  const schemaFetches = () => servers.seen(SCHEMA.method, SCHEMA.path).length
  const accessFetches = () => servers.seen(ACCESS.method, ACCESS.path).length
  const signInRemote = async (email = EDITOR.email, password = 'secret') => {
    await session.connect(context.profile(REMOTE))
    return session.signIn({ email, password })
  }
  return { ...context, handlers, schemaFetches, accessFetches, signInRemote }
}

describe('schema and access', () => {
  it('are fetched once per signed-in session, from the sign-in on, then answered from memory', async () => {
    const { handlers, signInRemote, schemaFetches, accessFetches, vault } = setup()
    await signInRemote()
    expect([schemaFetches(), accessFetches()]).toEqual([1, 1])

    const boot = await handlers['renderer:boot']()
    await handlers['renderer:boot']()
    const schema = await handlers['renderer:schema']()
    await handlers['renderer:access']()
    expect([schemaFetches(), accessFetches()]).toEqual([1, 1])
    expect(boot.schema).toEqual(ok({ serverUrl: REMOTE, token: tokenNumber(vault.get(REMOTE)) }))
    expect(boot.access).toEqual(ok({ serverUrl: REMOTE, token: tokenNumber(vault.get(REMOTE)) }))
    expect(schema).toEqual(boot.schema)
  })

  it('the schema is asked in the UI language the renderer tells, once per language', async () => {
    const { handlers, signInRemote, schemaFetches, servers } = setup()
    await signInRemote()
    await handlers['renderer:language-set']({ language: 'de' })
    await handlers['renderer:schema']()
    await handlers['renderer:schema']()
    expect(schemaFetches()).toBe(2)
    expect(servers.seen(SCHEMA.method, SCHEMA.path).at(-1)?.language).toBe('de')
    await handlers['renderer:language-set']({ language: 'fr' })
    await handlers['renderer:schema']()
    await handlers['renderer:language-set']({ language: 'de' })
    await handlers['renderer:schema']()
    expect(schemaFetches()).toBe(3)
    expect(servers.seen(SCHEMA.method, SCHEMA.path).at(-1)?.language).toBe('fr')
  })

  it('are not kept when the fetch failed: the next ask tries again', async () => {
    const { handlers, servers, signInRemote, schemaFetches } = setup()
    let failures = 1
    servers.on(REMOTE, SCHEMA.method, SCHEMA.path, (request, token) =>
      failures-- > 0 ? fail({ kind: 'http', status: 500, message: 'boom' }) : whoAsked(REMOTE)(request, token),
    )
    await signInRemote() // its prefetch fails
    expect(schemaFetches()).toBe(1)
    expect(await handlers['renderer:schema']()).toMatchObject({ ok: true, data: { serverUrl: REMOTE } })
    expect(await handlers['renderer:schema']()).toMatchObject({ ok: true })
    expect(schemaFetches()).toBe(2)
  })

  it('are forgotten at sign-out, and fetched again at the next sign-in', async () => {
    const { handlers, session, signInRemote, schemaFetches } = setup()
    await signInRemote()
    await session.signOut()

    expect(await handlers['renderer:schema']()).toEqual({
      ok: false,
      error: { kind: 'not-connected', message: 'not signed in' },
    })
    const boot = await handlers['renderer:boot']()
    expect(boot).toMatchObject({ session: { phase: 'signed-out' }, schema: null, access: null })
    expect(schemaFetches()).toBe(1)

    await session.signIn({ email: EDITOR.email, password: 'secret' })
    expect(schemaFetches()).toBe(2)
    expect(await handlers['renderer:schema']()).toMatchObject({ ok: true })
  })

  it('belong to one user: another editor signing in gets their own', async () => {
    const { handlers, session, signInRemote, vault } = setup()
    await signInRemote()
    const first = await handlers['renderer:schema']()
    await session.signOut()
    await session.signIn({ email: SECOND_EDITOR.email, password: 'second-secret' })
    const second = await handlers['renderer:schema']()
    expect(second).toEqual(ok({ serverUrl: REMOTE, token: tokenNumber(vault.get(REMOTE)) }))
    expect(second).not.toEqual(first)
  })

  it('belong to one server: switching servers never answers with the other server’s', async () => {
    const { handlers, signInRemote, connectLocal, localCms } = setup()
    await signInRemote()
    expect(await handlers['renderer:schema']()).toMatchObject({ data: { serverUrl: REMOTE } })

    await connectLocal()
    expect(await handlers['renderer:schema']()).toMatchObject({ data: { serverUrl: localCms.url } })
    expect((await handlers['renderer:boot']()).access).toMatchObject({ data: { serverUrl: localCms.url } })
  })
})

describe('API calls', () => {
  it('say why they cannot be made before the CMS is there', async () => {
    const { handlers, localCms, session } = setup()
    expect(await handlers['renderer:api']({ method: 'GET', path: '/posts' })).toEqual({
      ok: false,
      error: { kind: 'not-connected', message: 'the CMS is stopped' },
    })
    const connecting = session.connect({ kind: 'local' })
    localCms.failToStart('the built-in CMS is not built')
    await connecting
    expect(await handlers['renderer:api']({ method: 'GET', path: '/posts' })).toEqual({
      ok: false,
      error: { kind: 'not-connected', message: 'the built-in CMS is not built' },
    })
  })
})

describe('local drafts', () => {
  const draft = (title: string) => ({
    key: `${REMOTE}#posts/7@en`,
    data: { title },
    savedAt: 1,
    baseUpdatedAt: null,
  })

  it('belong to the signed-in user: another user asking for the same key gets nothing', async () => {
    const { handlers, signInRemote, session, vault } = setup()
    await signInRemote()
    await handlers['renderer:draft-save'](draft('typed by the first editor'))
    expect((await handlers['renderer:draft-list']({ key: draft('').key }))[0]?.data).toEqual({
      title: 'typed by the first editor',
    })

    // The token ran out and a colleague signs in on the same machine.
    vault.clear(REMOTE)
    await signInRemote(SECOND_EDITOR.email, 'second-secret')
    expect(session.getState().user?.id).toBe(SECOND_EDITOR.id)
    expect(await handlers['renderer:draft-list']({ key: draft('').key })).toEqual([])
    await handlers['renderer:draft-clear']({ key: draft('').key })

    vault.clear(REMOTE)
    await signInRemote()
    expect((await handlers['renderer:draft-list']({ key: draft('').key }))[0]?.data).toEqual({
      title: 'typed by the first editor',
    })
  })

  it('are removed when their user signs out, and only theirs', async () => {
    const { handlers, signInRemote, session, vault } = setup()
    await signInRemote(SECOND_EDITOR.email, 'second-secret')
    await handlers['renderer:draft-save'](draft('the colleague’s'))
    vault.clear(REMOTE)
    await signInRemote()
    await handlers['renderer:draft-save'](draft('mine'))
    await session.signOut()
    expect(await handlers['renderer:draft-list']({ key: draft('').key })).toEqual([])

    await signInRemote()
    expect(await handlers['renderer:draft-list']({ key: draft('').key })).toEqual([])
    vault.clear(REMOTE)
    await signInRemote(SECOND_EDITOR.email, 'second-secret')
    expect((await handlers['renderer:draft-list']({ key: draft('').key }))[0]?.data).toEqual({
      title: 'the colleague’s',
    })
  })

  it('are not kept or read for no one when nobody is signed in', async () => {
    const { handlers } = setup()
    await expect(handlers['renderer:draft-save'](draft('x'))).rejects.toThrow(/not signed in/)
    expect(await handlers['renderer:draft-list']({ key: draft('').key })).toEqual([])
  })

  it('saved before they were kept per user are offered to the first user who signs in to their server, and to no one else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-drafts-'))
    const now = Date.UTC(2026, 0, 31)
    const day = 24 * 60 * 60 * 1000
    const typedBefore = {
      ...draft('typed before the upgrade'),
      savedAt: now - day,
      baseUpdatedAt: '2026-01-02T00:00:00.000Z',
    }
    const stale = { ...draft('typed long ago'), key: `${REMOTE}#posts/8@en` }
    writeLegacyDraft(dir, typedBefore, now - day)
    writeLegacyDraft(dir, stale, now - DRAFT_MAX_AGE_MS - day)
    // Folio starts after the upgrade.
    const { handlers, signInRemote, vault } = setup(new DraftStore(dir, { now: () => now }))

    await signInRemote()
    expect(await handlers['renderer:draft-list']({ key: typedBefore.key })).toEqual([typedBefore])
    expect(await handlers['renderer:draft-list']({ key: stale.key })).toEqual([])

    vault.clear(REMOTE)
    await signInRemote(SECOND_EDITOR.email, 'second-secret')
    expect(await handlers['renderer:draft-list']({ key: typedBefore.key })).toEqual([])
  })

  it('on the built-in CMS are the same user’s whatever port it started on', async () => {
    const { handlers, connectLocal } = setup()
    await connectLocal()
    expect(draftScopeOf(await handlers['renderer:session-get']())).toBe('local#users:7')
  })
})

describe('preview URL', () => {
  const PREVIEW: ApiRequest = { method: 'GET', path: FOLIO_ENDPOINTS.previewUrl }

  it("that the server gives as a path (no serverURL set) is resolved against the server's address", async () => {
    const { handlers, servers, signInRemote } = setup()
    servers.on(REMOTE, PREVIEW.method, PREVIEW.path, () => ok({ url: '/next/preview?slug=home' }))
    await signInRemote()
    expect(await handlers['renderer:preview-url']({ collection: 'pages', id: '1' })).toMatchObject({
      ok: true,
      data: { url: `${REMOTE}/next/preview?slug=home` },
    })
  })

  it('that is no http(s) URL is not offered at all', async () => {
    const { handlers, servers, signInRemote } = setup()
    servers.on(REMOTE, PREVIEW.method, PREVIEW.path, () => ok({ url: 'javascript:alert(1)' }))
    await signInRemote()
    expect(await handlers['renderer:preview-url']({ collection: 'pages', id: '1' })).toMatchObject({
      ok: true,
      data: { url: null },
    })
  })
})

describe('the CMS token', () => {
  it('never reaches the renderer: not from /me, /refresh-token or /login, nor echoed by any other answer', async () => {
    const { handlers, servers, signInRemote, vault } = setup()
    servers.on(REMOTE, 'GET', '/custom/echo', (_request, token) => ok({ seen: `JWT ${token}`, kept: 'yes' }))
    await signInRemote()
    const token = vault.get(REMOTE)!
    expect(token).toBeTruthy()
    const answers = [
      await handlers['renderer:api']({ method: 'GET', path: `/${EDITOR.collection}/me` }),
      await handlers['renderer:api']({ method: 'POST', path: `/${EDITOR.collection}/refresh-token` }),
      await handlers['renderer:api']({
        method: 'POST',
        path: `/${EDITOR.collection}/login`,
        authenticated: false,
        body: { email: EDITOR.email, password: 'secret' },
      }),
      await handlers['renderer:api']({ method: 'GET', path: '/custom/echo' }),
      await handlers['renderer:boot'](),
    ]
    for (const answer of answers) {
      expect(JSON.stringify(answer)).not.toContain(token)
      expect(JSON.stringify(answer)).not.toMatch(/"(token|refreshedToken)":"[^"]*#token-/)
    }
    // What the renderer needs of them is still there.
    expect(answers[0]).toMatchObject({ ok: true, data: { user: EDITOR } })
    expect(answers[1]).toMatchObject({ ok: true, data: { user: EDITOR } })
    expect(answers[3]).toMatchObject({ ok: true, data: { kept: 'yes' } })
  })
})

describe('a refused request', () => {
  const POST: ApiRequest = { method: 'POST', path: '/posts/1', body: { title: 'x' } }

  it('is marked as refused for an ended session when /me no longer knows the user, not for a lack of rights', async () => {
    const { handlers, servers, signInRemote, remote } = setup()
    servers.on(REMOTE, 'POST', '/posts/1', () =>
      fail({ kind: 'forbidden', status: 403, message: 'You are not allowed to perform this action.' }),
    )
    await signInRemote()
    const refused = await handlers['renderer:api'](POST)
    expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    expect(refused.ok === false && refused.error.sessionRejected).toBeFalsy()

    remote.revokeAll()
    expect(await handlers['renderer:api'](POST)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', sessionRejected: true },
    })
  })
})

describe('renderer:session-check', () => {
  it('asks the server whether it still knows the session, and answers with the state that follows', async () => {
    const { handlers, signInRemote, remote } = setup()
    await signInRemote()
    expect(await handlers['renderer:session-check']()).toMatchObject({ phase: 'signed-in', user: EDITOR })
    remote.revokeAll()
    expect(await handlers['renderer:session-check']()).toMatchObject({
      phase: 'signed-in',
      user: EDITOR,
      rejected: true,
    })
  })
})

describe('window channels in the web host', () => {
  it('answer that the host has no windows (the renderer opens a tab) and no other window shows a document', async () => {
    const web = windowHandlers()
    expect(await web['renderer:open-window']({ path: '/collections/posts' }, { windowId: null })).toBe(false)
    expect(await web['renderer:document-opened']({ collection: 'posts', id: '1' }, { windowId: null })).toEqual({
      elsewhere: 0,
    })
  })
})

describe('preview view channels', () => {
  const PANE = { x: 10, y: 20, width: 300, height: 400 }

  it('answer "not available" in the web host, so its renderer keeps the iframe', async () => {
    const web = previewViewHandlers()
    expect(
      await web['renderer:preview-view-show']({ url: 'http://localhost:3000/', bounds: PANE }, { windowId: null }),
    ).toBe(false)
    expect(await web['renderer:preview-view-bounds']({ bounds: PANE, visible: true }, { windowId: null })).toBe(false)
    expect(
      await web['renderer:preview-view-post']({ message: { type: 'payload-live-preview' } }, { windowId: null }),
    ).toBe(false)
  })

  it('act on the asking window’s view in the desktop app', async () => {
    const calls: unknown[][] = []
    const views = {
      show: (...args: unknown[]) => (calls.push(['show', ...args]), true),
      setBounds: (...args: unknown[]) => (calls.push(['bounds', ...args]), true),
      post: (...args: unknown[]) => (calls.push(['post', ...args]), true),
      close: (...args: unknown[]) => void calls.push(['close', ...args]),
    } as unknown as PreviewViewManager
    const desktop = previewViewHandlers(views)
    expect(
      await desktop['renderer:preview-view-show']({ url: 'http://localhost:3000/', bounds: PANE }, { windowId: 7 }),
    ).toBe(true)
    await desktop['renderer:preview-view-bounds']({ bounds: PANE, visible: false }, { windowId: 7 })
    await desktop['renderer:preview-view-close'](undefined, { windowId: 7 })
    expect(calls).toEqual([
      ['show', 7, 'http://localhost:3000/', PANE],
      ['bounds', 7, PANE, false],
      ['close', 7],
    ])
  })
})
