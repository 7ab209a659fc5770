import { describe, expect, it, vi } from 'vitest'
import { DeepLinkInbox, type DeepLinkHost } from './deep-link-inbox'

function host(server: string | null, switched = true) {
  const pushed: unknown[] = []
  const h: DeepLinkHost = {
    connectedServer: () => server,
    push: (event) => pushed.push(event),
    switchServer: vi.fn(() => Promise.resolve(switched)),
  }
  return { h, pushed }
}

describe('DeepLinkInbox', () => {
  it('keeps links that come before the app is ready, and handles them in order then', () => {
    const inbox = new DeepLinkInbox()
    inbox.receive('folio://open?path=/collections/posts/1')
    inbox.receive('folio://open?path=/globals/header')
    const { h, pushed } = host('http://127.0.0.1:4100')
    expect(pushed).toEqual([])
    inbox.ready(h)
    expect(pushed).toEqual([
      { kind: 'open', path: '/collections/posts/1' },
      { kind: 'open', path: '/globals/header' },
    ])
  })

  it('refuses a malformed or foreign link with a message and opens nothing', () => {
    const inbox = new DeepLinkInbox()
    const { h, pushed } = host(null)
    inbox.ready(h)
    inbox.receive('folio://open?path=https://evil.example/')
    inbox.receive('mailto:x@example.com')
    expect(pushed).toMatchObject([
      { kind: 'refused', reason: 'bad-path' },
      { kind: 'refused', reason: 'foreign' },
    ])
    expect(pushed.some((e) => (e as { kind: string }).kind === 'open')).toBe(false)
  })

  it('asks before another server, and switches and opens only when the editor agrees', async () => {
    const inbox = new DeepLinkInbox()
    const { h, pushed } = host('http://127.0.0.1:4100')
    inbox.ready(h)
    inbox.receive('folio://open?server=https://cms.example&path=/collections/posts/12')
    expect(pushed).toEqual([{ kind: 'ask', id: '1', server: 'https://cms.example', path: '/collections/posts/12' }])
    expect(await inbox.answer('1', false)).toBe(false)
    expect(h.switchServer).not.toHaveBeenCalled()
    // An answer counts once.
    expect(await inbox.answer('1', true)).toBe(false)

    inbox.receive('folio://open?server=https://cms.example&path=/collections/posts/12')
    expect(await inbox.answer('2', true)).toBe(true)
    expect(h.switchServer).toHaveBeenCalledWith('https://cms.example')
    expect(pushed.at(-1)).toEqual({ kind: 'open', path: '/collections/posts/12' })
  })

  it('says so when switching failed, and opens nothing', async () => {
    const inbox = new DeepLinkInbox()
    const { h, pushed } = host(null, false)
    inbox.ready(h)
    inbox.receive('folio://open?server=https://cms.example&path=/')
    expect(await inbox.answer('1', true)).toBe(false)
    expect(pushed.at(-1)).toMatchObject({ kind: 'refused', reason: 'switch-failed' })
  })
})
