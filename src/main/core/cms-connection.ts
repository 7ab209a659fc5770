/**
 * The CMS the app talks to: the built-in local one (a child process, started on first use and kept
 * until the app quits) or a remote server. Holds its status for the UI and hands out an API client
 * that adds the token of the signed-in user.
 */
import type { CmsStatus } from '@shared/bridge'
import { createApiClient, normalizeServerUrl, type ApiClient, type ApiClientOptions } from './api-client'
import { startLocalCms, type LocalCms, type LocalCmsOptions } from './local-cms'
import type { TokenVault } from './token-vault'

type Listener = (status: CmsStatus) => void

export interface CmsConnectionOptions {
  local?: Omit<LocalCmsOptions, 'onLog' | 'allowedOrigins'>
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
}

export class CmsConnection {
  private status: CmsStatus = { mode: 'local', state: 'stopped', url: null }
  private client: ApiClient | null = null
  private local: LocalCms | null = null
  private localStarting: Promise<LocalCms> | null = null
  private readonly listeners = new Set<Listener>()

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
    try {
      const parsed = new URL(url)
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') this.learnedPreviewOrigins.add(parsed.origin)
    } catch {
      // not a URL: nothing to allow
    }
  }

  /** The signed-in token for the current server (only for handing to the built-in preview site). */
  currentToken(): string | null {
    return this.status.url ? (this.options.vault.get(this.status.url) ?? null) : null
  }

  onStatus(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
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
    if (this.local) {
      this.useServer(this.local.url)
      return this.update({ mode: 'local', state: 'ready', url: this.local.url })
    }
    this.client = null
    this.update({ mode: 'local', state: 'starting', url: null })
    try {
      this.localStarting ??= (this.options.startLocal ?? startLocalCms)({
        ...this.options.local,
        allowedOrigins: this.options.uiOrigins?.() ?? [],
        onLog: this.options.onLog,
      })
      const local = await this.localStarting
      this.local = local
      local.child.once('exit', (code, signal) => {
        if (this.local !== local) return
        this.local = null
        this.localStarting = null
        if (this.status.mode === 'local') {
          this.client = null
          this.update({
            mode: 'local',
            state: 'failed',
            url: null,
            message: `the built-in CMS stopped (${signal ?? `code ${code}`})`,
          })
        }
      })
      // The user may have switched to a remote server while the local one was starting.
      if (this.status.mode !== 'local') return this.status
      this.useServer(local.url)
      return this.update({ mode: 'local', state: 'ready', url: local.url })
    } catch (error) {
      this.localStarting = null
      return this.update({ mode: 'local', state: 'failed', url: null, message: (error as Error).message })
    }
  }

  async stop(): Promise<void> {
    const local = this.local
    this.local = null
    this.localStarting = null
    this.client = null
    if (local) await local.stop()
    this.update({ ...this.status, state: 'stopped' })
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
