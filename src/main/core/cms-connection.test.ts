import { describe, expect, it } from 'vitest'
import type { CmsStatus } from '@shared/bridge'
import { CmsConnection } from './cms-connection'
import { MemorySettingsStore } from './settings'
import { FakeLocalCms, FakeServers, ok } from './testing/fake-cms'
import { noPersistence, TokenVault } from './token-vault'

const REMOTE = 'https://cms.example.com'

function setup(options: { local?: boolean } = {}) {
  const servers = new FakeServers()
  const localCms = new FakeLocalCms()
  const vault = new TokenVault(new MemorySettingsStore(), noPersistence)
  const cms = new CmsConnection({
    ...(options.local === false ? {} : { local: { serverEntry: 'server.js', dataDir: '/data' } }),
    uiOrigins: () => ['http://127.0.0.1:4100'],
    vault,
    createClient: servers.createClient,
    startLocal: localCms.start,
  })
  const statuses: CmsStatus[] = []
  cms.onStatus((status) => statuses.push(status))
  return { cms, servers, localCms, vault, statuses }
}

/** The built-in CMS, started and ready. */
async function withLocalReady() {
  const context = setup()
  const connecting = context.cms.useLocal()
  context.localCms.ready()
  await connecting
  return context
}

/** Lets the connection's awaits run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('a remote server', () => {
  it('is ready at once, and its client sends the token kept for that server', async () => {
    const { cms, servers, vault, statuses } = setup()
    servers.on(REMOTE, 'GET', '/posts', () => ok({ docs: [] }))
    vault.set(REMOTE, 'remote-token')
    vault.set('http://elsewhere.example', 'other-token')

    expect(await cms.useRemote(`${REMOTE}/`)).toEqual({ mode: 'remote', state: 'ready', url: REMOTE })
    expect(statuses).toEqual([{ mode: 'remote', state: 'ready', url: REMOTE }])
    expect(await cms.getClient()!.request({ method: 'GET', path: '/posts' })).toMatchObject({ ok: true })
    expect(servers.requests[0]).toMatchObject({ serverUrl: REMOTE, token: 'remote-token' })
    expect(cms.currentToken()).toBe('remote-token')
  })

  it('with an address that is not a URL fails and leaves no client', async () => {
    const { cms } = setup()
    await cms.useRemote(REMOTE)
    const status = await cms.useRemote('cms.example.com')
    expect(status).toMatchObject({ mode: 'remote', state: 'failed', url: null })
    expect(status.message).toContain('cms.example.com')
    expect(cms.getClient()).toBeNull()
    expect(cms.currentToken()).toBeNull()
  })
})

describe('the built-in CMS', () => {
  it('says it is starting, then is ready on its own address, allowing the UI’s origins', async () => {
    const { cms, localCms, statuses } = setup()
    const connecting = cms.useLocal()
    await settle()
    expect(cms.getStatus()).toEqual({ mode: 'local', state: 'starting', url: null })
    expect(cms.getClient()).toBeNull()
    expect(localCms.starts[0]).toMatchObject({ serverEntry: 'server.js', allowedOrigins: ['http://127.0.0.1:4100'] })

    localCms.ready()
    expect(await connecting).toEqual({ mode: 'local', state: 'ready', url: localCms.url })
    expect(statuses.map((s) => s.state)).toEqual(['starting', 'ready'])
    expect(cms.getClient()!.baseUrl).toBe(`${localCms.url}/api`)
    expect(cms.previewSiteUrl).toBe(localCms.previewUrl)
    expect(cms.previewOrigins()).toEqual([localCms.previewUrl])
  })

  it('is started once, however often it is asked for', async () => {
    const { cms, localCms } = setup()
    const first = cms.useLocal()
    const second = cms.useLocal()
    localCms.ready()
    await Promise.all([first, second])
    await cms.useRemote(REMOTE)
    expect(await cms.useLocal()).toMatchObject({ state: 'ready', url: localCms.url })
    expect(localCms.starts).toHaveLength(1)
  })

  it('that stops on its own is reported failed, and starts again when asked', async () => {
    const { cms, localCms } = await withLocalReady()

    localCms.crash(1)
    expect(cms.getStatus()).toEqual({
      mode: 'local',
      state: 'failed',
      url: null,
      message: 'the built-in CMS stopped (code 1)',
    })
    expect(cms.getClient()).toBeNull()

    const again = cms.useLocal()
    localCms.ready()
    expect(await again).toMatchObject({ state: 'ready' })
    expect(localCms.starts).toHaveLength(2)
  })

  it('stopping while a remote server is in use leaves the remote status alone', async () => {
    const { cms, localCms } = await withLocalReady()
    await cms.useRemote(REMOTE)
    localCms.crash(1)
    expect(cms.getStatus()).toEqual({ mode: 'remote', state: 'ready', url: REMOTE })
    expect(cms.getClient()!.baseUrl).toBe(`${REMOTE}/api`)
  })

  it('keeps a remote server chosen while it was starting', async () => {
    const { cms, localCms } = setup()
    const connecting = cms.useLocal()
    await cms.useRemote(REMOTE)
    localCms.ready()
    expect(await connecting).toEqual({ mode: 'remote', state: 'ready', url: REMOTE })
    expect(cms.getClient()!.baseUrl).toBe(`${REMOTE}/api`)
  })

  it('that cannot start is reported failed with the reason, and may be tried again', async () => {
    const { cms, localCms } = setup()
    const connecting = cms.useLocal()
    localCms.failToStart('the built-in CMS is not built')
    expect(await connecting).toEqual({
      mode: 'local',
      state: 'failed',
      url: null,
      message: 'the built-in CMS is not built',
    })
    const again = cms.useLocal()
    localCms.ready()
    expect(await again).toMatchObject({ state: 'ready' })
  })

  it('is reported failed where none is configured', async () => {
    const { cms, localCms } = setup({ local: false })
    expect(await cms.useLocal()).toMatchObject({ state: 'failed', message: 'no built-in CMS configured' })
    expect(localCms.starts).toHaveLength(0)
  })

  it('is stopped with the connection', async () => {
    const { cms, localCms } = await withLocalReady()
    await cms.stop()
    expect(localCms.stopped).toBe(1)
    expect(cms.getStatus()).toMatchObject({ mode: 'local', state: 'stopped' })
    expect(cms.getClient()).toBeNull()
    expect(cms.previewSiteUrl).toBeNull()
  })
})
