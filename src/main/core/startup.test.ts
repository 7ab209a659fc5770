import { describe, expect, it } from 'vitest'
import type { SessionState } from '@shared/session'
import { startAndAnnounce } from './startup'

function fakeServices(error: SessionState['error'] = null) {
  let finish!: () => void
  const started = new Promise<void>((resolve) => (finish = resolve))
  return {
    finish,
    services: {
      start: () => started,
      session: { getState: () => ({ error }) as SessionState },
    } as unknown as Parameters<typeof startAndAnnounce>[0],
  }
}

describe('startAndAnnounce', () => {
  it('says "Folio ready" only once the services have connected (the CMS started and signed in)', async () => {
    const { services, finish } = fakeServices()
    const out: string[] = []
    const done = startAndAnnounce(services, { url: 'http://127.0.0.1:4100/', out: (l) => out.push(l), err: () => {} })
    await Promise.resolve()
    expect(out).toEqual([])
    finish()
    await done
    expect(out).toEqual(['Folio ready: http://127.0.0.1:4100/'])
  })

  it('says why it could not connect, then that the UI (showing the error) is ready', async () => {
    const { services, finish } = fakeServices({ code: 'unreachable', detail: 'ECONNREFUSED' })
    const out: string[] = []
    const err: string[] = []
    finish()
    await startAndAnnounce(services, { url: 'folio://app/', out: (l) => out.push(l), err: (l) => err.push(l) })
    expect(err).toEqual(['Folio: could not connect: unreachable (ECONNREFUSED)'])
    expect(out).toEqual(['Folio ready: folio://app/'])
  })

  it('stays silent when the host began stopping meanwhile', async () => {
    const { services, finish } = fakeServices()
    const out: string[] = []
    finish()
    await startAndAnnounce(services, { url: 'x', out: (l) => out.push(l), err: () => {}, stopped: () => true })
    expect(out).toEqual([])
  })
})
