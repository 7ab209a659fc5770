import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CmsStatus } from '@shared/bridge'
import { CmsConnection, type RestartPolicy } from './cms-connection'
import { MemorySettingsStore } from './settings'
import { FakeLocalCms, FakeServers, ok } from './testing/fake-cms'
import { noPersistence, TokenVault } from './token-vault'

const REMOTE = 'https://cms.example.com'

function setup(options: { local?: boolean; restartPolicy?: RestartPolicy } = {}) {
  const servers = new FakeServers()
  const localCms = new FakeLocalCms()
  const vault = new TokenVault(new MemorySettingsStore(), noPersistence)
  const cms = new CmsConnection({
    ...(options.local === false ? {} : { local: { serverEntry: 'server.js', dataDir: '/data' } }),
    uiOrigins: () => ['http://127.0.0.1:4100'],
    vault,
    createClient: servers.createClient,
    startLocal: localCms.start,
    restartPolicy: options.restartPolicy,
  })
  const statuses: CmsStatus[] = []
  cms.onStatus((status) => statuses.push(status))
  return { cms, servers, localCms, vault, statuses }
}

/** The built-in CMS, started and ready. */
async function withLocalReady(restartPolicy?: RestartPolicy) {
  const context = setup({ restartPolicy })
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
  it('passes on each start-up step it reports while the UI waits, and none once ready', async () => {
    const { cms, localCms, statuses } = setup()
    const connecting = cms.useLocal()
    await settle()
    localCms.phase('starting')
    localCms.phase('database')
    localCms.phase('seeding')
    localCms.ready()
    await connecting
    expect(statuses).toEqual([
      { mode: 'local', state: 'starting', url: null },
      { mode: 'local', state: 'starting', url: null, phase: 'starting' },
      { mode: 'local', state: 'starting', url: null, phase: 'database' },
      { mode: 'local', state: 'starting', url: null, phase: 'seeding' },
      { mode: 'local', state: 'ready', url: localCms.url },
    ])
  })

  it('drops a step reported after the user switched to a remote server', async () => {
    const { cms, localCms } = setup()
    void cms.useLocal()
    await settle()
    await cms.useRemote(REMOTE)
    localCms.phase('seeding')
    expect(cms.getStatus()).toEqual({ mode: 'remote', state: 'ready', url: REMOTE })
  })

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

describe('the built-in CMS stopping on its own', () => {
  const policy: RestartPolicy = { limit: 3, windowMs: 120_000, delaysMs: [100, 1000, 5000] }
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  /** Lets the connection's awaits run (timers are fake here). */
  const flush = () => vi.advanceTimersByTimeAsync(0)
  /** The policy's three restarts: each crash waited out by its delay, and the CMS ready again. */
  async function crashAndRestartThrice({ cms, localCms }: Pick<ReturnType<typeof setup>, 'cms' | 'localCms'>) {
    for (const wait of policy.delaysMs) {
      localCms.crash(1)
      await vi.advanceTimersByTimeAsync(wait)
      localCms.ready()
      await flush()
      expect(cms.getStatus()).toMatchObject({ state: 'ready' })
    }
  }

  it('is reported restarting, started again on the same ports, and ready with a client', async () => {
    const { cms, localCms, statuses } = await withLocalReady(policy)
    const restarted: number[] = []
    cms.onRestarted(() => restarted.push(cms.getStatus().state === 'ready' ? 1 : 0))

    localCms.crash(1)
    expect(cms.getStatus()).toEqual({
      mode: 'local',
      state: 'restarting',
      url: null,
      message: 'the built-in CMS stopped (code 1)',
    })
    expect(cms.getClient()).toBeNull()
    // The first restart waits its short delay.
    await vi.advanceTimersByTimeAsync(99)
    expect(localCms.starts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(localCms.starts).toHaveLength(2)
    expect(localCms.starts[1]).toMatchObject({
      dataDir: '/data',
      port: 4500,
      previewPort: 4600,
      allowedOrigins: ['http://127.0.0.1:4100'],
    })

    // Its steps show while it restarts, next to why it stopped.
    localCms.phase('database')
    expect(cms.getStatus()).toEqual({
      mode: 'local',
      state: 'restarting',
      url: null,
      message: 'the built-in CMS stopped (code 1)',
      phase: 'database',
    })
    localCms.ready()
    await flush()
    expect(cms.getStatus()).toEqual({ mode: 'local', state: 'ready', url: localCms.url })
    expect(cms.getClient()!.baseUrl).toBe(`${localCms.url}/api`)
    expect(restarted).toEqual([1])
    expect(statuses.map((s) => s.state)).toEqual(['starting', 'ready', 'restarting', 'restarting', 'ready'])
  })

  it('may come back on other ports: the client, the preview origins and the status follow', async () => {
    const { cms, localCms } = await withLocalReady(policy)
    localCms.crash(1)
    await vi.advanceTimersByTimeAsync(100)
    localCms.ready('http://127.0.0.1:4501', 'http://127.0.0.1:4601')
    await flush()
    expect(cms.getStatus()).toMatchObject({ state: 'ready', url: 'http://127.0.0.1:4501' })
    expect(cms.getClient()!.baseUrl).toBe('http://127.0.0.1:4501/api')
    expect(cms.previewOrigins()).toEqual(['http://127.0.0.1:4601'])
  })

  it('that cannot be restarted is tried again on the same ports, waiting longer each time', async () => {
    const { cms, localCms } = await withLocalReady(policy)
    localCms.crash(1)
    await vi.advanceTimersByTimeAsync(100)
    localCms.failToStart('the built-in CMS exited before it was ready (code 1)')
    await flush()
    expect(cms.getStatus()).toMatchObject({
      state: 'restarting',
      message: 'the built-in CMS could not be restarted: the built-in CMS exited before it was ready (code 1)',
    })
    await vi.advanceTimersByTimeAsync(999)
    expect(localCms.starts).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(localCms.starts).toHaveLength(3)
    expect(localCms.starts[2]).toMatchObject({ port: 4500, previewPort: 4600 })
    localCms.ready()
    await flush()
    expect(cms.getStatus()).toMatchObject({ state: 'ready', url: localCms.url })
  })

  it('whose ports were taken meanwhile comes back on any free ones', async () => {
    const { cms, localCms } = await withLocalReady(policy)
    localCms.crash(1)
    await vi.advanceTimersByTimeAsync(100)
    localCms.failToStart('listen EADDRINUSE: address already in use 127.0.0.1:4500')
    await vi.advanceTimersByTimeAsync(1000)
    expect(localCms.starts[2]).not.toHaveProperty('port')
    localCms.ready('http://127.0.0.1:4501')
    await flush()
    expect(cms.getStatus()).toMatchObject({ state: 'ready', url: 'http://127.0.0.1:4501' })
  })

  it('gives up after three restarts in two minutes: failed, until the user reconnects', async () => {
    const { cms, localCms } = await withLocalReady(policy)
    await crashAndRestartThrice({ cms, localCms })
    localCms.crash(137)
    expect(cms.getStatus()).toEqual({
      mode: 'local',
      state: 'failed',
      url: null,
      message: 'the built-in CMS stopped (code 137)',
    })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(localCms.starts).toHaveLength(4)

    const reconnecting = cms.reconnect()
    expect(cms.getStatus()).toMatchObject({ state: 'restarting' })
    expect(localCms.starts).toHaveLength(5)
    expect(localCms.starts[4]).toMatchObject({ port: 4500, previewPort: 4600 })
    localCms.ready()
    expect(await reconnecting).toEqual({ mode: 'local', state: 'ready', url: localCms.url })
    expect(cms.getClient()).not.toBeNull()
  })

  it('restarts again once the earlier restarts are more than two minutes old', async () => {
    const { cms, localCms } = await withLocalReady(policy)
    await crashAndRestartThrice({ cms, localCms })
    await vi.advanceTimersByTimeAsync(120_000)
    localCms.crash(1)
    expect(cms.getStatus()).toMatchObject({ state: 'restarting' })
  })

  it('a reconnect that fails keeps trying within a fresh limit, then reports failed again', async () => {
    const { cms, localCms } = await withLocalReady({ ...policy, limit: 0 })
    localCms.crash(1)
    expect(cms.getStatus()).toMatchObject({ state: 'failed' })

    const reconnecting = cms.reconnect()
    localCms.failToStart('the built-in CMS exited before it was ready (code 1)')
    expect(await reconnecting).toMatchObject({ state: 'failed' })
    expect(cms.getStatus().message).toContain('could not be restarted: the built-in CMS exited before it was ready')
  })

  it('reconnect does nothing while the CMS is ready or a remote server is in use', async () => {
    const { cms, localCms } = await withLocalReady(policy)
    expect(await cms.reconnect()).toMatchObject({ state: 'ready' })
    await cms.useRemote(REMOTE)
    expect(await cms.reconnect()).toEqual({ mode: 'remote', state: 'ready', url: REMOTE })
    expect(localCms.starts).toHaveLength(1)
  })

  it('is not restarted when the app stops it, nor once the app has stopped', async () => {
    const { cms, localCms } = await withLocalReady(policy)
    await cms.stop()
    localCms.crash(0)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(localCms.starts).toHaveLength(1)
    expect(cms.getStatus()).toMatchObject({ state: 'stopped' })
  })

  it('a restart still starting when the app stops is stopped as soon as it is up', async () => {
    const { cms, localCms } = await withLocalReady(policy)
    localCms.crash(1)
    await vi.advanceTimersByTimeAsync(100)
    await cms.stop()
    localCms.ready()
    await flush()
    expect(localCms.stopped).toBe(1)
    expect(cms.getStatus()).toMatchObject({ state: 'stopped' })
    expect(cms.getClient()).toBeNull()
  })

  it('choosing the built-in CMS while it waits to restart starts it at once', async () => {
    const { cms, localCms } = await withLocalReady(policy)
    localCms.crash(1)
    const connecting = cms.useLocal()
    expect(localCms.starts).toHaveLength(2)
    localCms.ready()
    expect(await connecting).toMatchObject({ state: 'ready' })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(localCms.starts).toHaveLength(2)
  })
})
