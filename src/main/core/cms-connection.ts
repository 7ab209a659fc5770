/**
 * The CMS the app talks to: the built-in local one (started as a child process) or a remote server.
 * Holds its status for the UI and hands out an API client that adds the token.
 */
import type { CmsStatus } from '../../shared/bridge'
import { createApiClient, normalizeServerUrl, type ApiClient } from './api-client'
import { startLocalCms, type LocalCms, type LocalCmsOptions } from './local-cms'
import type { TokenVault } from './token-vault'

type Listener = (status: CmsStatus) => void

export interface CmsConnectionOptions {
  /** A remote server; absent means the built-in local CMS. */
  remoteUrl?: string
  local?: Omit<LocalCmsOptions, 'onLog' | 'allowedOrigins'>
  /** Origins of the UI that the built-in CMS must accept; read at start, once the UI's port is known. */
  uiOrigins?: () => string[]
  vault: TokenVault
  onLog?: (line: string) => void
  fetchImpl?: typeof fetch
}

export class CmsConnection {
  private status: CmsStatus
  private client: ApiClient | null = null
  private local: LocalCms | null = null
  private readonly listeners = new Set<Listener>()

  constructor(private readonly options: CmsConnectionOptions) {
    this.status = { mode: options.remoteUrl ? 'remote' : 'local', state: 'stopped', url: null }
  }

  /** Stable key for the token vault: one token per server URL. */
  get connectionId(): string {
    return this.status.url ?? 'none'
  }

  getStatus(): CmsStatus {
    return this.status
  }

  getClient(): ApiClient | null {
    return this.client
  }

  /** Like a local preview site URL, known once the built-in CMS is up. */
  get previewSiteUrl(): string | null {
    return this.local?.previewUrl ?? null
  }

  onStatus(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async start(): Promise<CmsStatus> {
    const { remoteUrl } = this.options
    if (remoteUrl) {
      const normalized = normalizeServerUrl(remoteUrl)
      if (!normalized.ok) return this.update({ mode: 'remote', state: 'failed', url: null, message: `${remoteUrl}: ${normalized.message}` })
      this.useServer(normalized.url)
      return this.update({ mode: 'remote', state: 'ready', url: normalized.url })
    }
    if (!this.options.local) return this.update({ mode: 'local', state: 'failed', url: null, message: 'no built-in CMS configured' })
    this.update({ mode: 'local', state: 'starting', url: null })
    try {
      this.local = await startLocalCms({ ...this.options.local, allowedOrigins: this.options.uiOrigins?.() ?? [], onLog: this.options.onLog })
      this.local.child.once('exit', (code, signal) => {
        this.client = null
        this.update({ mode: 'local', state: 'failed', url: null, message: `the built-in CMS stopped (${signal ?? `code ${code}`})` })
      })
      this.useServer(this.local.url)
      return this.update({ mode: 'local', state: 'ready', url: this.local.url })
    } catch (error) {
      return this.update({ mode: 'local', state: 'failed', url: null, message: (error as Error).message })
    }
  }

  async stop(): Promise<void> {
    const local = this.local
    this.local = null
    this.client = null
    if (local) {
      local.child.removeAllListeners('exit')
      await local.stop()
    }
    this.update({ ...this.status, state: 'stopped' })
  }

  private useServer(url: string) {
    this.client = createApiClient({
      serverUrl: url,
      getToken: () => this.options.vault.get(url),
      fetchImpl: this.options.fetchImpl,
    })
  }

  private update(status: CmsStatus): CmsStatus {
    this.status = status
    for (const listener of this.listeners) listener(status)
    return status
  }
}
