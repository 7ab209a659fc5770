/**
 * Updates of the installed app: electron-updater behind the updater's state machine
 * (desktop/updater.ts). Off unless a feed URL is configured (FOLIO_UPDATE_URL, or `updateUrl` in the
 * settings): the app then never asks anything of the network. With one, Help › Check for Updates…
 * checks, downloads what it finds, and a native dialog offers to restart into the new version.
 */
import { dialog, type BrowserWindow } from 'electron'
import electronUpdater from 'electron-updater'
import { Updater, type UpdateAdapter, type UpdaterState } from '../desktop/updater'

/** The part of electron-updater's AppUpdater the adapter uses. */
export interface UpdaterLibrary {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  setFeedURL(options: { provider: 'generic'; url: string }): void
  checkForUpdates(): Promise<unknown>
  downloadUpdate(): Promise<unknown>
  quitAndInstall(): void
  on(event: string, listener: (...args: never[]) => void): unknown
}

/** electron-updater's events as the state machine hears them; downloads start only when it asks. */
export function electronUpdateAdapter(library: UpdaterLibrary): UpdateAdapter {
  return {
    setFeedUrl(url) {
      // A generic server: latest.yml and the installers under this URL (electron-builder's `publish`).
      library.setFeedURL({ provider: 'generic', url })
      library.autoDownload = false
      library.autoInstallOnAppQuit = true
    },
    async checkForUpdates() {
      await library.checkForUpdates()
    },
    async downloadUpdate() {
      await library.downloadUpdate()
    },
    quitAndInstall: () => library.quitAndInstall(),
    connect(events) {
      library.on('update-available', (info: { version: string }) => events.onAvailable(info.version))
      library.on('update-not-available', () => events.onNone())
      library.on('download-progress', (progress: { percent: number }) => events.onProgress(progress.percent))
      library.on('update-downloaded', (info: { version: string }) => events.onDownloaded(info.version))
      library.on('error', (error: Error) => events.onError(error?.message ?? String(error)))
    },
  }
}

export interface AppUpdaterOptions {
  feedUrl: string | null | undefined
  /** The window the restart prompt belongs to. */
  current: () => BrowserWindow | null
  onChange?: (state: UpdaterState) => void
  /** electron-updater's autoUpdater by default (made only when a feed is configured). */
  library?: () => UpdaterLibrary
}

/** The app's updater: off without a feed; with one, its restart prompt is a native dialog. */
export function createAppUpdater(options: AppUpdaterOptions): Updater {
  const feed = options.feedUrl?.trim() ? options.feedUrl : null
  const library = feed ? (options.library ?? (() => electronUpdater.autoUpdater))() : null
  return new Updater({
    feedUrl: feed,
    // Without a feed the adapter is never called.
    adapter: library ? electronUpdateAdapter(library) : inertAdapter,
    promptRestart: async (version) => {
      const win = options.current()
      const prompt = {
        type: 'info' as const,
        message: `Folio ${version} is ready to install.`,
        detail: 'Restart now to update, or later: it is installed when Folio quits.',
        buttons: ['Restart Now', 'Later'],
        defaultId: 0,
        cancelId: 1,
      }
      const { response } = win ? await dialog.showMessageBox(win, prompt) : await dialog.showMessageBox(prompt)
      return response === 0
    },
    onChange: options.onChange,
  })
}

const inertAdapter: UpdateAdapter = {
  setFeedUrl: () => undefined,
  checkForUpdates: () => Promise.resolve(),
  downloadUpdate: () => Promise.resolve(),
  quitAndInstall: () => undefined,
  connect: () => undefined,
}
