import { describe, expect, it, vi } from 'vitest'
import { Updater, type UpdateAdapter, type UpdaterState } from './updater'

/** A stand-in update library: the test plays the feed's answers through `events`. */
function fakeAdapter(answer: (events: Parameters<UpdateAdapter['connect']>[0]) => void) {
  let events!: Parameters<UpdateAdapter['connect']>[0]
  const adapter = {
    setFeedUrl: vi.fn(),
    checkForUpdates: vi.fn(() => {
      answer(events)
      return Promise.resolve()
    }),
    downloadUpdate: vi.fn(() => Promise.resolve()),
    quitAndInstall: vi.fn(),
    connect: (e: typeof events) => (events = e),
  }
  return { adapter, events: () => events }
}

const make = (feedUrl: string | null, adapter: UpdateAdapter, restart = true) => {
  const seen: UpdaterState['phase'][] = []
  const promptRestart = vi.fn(() => Promise.resolve(restart))
  const updater = new Updater({ feedUrl, adapter, promptRestart, onChange: (s) => seen.push(s.phase) })
  return { updater, seen, promptRestart }
}

describe('Updater', () => {
  it('is off without a feed URL (or with one that is not https), and never checks', async () => {
    for (const feed of [null, '', 'http://updates.example/']) {
      const { adapter } = fakeAdapter(() => {})
      const { updater } = make(feed, adapter)
      expect(updater.state).toEqual({ phase: 'off' })
      expect(updater.enabled).toBe(false)
      await updater.check()
      expect(adapter.checkForUpdates).not.toHaveBeenCalled()
    }
  })

  it('goes idle → checking → none when there is nothing new', async () => {
    const { adapter } = fakeAdapter((e) => e.onNone())
    const { updater, seen } = make('https://updates.example/folio', adapter)
    expect(adapter.setFeedUrl).toHaveBeenCalledWith('https://updates.example/folio')
    await updater.check()
    expect(seen).toEqual(['checking', 'none'])
  })

  it('downloads what it found, then asks to restart and installs only when the editor agrees', async () => {
    const { adapter, events } = fakeAdapter((e) => e.onAvailable('1.2.0'))
    const { updater, seen, promptRestart } = make('https://updates.example/', adapter)
    await updater.check()
    expect(adapter.downloadUpdate).toHaveBeenCalled()
    events().onProgress(42.4)
    expect(updater.state).toEqual({ phase: 'downloading', version: '1.2.0', percent: 42 })
    events().onDownloaded('1.2.0')
    expect(seen).toEqual(['checking', 'available', 'downloading', 'ready'])
    await vi.waitFor(() => expect(adapter.quitAndInstall).toHaveBeenCalled())
    expect(promptRestart).toHaveBeenCalledWith('1.2.0')
  })

  it('restarts later when the editor says not now', async () => {
    const { adapter, events } = fakeAdapter((e) => e.onAvailable('1.2.0'))
    const { updater, promptRestart } = make('https://updates.example/', adapter, false)
    await updater.check()
    events().onDownloaded('1.2.0')
    await vi.waitFor(() => expect(promptRestart).toHaveBeenCalled())
    expect(adapter.quitAndInstall).not.toHaveBeenCalled()
    expect(updater.state.phase).toBe('ready')
  })

  it('reports an error and may check again; a second check while one runs is ignored', async () => {
    const { adapter } = fakeAdapter((e) => e.onError('feed answered 404'))
    const { updater } = make('https://updates.example/', adapter)
    await updater.check()
    expect(updater.state).toEqual({ phase: 'error', message: 'feed answered 404' })
    adapter.checkForUpdates.mockImplementationOnce(() => Promise.reject(new Error('offline')))
    await updater.check()
    expect(updater.state).toEqual({ phase: 'error', message: 'offline' })

    const stuck = fakeAdapter(() => {})
    const { updater: busy } = make('https://updates.example/', stuck.adapter)
    void busy.check()
    await busy.check()
    expect(stuck.adapter.checkForUpdates).toHaveBeenCalledTimes(1)
  })
})
