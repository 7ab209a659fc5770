/** The app's updater on the shared fake `electron`, with electron-updater's autoUpdater replaced by a fake library. */
import { EventEmitter } from 'node:events'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeElectron as electron } from './testing/fake-electron'

vi.mock('electron', () => import('./testing/fake-electron').then((fake) => fake.electronModule()))
// The real autoUpdater needs a packaged Electron app; the adapter is given a fake one below.
vi.mock('electron-updater', () => ({ default: { autoUpdater: null } }))

const { createAppUpdater } = await import('./updates')
type UpdaterLibrary = import('./updates').UpdaterLibrary

/** What electron-updater's AppUpdater does, recorded; its events are emitted by the test. */
function fakeLibrary() {
  const events = new EventEmitter()
  return Object.assign(events, {
    autoDownload: true,
    autoInstallOnAppQuit: false,
    setFeedURL: vi.fn(),
    checkForUpdates: vi.fn(() => Promise.resolve()),
    downloadUpdate: vi.fn(() => Promise.resolve()),
    quitAndInstall: vi.fn(),
  })
}

/** Handed to the updater as electron-updater's autoUpdater. */
const asLibrary = (library: ReturnType<typeof fakeLibrary>) => () => library as unknown as UpdaterLibrary

beforeEach(() => electron.reset())

describe('app updates', () => {
  it('is off without a feed: no menu item, and the library is never made', () => {
    const library = vi.fn(() => asLibrary(fakeLibrary())())
    const updater = createAppUpdater({ feedUrl: '', current: () => null, library })
    expect(updater.enabled).toBe(false)
    expect(library).not.toHaveBeenCalled()
  })

  it('checks the configured feed, downloads what it finds, and restarts into it when the user says so', async () => {
    const library = fakeLibrary()
    library.checkForUpdates.mockImplementation(() => {
      library.emit('update-available', { version: '2.1.0' })
      return Promise.resolve()
    })
    const states: string[] = []
    const updater = createAppUpdater({
      feedUrl: 'https://updates.example/folio',
      current: () => null,
      library: asLibrary(library),
      onChange: (state) => states.push(state.phase),
    })
    expect(updater.enabled).toBe(true)
    expect(library.setFeedURL).toHaveBeenCalledWith({ provider: 'generic', url: 'https://updates.example/folio' })
    // Downloads start only when the updater asks, after a check found something.
    expect(library.autoDownload).toBe(false)

    await updater.check()
    expect(library.downloadUpdate).toHaveBeenCalled()
    library.emit('download-progress', { percent: 42.4 })
    expect(updater.state).toEqual({ phase: 'downloading', version: '2.1.0', percent: 42 })
    library.emit('update-downloaded', { version: '2.1.0' })
    await vi.waitFor(() => expect(library.quitAndInstall).toHaveBeenCalled())
    expect(electron.showMessageBox).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Folio 2.1.0 is ready to install.', buttons: ['Restart Now', 'Later'] }),
    )
    expect(states).toEqual(['checking', 'available', 'downloading', 'ready'])
  })

  it('"Later" keeps the running version; an error says why and a new check may start', async () => {
    const library = fakeLibrary()
    electron.showMessageBox.mockImplementation(() => Promise.resolve({ response: 1 }))
    const updater = createAppUpdater({
      feedUrl: 'https://updates.example/folio',
      current: () => null,
      library: asLibrary(library),
    })
    library.checkForUpdates.mockImplementation(() => {
      library.emit('update-available', { version: '2.1.0' })
      return Promise.resolve()
    })
    await updater.check()
    library.emit('update-downloaded', { version: '2.1.0' })
    await vi.waitFor(() => expect(electron.showMessageBox).toHaveBeenCalled())
    expect(library.quitAndInstall).not.toHaveBeenCalled()

    const failing = fakeLibrary()
    failing.checkForUpdates.mockImplementation(() => {
      failing.emit('error', new Error('feed unreachable'))
      return Promise.resolve()
    })
    const second = createAppUpdater({
      feedUrl: 'https://updates.example/folio',
      current: () => null,
      library: asLibrary(failing),
    })
    await second.check()
    expect(second.state).toEqual({ phase: 'error', message: 'feed unreachable' })
  })
})
