/** The protocol handler and the single-instance hand-off on the shared fake `electron`. */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DeepLinkInbox } from '../desktop/deep-link-inbox'
import { fakeElectron as electron } from './testing/fake-electron'

vi.mock('electron', () => import('./testing/fake-electron').then((fake) => fake.electronModule()))

const { installDeepLinks } = await import('./deep-links')

beforeEach(() => electron.reset())

function setUp(argv: string[] = ['/opt/Folio/folio']) {
  const inbox = new DeepLinkInbox()
  const pushed: unknown[] = []
  const onSecondInstance = vi.fn()
  installDeepLinks(inbox, { argv, defaultApp: false, execPath: '/opt/Folio/folio', onSecondInstance })
  inbox.ready({ connectedServer: () => 'http://127.0.0.1:4100', push: (e) => pushed.push(e), switchServer: vi.fn() })
  return { pushed, onSecondInstance }
}

describe('deep links', () => {
  it('registers folio:// as the app’s protocol (with the app folder when run from source)', () => {
    setUp()
    expect(electron.protocolClients).toEqual([{ scheme: 'folio', path: undefined, args: undefined }])
    electron.reset()
    installDeepLinks(new DeepLinkInbox(), {
      argv: ['/usr/bin/electron', '.'],
      defaultApp: true,
      execPath: '/usr/bin/electron',
      onSecondInstance: vi.fn(),
    })
    expect(electron.protocolClients[0]).toMatchObject({ scheme: 'folio', path: '/usr/bin/electron' })
  })

  it('opens the link the app was started with, once the app is ready', () => {
    const { pushed } = setUp(['/opt/Folio/folio', 'folio://open?path=/collections/posts/12'])
    expect(pushed).toEqual([{ kind: 'open', path: '/collections/posts/12' }])
  })

  it('a second instance hands its link to the running one, which comes to the front', () => {
    const { pushed, onSecondInstance } = setUp()
    electron.appEvents.emit('second-instance', {}, ['/opt/Folio/folio', 'folio://open?path=/globals/header'], '/home')
    expect(onSecondInstance).toHaveBeenCalledTimes(1)
    expect(pushed).toEqual([{ kind: 'open', path: '/globals/header' }])
    electron.appEvents.emit('second-instance', {}, ['/opt/Folio/folio'], '/home')
    expect(onSecondInstance).toHaveBeenCalledTimes(2)
    expect(pushed).toHaveLength(1)
  })

  it('takes macOS’s open-url, keeping the system from handling it', () => {
    const { pushed } = setUp()
    const event = { preventDefault: vi.fn() }
    electron.appEvents.emit('open-url', event, 'folio://open?path=//evil.example')
    expect(event.preventDefault).toHaveBeenCalled()
    expect(pushed).toMatchObject([{ kind: 'refused', reason: 'bad-path' }])
  })
})
