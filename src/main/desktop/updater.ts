/**
 * The updater's states, apart from the library that fetches updates (electron-updater: its adapter is
 * electron/updates.ts). idle → checking → available | none → downloading → ready
 * → the restart prompt; 'error' from any step goes back to where a new check may start. Off when no feed
 * URL is configured (FOLIO_UPDATE_URL or settings): no check is ever made.
 */

export type UpdaterState =
  | { phase: 'off' }
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'none' }
  | { phase: 'available'; version: string }
  | { phase: 'downloading'; version: string; percent: number }
  | { phase: 'ready'; version: string }
  | { phase: 'error'; message: string }

/** What the update library does; its events come back through the `on*` callbacks given to `connect`. */
export interface UpdateAdapter {
  setFeedUrl(url: string): void
  checkForUpdates(): Promise<void>
  downloadUpdate(): Promise<void>
  /** Quits and installs the downloaded update. */
  quitAndInstall(): void
  connect(events: {
    onAvailable(version: string): void
    onNone(): void
    onProgress(percent: number): void
    onDownloaded(version: string): void
    onError(message: string): void
  }): void
}

export interface UpdaterOptions {
  feedUrl: string | null | undefined
  adapter: UpdateAdapter
  /** Asks the editor whether to restart now (a native dialog); true: restart. */
  promptRestart: (version: string) => Promise<boolean>
  onChange?: (state: UpdaterState) => void
}

export class Updater {
  private current: UpdaterState

  constructor(private readonly options: UpdaterOptions) {
    const feed = options.feedUrl?.trim()
    this.current = feed && /^https:\/\//i.test(feed) ? { phase: 'idle' } : { phase: 'off' }
    if (this.current.phase === 'off') return
    options.adapter.setFeedUrl(feed!)
    options.adapter.connect({
      onAvailable: (version) => this.whenIn(['checking'], () => this.set({ phase: 'available', version })),
      onNone: () => this.whenIn(['checking'], () => this.set({ phase: 'none' })),
      onProgress: (percent) =>
        this.whenIn(['available', 'downloading'], (s) =>
          this.set({ phase: 'downloading', version: 'version' in s ? s.version : '', percent: clamp(percent) }),
        ),
      onDownloaded: (version) => {
        this.whenIn(['available', 'downloading'], () => {
          this.set({ phase: 'ready', version })
          void this.options.promptRestart(version).then((restart) => {
            if (restart && this.current.phase === 'ready') this.options.adapter.quitAndInstall()
          })
        })
      },
      onError: (message) =>
        this.whenIn(['checking', 'available', 'downloading'], () => this.set({ phase: 'error', message })),
    })
  }

  get state(): UpdaterState {
    return this.current
  }

  /** Whether the menu offers "Check for Updates…". */
  get enabled(): boolean {
    return this.current.phase !== 'off'
  }

  /** Checks now, unless off or a check or download is under way; downloads what it finds. */
  async check(): Promise<void> {
    if (!['idle', 'none', 'error'].includes(this.current.phase)) return
    this.set({ phase: 'checking' })
    try {
      await this.options.adapter.checkForUpdates()
      if (this.current.phase === 'available') await this.options.adapter.downloadUpdate()
    } catch (error) {
      this.set({ phase: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }

  private whenIn(phases: UpdaterState['phase'][], run: (state: UpdaterState) => void): void {
    if (phases.includes(this.current.phase)) run(this.current)
  }

  private set(state: UpdaterState): void {
    this.current = state
    this.options.onChange?.(state)
  }
}

function clamp(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0
}
