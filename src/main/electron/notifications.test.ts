/** Native notifications on the shared fake `electron`: shown, clicked, and refused where unsupported. */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createNotifier } from '../desktop/notifier'
import { fakeElectron as electron } from './testing/fake-electron'

vi.mock('electron', () => import('./testing/fake-electron').then((fake) => fake.electronModule()))

const { electronNotifications } = await import('./notifications')

beforeEach(() => electron.reset())

describe('native notifications', () => {
  it('shows one, and a click focuses the asking window at its path', () => {
    const focus = vi.fn()
    const notify = createNotifier({ port: electronNotifications, focus })
    const result = notify(
      { title: 'Lock taken over', body: 'second@example.com edits “Hello”.', path: '/admin/collections/posts/1' },
      { windowId: 4 },
    )
    expect(result).toEqual({ shown: true })
    expect(electron.notifications[0]!.options).toMatchObject({ title: 'Lock taken over' })
    expect(focus).not.toHaveBeenCalled()
    electron.notifications[0]!.click()
    expect(focus).toHaveBeenCalledWith(4, '/admin/collections/posts/1')
  })

  it('answers unsupported where the system has none, so the renderer shows a toast', () => {
    electron.notificationsSupported = false
    const notify = createNotifier({ port: electronNotifications, focus: vi.fn() })
    expect(notify({ title: 't', body: 'b' }, { windowId: 1 })).toEqual({ shown: false, reason: 'unsupported' })
    expect(electron.notifications).toEqual([])
  })

  it('answers refused when showing throws', () => {
    const notify = createNotifier({
      port: {
        isSupported: () => true,
        show: () => {
          throw new Error('denied')
        },
      },
      focus: vi.fn(),
    })
    expect(notify({ title: 't', body: 'b' }, { windowId: 1 })).toEqual({ shown: false, reason: 'refused' })
  })
})
