import { describe, expect, it, vi } from 'vitest'
import type { BridgeEvents, FolioBridge } from '@shared/bridge'
import { openInNewWindow, reportDocumentShown } from './windows'

function fakeBridge(answers: Record<string, unknown>) {
  const listeners: Array<(payload: BridgeEvents['main:document-elsewhere']) => void> = []
  const invoke = vi.fn((channel: string) => Promise.resolve(answers[channel]))
  const bridge = {
    host: 'electron',
    invoke,
    on: (_event: string, listener: (typeof listeners)[number]) => {
      listeners.push(listener)
      return () => listeners.splice(listeners.indexOf(listener), 1)
    },
  } as unknown as FolioBridge
  return {
    bridge,
    invoke,
    push: (p: BridgeEvents['main:document-elsewhere']) => listeners.forEach((l) => l(p)),
    listeners,
  }
}

describe('openInNewWindow', () => {
  it('opens a browser tab when the host has no windows', async () => {
    const open = vi.fn()
    vi.stubGlobal('window', { open })
    await openInNewWindow('/collections/posts/1', fakeBridge({ 'renderer:open-window': false }).bridge)
    expect(open).toHaveBeenCalledWith('/collections/posts/1', '_blank', 'noopener')
    open.mockClear()
    await openInNewWindow('/collections/posts/1', fakeBridge({ 'renderer:open-window': true }).bridge)
    expect(open).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})

describe('reportDocumentShown', () => {
  it('hears how many other windows show the document, now and as it changes, and reports it closed', async () => {
    const { bridge, invoke, push, listeners } = fakeBridge({ 'renderer:document-opened': { elsewhere: 1 } })
    const seen: number[] = []
    const stop = reportDocumentShown({ collection: 'posts', id: '12' }, (n) => seen.push(n), bridge)
    await vi.waitFor(() => expect(seen).toEqual([1]))
    push({ key: 'collections/posts/13', elsewhere: 4 })
    push({ key: 'collections/posts/12', elsewhere: 0 })
    expect(seen).toEqual([1, 0])
    stop()
    expect(listeners).toHaveLength(0)
    expect(invoke).toHaveBeenLastCalledWith('renderer:document-closed', { collection: 'posts', id: '12' })
  })
})
