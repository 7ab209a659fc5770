import { describe, expect, it } from 'vitest'
import { fail, ok } from '../testing/fake-cms'
import { SESSION_FIXTURE } from '../testing/session-fixture'
import { SCHEMA, setupBridge as setup, tokenNumber, whoAsked } from '../testing/bridge-fixture'

const { REMOTE, EDITOR, SECOND_EDITOR } = SESSION_FIXTURE

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
