import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FolioBridge } from '@shared/bridge'
import { editorLooksAway, notifyEditor, notifyWhenAway } from './notify'

const bridgeAnswering = (answer: unknown) =>
  ({ host: 'web', invoke: vi.fn(() => Promise.resolve(answer)), on: vi.fn() }) as unknown as FolioBridge
const content = { title: 'Autosave failed', body: 'Hello world', path: '/admin/collections/posts/1' }

afterEach(() => vi.unstubAllGlobals())

describe('notifyEditor', () => {
  it('uses the native notification where the host showed one', async () => {
    const toast = vi.fn()
    expect(await notifyEditor(content, { toast, navigate: vi.fn() }, bridgeAnswering({ shown: true }))).toBe('native')
    expect(toast).not.toHaveBeenCalled()
  })

  it("uses the browser's notifications when granted; a click goes to the path", async () => {
    const made: Array<{ title: string; onclick?: () => void }> = []
    class FakeNotification {
      static permission = 'granted'
      onclick?: () => void
      constructor(readonly title: string) {
        made.push(this)
      }
    }
    vi.stubGlobal('Notification', FakeNotification)
    vi.stubGlobal('window', { focus: vi.fn() })
    const navigate = vi.fn()
    const by = await notifyEditor(
      content,
      { toast: vi.fn(), navigate },
      bridgeAnswering({ shown: false, reason: 'unsupported' }),
    )
    expect(by).toBe('browser')
    made[0]!.onclick!()
    expect(navigate).toHaveBeenCalledWith('/admin/collections/posts/1')
  })

  it('falls back to a toast when notifications are refused or missing', async () => {
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'denied'
      },
    )
    const toast = vi.fn()
    expect(
      await notifyEditor(content, { toast, navigate: vi.fn() }, bridgeAnswering({ shown: false, reason: 'refused' })),
    ).toBe('toast')
    expect(toast).toHaveBeenCalledWith(content)
  })
})

describe('notifyWhenAway', () => {
  const page = (visibilityState: DocumentVisibilityState, focused: boolean) => ({
    visibilityState,
    hasFocus: () => focused,
  })

  it('counts a hidden or unfocused window as away, a visible focused one as looking', () => {
    expect(editorLooksAway(page('hidden', false))).toBe(true)
    expect(editorLooksAway(page('visible', false))).toBe(true)
    expect(editorLooksAway(page('visible', true))).toBe(false)
  })

  it('asks the host for a notification only while the editor looks away', async () => {
    const bridge = bridgeAnswering({ shown: true })
    expect(await notifyWhenAway(content, vi.fn(), { away: false, bridge })).toBeNull()
    expect(bridge.invoke).not.toHaveBeenCalled()
    expect(await notifyWhenAway(content, vi.fn(), { away: true, bridge })).toBe('native')
    expect(bridge.invoke).toHaveBeenCalledWith('renderer:notify', content)
  })
})
