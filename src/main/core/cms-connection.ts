/**
 * The CMS the app talks to: the built-in local one (a child process, started on first use and kept
 * until the app quits, restarted when it dies) or a remote server. Holds its status for the UI and
 * hands out an API client that adds the token of the signed-in user.
 */
import type { CmsStatus } from '@shared/bridge'
import { httpOrigin } from '@shared/url'
import { createApiClient, normalizeServerUrl, type ApiClient, type ApiClientOptions } from './api-client'
import { startLocalCms, type LocalCms, type LocalCmsOptions } from './local-cms'
import type { TokenVault } from './token-vault'

type Listener = (status: CmsStatus) => void

/** How often the built-in CMS is restarted after it stops on its own before Folio gives up and asks. */
export interface RestartPolicy {
  /** Restarts allowed within windowMs; one more stop within the window leaves the status 'failed'. */
  limit: number
  windowMs: number
  /** The wait before the first, second, … restart in the window (the last repeats). */
  delaysMs: number[]
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = { limit: 3, windowMs: 120_000, delaysMs: [250, 2000, 5000] }

export interface CmsConnectionOptions {
  local?: Omit<LocalCmsOptions, 'onLog' | 'onPhase' | 'allowedOrigins'>
  /** Origins of the UI that the built-in CMS must accept; read at start, once the UI's port is known. */
  uiOrigins?: () => string[]
  vault: TokenVault
  onLog?: (line: string) => void
  fetchImpl?: typeof fetch
  timeoutMs?: number
  /** Builds the client for a server; tests pass a fake. */
  createClient?: (options: ApiClientOptions) => ApiClient
  /** Starts the built-in CMS process; tests pass a stand-in to start, crash or fail it. */
  startLocal?: (options: LocalCmsOptions) => Promise<LocalCms>
  restartPolicy?: RestartPolicy
  now?: () => number
}

/**
 * Where a stopped built-in CMS listened: its restarts ask for the same ports, so the session, the
 * screens keyed by its address and open preview pages carry on as they were.
 */
interface Address {
  url: string
  previewUrl: string | null
}

export class CmsConnection {
  private status: CmsStatus = { mode: 'local', state: 'stopped', url: null }
  private client: ApiClient | null = null
  private local: LocalCms | null = null
  private localStarting: Promise<LocalCms> | null = null
  private readonly listeners = new Set<Listener>()
  private readonly restartedListeners = new Set<() => void>()
  /** When each restart in the current window began. */
  private restartTimes: number[] = []
  private restartTimer: NodeJS.Timeout | null = null
  /** The address of the built-in CMS that stopped on its own; null once its ports were found taken. */
  private lastAddress: Address | null = null

  constructor(private readonly options: CmsConnectionOptions) {}

  getStatus(): CmsStatus {
    return this.status
  }

  getClient(): ApiClient | null {
    return this.client
  }

  get previewSiteUrl(): string | null {
    return this.local?.previewUrl ?? null
  }

  private readonly learnedPreviewOrigins = new Set<string>()

  /**
   * Origins the UI may frame for live preview: the built-in preview site, and those the connected
   * server's preview-url endpoint has answered with (a remote server's frontend), for the CSP.
   */
  previewOrigins(): string[] {
    return [...(this.previewSiteUrl ? [new URL(this.previewSiteUrl).origin] : []), ...this.learnedPreviewOrigins]
  }

  /** Remembers the origin of a preview URL the CMS gave (http and https only). */
  notePreviewUrl(url: string): void {
    const origin = httpOrigin(url)
    if (origin) this.learnedPreviewOrigins.add(origin)
  }

  /** The signed-in token for the current server (only for handing to the built-in preview site). */
  currentToken(): string | null {
    return this.status.url ? (this.options.vault.get(this.status.url) ?? null) : null
  }

  onStatus(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Called each time the built-in CMS is ready again after it stopped on its own (it may have a new address). */
  onRestarted(listener: () => void): () => void {
    this.restartedListeners.add(listener)
    return () => this.restartedListeners.delete(listener)
  }

  /** A promise like useLocal's, though nothing here waits: the server is first asked by the session. */
  useRemote(remoteUrl: string): Promise<CmsStatus> {
    const normalized = normalizeServerUrl(remoteUrl)
    if (!normalized.ok) {
      this.client = null
      return Promise.resolve(
        this.update({ mode: 'remote', state: 'failed', url: null, message: `${remoteUrl}: ${normalized.message}` }),
      )
    }
    this.useServer(normalized.url)
    return Promise.resolve(this.update({ mode: 'remote', state: 'ready', url: normalized.url }))
  }

  async useLocal(): Promise<CmsStatus> {
    if (!this.options.local)
      return this.update({ mode: 'local', state: 'failed', url: null, message: 'no built-in CMS configured' })
    this.cancelRestart()
    if (this.local) {
      this.useServer(this.local.url)
      return this.update({ mode: 'local', state: 'ready', url: this.local.url })
    }
    this.client = null
    this.update({ mode: 'local', state: 'starting', url: null })
    try {
      const local = await this.launch()
      // The user may have switched to a remote server while the local one was starting.
      if (this.status.mode !== 'local') return this.status
      this.useServer(local.url)
      return this.update({ mode: 'local', state: 'ready', url: local.url })
    } catch (error) {
      return this.update({ mode: 'local', state: 'failed', url: null, message: (error as Error).message })
    }
  }

  /** Starts the built-in CMS again after it stopped and gave up restarting: the user asked, so the limit starts afresh. */
  async reconnect(): Promise<CmsStatus> {
    if (this.status.mode !== 'local' || this.status.state === 'ready' || this.status.state === 'starting')
      return this.status
    this.cancelRestart()
    this.restartTimes = [this.now()]
    this.update({ mode: 'local', state: 'restarting', url: null, message: this.status.message })
    return this.restart()
  }

  async stop(): Promise<void> {
    const local = this.local
    this.cancelRestart()
    this.local = null
    this.localStarting = null
    this.client = null
    if (local) await local.stop()
    this.update({ ...this.status, state: 'stopped' })
  }

  /** Starts the child (once, however often asked) and watches it for an unexpected exit. */
  private launch(address?: Address): Promise<LocalCms> {
    if (this.localStarting) return this.localStarting
    const starting = (this.options.startLocal ?? startLocalCms)({
      ...this.options.local!,
      ...(address ? samePorts(address) : {}),
      allowedOrigins: this.options.uiOrigins?.() ?? [],
      onLog: this.options.onLog,
      // Shown while the UI waits; only while it does (the user may have switched to a remote server).
      onPhase: (phase) => {
        if (!this.local && this.status.mode === 'local' && isStarting(this.status))
          this.update({ ...this.status, phase })
      },
    }).then(
      async (local) => {
        // Stopped while it was starting (the app is quitting): nothing may keep it running.
        if (this.localStarting !== starting) {
          await local.stop()
          throw new Error('the built-in CMS was stopped while it started')
        }
        this.local = local
        local.child.once('exit', (code, signal) =>
          this.exited(local, `the built-in CMS stopped (${signal ?? `code ${code}`})`),
        )
        return local
      },
      (error: unknown) => {
        if (this.localStarting === starting) this.localStarting = null
        throw error
      },
    )
    this.localStarting = starting
    return starting
  }

  private exited(local: LocalCms, message: string) {
    // Stopped by Folio (stop), or a child that is no longer the current one.
    if (this.local !== local) return
    this.local = null
    this.localStarting = null
    // A remote server is in use: the built-in CMS starts afresh when it is chosen again.
    if (this.status.mode !== 'local') return
    this.client = null
    this.lastAddress = { url: local.url, previewUrl: local.previewUrl }
    this.scheduleRestart(message)
  }

  /** Restarts after a wait that grows with each restart, or gives up at the limit and waits for reconnect. */
  private scheduleRestart(message: string) {
    const policy = this.options.restartPolicy ?? DEFAULT_RESTART_POLICY
    const now = this.now()
    this.restartTimes = this.restartTimes.filter((at) => now - at < policy.windowMs)
    if (this.restartTimes.length >= policy.limit) {
      this.update({ mode: 'local', state: 'failed', url: null, message })
      return
    }
    const delay = policy.delaysMs[Math.min(this.restartTimes.length, policy.delaysMs.length - 1)] ?? 0
    this.restartTimes.push(now)
    this.update({ mode: 'local', state: 'restarting', url: null, message })
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null
      void this.restart()
    }, delay)
    this.restartTimer.unref?.()
  }

  private async restart(): Promise<CmsStatus> {
    try {
      const local = await this.launch(this.lastAddress ?? undefined)
      if (this.status.mode !== 'local' || this.status.state !== 'restarting') return this.status
      this.useServer(local.url)
      const status = this.update({ mode: 'local', state: 'ready', url: local.url })
      for (const listener of this.restartedListeners) listener()
      return status
    } catch (error) {
      const { message } = error as Error
      // Its ports were taken meanwhile: the next try takes any free ones (the session follows).
      if (/EADDRINUSE/.test(message)) this.lastAddress = null
      if (this.status.mode === 'local' && this.status.state === 'restarting')
        this.scheduleRestart(`the built-in CMS could not be restarted: ${message}`)
      return this.status
    }
  }

  private cancelRestart() {
    if (this.restartTimer) clearTimeout(this.restartTimer)
    this.restartTimer = null
  }

  private now() {
    return (this.options.now ?? Date.now)()
  }

  private useServer(url: string) {
    this.client = (this.options.createClient ?? createApiClient)({
      serverUrl: url,
      getToken: () => this.options.vault.get(url),
      fetchImpl: this.options.fetchImpl,
      timeoutMs: this.options.timeoutMs,
    })
  }

  private update(status: CmsStatus): CmsStatus {
    this.status = status
    for (const listener of this.listeners) listener(status)
    return status
  }
}

const isStarting = (status: CmsStatus) => status.state === 'starting' || status.state === 'restarting'

function samePorts(address: Address): Pick<LocalCmsOptions, 'port' | 'previewPort'> {
  return {
    port: Number(new URL(address.url).port),
    previewPort: address.previewUrl ? Number(new URL(address.previewUrl).port) : undefined,
  }
}
