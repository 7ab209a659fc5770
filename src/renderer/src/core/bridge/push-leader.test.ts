import { describe, expect, it } from 'vitest'
import type { BridgeEvent } from '@shared/bridge'
import type { PushHubOptions } from './push-hub'
import { LEADER_LOCK, leaderPushes, type LeaderChannel, type LeaderLocks } from './push-leader'

/** One browser: its Web Locks (granted in request order, held until the holding tab closes) and a BroadcastChannel bus. */
function fakeBrowser() {
  const waiting: Array<{ tab: number; grant: () => void }> = []
  let holder: number | null = null
  const grantNext = () => {
    const next = waiting.shift()
    if (!next) return
    holder = next.tab
    next.grant()
  }
  const channels = new Map<number, Array<(event: { data: unknown }) => void>>()
  const streams: Array<{ tab: number; push: (event: BridgeEvent, data: string) => void; closed: boolean }> = []
  const heard = new Map<number, string[]>()

  function openTab(tab: number) {
    const locks: LeaderLocks = {
      request(name, callback) {
        expect(name).toBe(LEADER_LOCK)
        waiting.push({ tab, grant: () => void callback() })
        if (holder === null) grantNext()
        return new Promise(() => {})
      },
    }
    channels.set(tab, [])
    const channel: LeaderChannel = {
      // A BroadcastChannel delivers to every other object on the same name, never back to the sender.
      postMessage: (data) => {
        for (const [other, listeners] of channels)
          if (other !== tab) for (const listener of listeners) listener({ data: structuredClone(data) })
      },
      addEventListener: (_type, listener) => channels.get(tab)?.push(listener),
    }
    const open: PushHubOptions['open'] = (onEvent) => {
      const stream = { tab, push: onEvent, closed: false, close: () => (stream.closed = true) }
      streams.push(stream)
      return stream
    }
    heard.set(tab, [])
    return leaderPushes({
      locks,
      channel,
      open,
      id: `tab-${tab}`,
      deliver: (event, data) => heard.get(tab)!.push(`${event} ${data}`),
    })
  }

  function closeTab(tab: number) {
    channels.delete(tab)
    for (const stream of streams) if (stream.tab === tab) stream.closed = true
    const queued = waiting.findIndex((entry) => entry.tab === tab)
    if (queued >= 0) waiting.splice(queued, 1)
    if (holder === tab) {
      holder = null
      grantNext()
    }
  }

  const live = () => streams.filter((stream) => !stream.closed)
  return { openTab, closeTab, heard, streams, live }
}

describe('leaderPushes', () => {
  it('lets one tab hold the stream and hands every event to all tabs, the leader included', () => {
    const browser = fakeBrowser()
    const tabs = [1, 2, 3, 4].map((n) => browser.openTab(n))
    expect(tabs.map((t) => t.leading)).toEqual([true, false, false, false])
    expect(browser.streams).toHaveLength(1)
    browser.live()[0]!.push('main:theme-changed', '{"setting":"dark"}')
    for (const n of [1, 2, 3, 4]) expect(browser.heard.get(n)).toEqual(['main:theme-changed {"setting":"dark"}'])
  })

  it('answers a tab that starts later, alone, with the latest state events', () => {
    const browser = fakeBrowser()
    browser.openTab(1)
    browser.openTab(2)
    const stream = browser.live()[0]!
    stream.push('main:cms-status', '{"state":"ready"}')
    stream.push('main:menu-command', '"save"')
    browser.openTab(3)
    expect(browser.heard.get(3)).toEqual(['main:cms-status {"state":"ready"}'])
    expect(browser.heard.get(2)).toEqual(['main:cms-status {"state":"ready"}', 'main:menu-command "save"'])
  })

  it('passes the stream to the next tab when the leader closes, and the others keep hearing', () => {
    const browser = fakeBrowser()
    const tabs = [1, 2, 3].map((n) => browser.openTab(n))
    browser.closeTab(1)
    expect(tabs[1]!.leading).toBe(true)
    expect(browser.live()).toHaveLength(1)
    expect(browser.live()[0]!.tab).toBe(2)
    // The host replays its state on the new stream; the remaining tabs hear it.
    browser.live()[0]!.push('main:session-changed', '{"signedIn":true}')
    expect(browser.heard.get(2)).toEqual(['main:session-changed {"signedIn":true}'])
    expect(browser.heard.get(3)).toEqual(['main:session-changed {"signedIn":true}'])
    expect(browser.heard.get(1)).toEqual([])
  })
})
