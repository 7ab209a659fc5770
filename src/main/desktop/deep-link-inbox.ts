/**
 * Where deep links arrive (the first instance's command line, a second instance's hand-off, macOS's
 * open-url) and wait until the app can act on them: links before the session is known are kept in order.
 */
import type { BridgeEvents } from '@shared/bridge'
import { decideDeepLink } from './deep-link'

export type DeepLinkEvent = BridgeEvents['main:deep-link']

export interface DeepLinkHost {
  /** The connected server's address, or null. */
  connectedServer(): string | null
  /** Brings the editor's window to the front (opening one if none is open) and pushes the event to it. */
  push(event: DeepLinkEvent): void
  /** Connects to another server after the editor agreed; false when that failed. */
  switchServer(server: string): Promise<boolean>
}

export class DeepLinkInbox {
  private readonly waiting: string[] = []
  private host: DeepLinkHost | null = null
  private readonly asked = new Map<string, { server: string; path: string }>()
  private nextId = 1

  /** A link arrived (null or absent: nothing to do). */
  receive(raw: string | null | undefined): void {
    if (!raw) return
    if (this.host) this.handle(this.host, raw)
    else this.waiting.push(raw)
  }

  /** The app can act now: links that came before are handled in the order they came. */
  ready(host: DeepLinkHost): void {
    this.host = host
    for (const raw of this.waiting.splice(0)) this.handle(host, raw)
  }

  /** The editor's answer to 'ask': switches server and opens the path only when accepted. */
  async answer(id: string, accept: boolean): Promise<boolean> {
    const asked = this.asked.get(id)
    this.asked.delete(id)
    if (!asked || !accept || !this.host) return false
    if (!(await this.host.switchServer(asked.server))) {
      this.host.push({ kind: 'refused', reason: 'switch-failed', message: `Could not connect to ${asked.server}.` })
      return false
    }
    this.host.push({ kind: 'open', path: asked.path })
    return true
  }

  private handle(host: DeepLinkHost, raw: string): void {
    const decision = decideDeepLink(raw, host.connectedServer())
    if (decision.action === 'open') return host.push({ kind: 'open', path: decision.path })
    if (decision.action === 'refuse')
      return host.push({ kind: 'refused', reason: decision.reason, message: decision.message })
    const id = String(this.nextId++)
    this.asked.set(id, { server: decision.server, path: decision.path })
    host.push({ kind: 'ask', id, server: decision.server, path: decision.path })
  }
}
