// The scripts' and benches' client of a web host, against the web host's own HTTP server (its key check,
// its envelopes) with handlers that play the session's phases; and the child-process start they share.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createWebHost } from '../src/main/web-host/server'
import { createServer } from 'node:net'
import { bridge, freePort, scriptHostKey, startProcess, waitSignedIn, WEB_HOST_READY } from './lib.mjs'

const ACCOUNT = { email: 'editor@example.com', password: 'right-password' }
/** The phases session-get answers in turn (the last one for good); sign-in's answer per password. */
let phases = []
let signIns = []
const UNREACHABLE = { code: 'unreachable', detail: 'connect ECONNREFUSED 127.0.0.1:3000' }
const session = (phase, error = phase === 'error' ? UNREACHABLE : null) => ({
  phase,
  error,
  user: phase === 'signed-in' ? { id: 1 } : null,
})

let host
let origin = ''
let rendererDir = ''

beforeAll(async () => {
  rendererDir = mkdtempSync(join(tmpdir(), 'folio-lib-renderer-'))
  mkdirSync(join(rendererDir, 'assets'))
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Folio</title>')
  const handlers = {
    'renderer:app-info': () => Promise.resolve({ name: 'Folio', version: '9.9.9', host: 'web' }),
    'renderer:session-get': () => Promise.resolve(session(phases.length > 1 ? phases.shift() : phases[0])),
    'renderer:sign-in': (credentials) => {
      signIns.push(credentials)
      if (credentials.password !== ACCOUNT.password)
        return Promise.resolve(session('signed-out', { code: 'wrong-credentials' }))
      phases = ['signed-in']
      return Promise.resolve(session('signed-in'))
    },
    'renderer:theme-set': () => Promise.reject(new Error('the settings file is read-only')),
  }
  host = createWebHost({ rendererDir, handlers, csp: () => "default-src 'self'", key: scriptHostKey })
  origin = await host.listen(0)
})

afterAll(() => {
  host.close()
  rmSync(rendererDir, { recursive: true, force: true })
})

beforeEach(() => {
  phases = []
  signIns = []
})

describe('bridge', () => {
  it("answers with the channel's value, sent with the script's host key", async () => {
    expect(await bridge(origin, 'renderer:app-info')).toMatchObject({ version: '9.9.9', host: 'web' })
  })

  it('throws an error naming the channel and the reason when the host refuses or the handler fails', async () => {
    await expect(bridge(origin, 'renderer:steal-token')).rejects.toThrow(
      'renderer:steal-token: unknown channel renderer:steal-token',
    )
    await expect(bridge(origin, 'renderer:theme-set', { setting: 'dark' })).rejects.toThrow(
      /^renderer:theme-set: .*read-only/,
    )
  })

  it('says when what answered is not a bridge at all', async () => {
    const other = await startProcess(
      process.execPath,
      [
        '-e',
        `require('node:http').createServer((q, s) => s.end('<html>')).listen(0, '127.0.0.1', function () {
          console.log('at http://127.0.0.1:' + this.address().port + '/')
        })`,
      ],
      {},
      /at (http:\/\/127\.0\.0\.1:\d+)\//,
    )
    try {
      await expect(bridge(other.url, 'renderer:app-info')).rejects.toThrow(
        'renderer:app-info: HTTP 200, not a bridge answer: <html>',
      )
    } finally {
      other.child.kill()
    }
  })
})

describe('waitSignedIn', () => {
  it('waits while the host connects and returns the signed-in session', async () => {
    phases = ['connecting', 'connecting', 'signed-in']
    expect(await waitSignedIn(origin, 10_000, { pollMs: 10 })).toMatchObject({ phase: 'signed-in' })
    expect(phases).toEqual(['signed-in'])
  })

  it("signs in with the script's account when the host waits for one", async () => {
    phases = ['connecting', 'signed-out']
    expect(await waitSignedIn(origin, 10_000, { signIn: ACCOUNT, pollMs: 10 })).toMatchObject({ phase: 'signed-in' })
    expect(signIns).toEqual([ACCOUNT])
  })

  it('stops at once on wrong credentials, and when the host cannot connect', async () => {
    phases = ['signed-out']
    await expect(waitSignedIn(origin, 10_000, { signIn: { ...ACCOUNT, password: 'wrong' } })).rejects.toThrow(
      'could not sign in as editor@example.com: wrong-credentials',
    )
    expect(signIns).toHaveLength(1)
    phases = ['error']
    await expect(waitSignedIn(origin, 10_000)).rejects.toThrow(
      'could not connect: unreachable connect ECONNREFUSED 127.0.0.1:3000',
    )
  })

  it('gives up after its time when the host is never signed in', async () => {
    phases = ['signed-out']
    const started = Date.now()
    await expect(waitSignedIn(origin, 300, { pollMs: 20 })).rejects.toThrow('not signed in within 300 ms')
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(signIns).toEqual([])
  })
})

describe('startProcess', () => {
  const node = (script) => ['-e', script]

  it('resolves with the address of the line it waits for, and lets onOutput see later lines', async () => {
    let sawLater = false
    const child = await startProcess(
      process.execPath,
      node(`console.log('Folio listening: http://127.0.0.1:4321/?key=k'); setTimeout(() => console.log('later'), 50)`),
      {},
      /^Folio listening: (http:\/\/127\.0\.0\.1:\d+)\//m,
      10_000,
      { onOutput: (output) => (sawLater ||= output.includes('later')) },
    )
    expect(child.url).toBe('http://127.0.0.1:4321')
    expect(child.readyMs).toBeGreaterThanOrEqual(0)
    await expect.poll(() => sawLater).toBe(true)
  })

  it('rejects with the end of its output when the child exits before it is ready', async () => {
    await expect(
      startProcess(process.execPath, node(`console.error('port in use'); process.exit(3)`), {}, WEB_HOST_READY),
    ).rejects.toThrow(/exited with 3:\nport in use/)
  })

  it('kills a child that is not ready in time, so it does not outlive the script', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-lib-'))
    const pidFile = join(dir, 'pid')
    await expect(
      startProcess(
        process.execPath,
        node(
          `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000)`,
        ),
        {},
        WEB_HOST_READY,
        1_000,
      ),
    ).rejects.toThrow('was not ready in 1000 ms')
    const pid = Number(readFileSync(pidFile, 'utf8'))
    const alive = () => {
      try {
        process.kill(pid, 0)
        return true
      } catch {
        return false
      }
    }
    await expect.poll(alive).toBe(false)
    rmSync(dir, { recursive: true, force: true })
  })
})

describe('freePort', () => {
  it('gives a loopback port a server can listen on at once', async () => {
    const port = await freePort()
    expect(port).toBeGreaterThan(0)
    const server = createServer()
    await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
    expect(server.address().port).toBe(port)
    await new Promise((resolve) => server.close(resolve))
  })
})
