/**
 * Which window shows which document, so a document open in two windows is known as the same user's
 * (not a take-over), and each of those windows is told how many others show it. No Electron here: the
 * Electron layer gives window ids (webContents ids) and a way to send to one.
 */
import type { BridgeEvents, BridgeSender } from '@shared/bridge'
import type { DesktopWindows } from '../core/bridge'
import { documentKey, type DocumentRef } from '@shared/windows'

export type SendToWindow = (
  windowId: number,
  event: 'main:document-elsewhere',
  payload: BridgeEvents['main:document-elsewhere'],
) => void

export class DocumentWindows {
  private readonly shown = new Map<number, Set<string>>()

  constructor(private readonly send: SendToWindow) {}

  /** The windows showing `key`, in the order they opened it. */
  windowsShowing(key: string): number[] {
    return [...this.shown].filter(([, keys]) => keys.has(key)).map(([id]) => id)
  }

  /** `windowId` shows `key` now: returns how many other windows show it, and tells those windows. */
  opened(windowId: number, key: string): number {
    const keys = this.shown.get(windowId) ?? new Set<string>()
    const isNew = !keys.has(key)
    keys.add(key)
    this.shown.set(windowId, keys)
    if (isNew) this.tell(key, windowId)
    return this.windowsShowing(key).length - 1
  }

  closed(windowId: number, key: string): void {
    if (!this.shown.get(windowId)?.delete(key)) return
    this.tell(key, windowId)
  }

  /** The window is gone (closed, crashed): each document it showed has one window less. */
  forget(windowId: number): void {
    const keys = this.shown.get(windowId)
    this.shown.delete(windowId)
    for (const key of keys ?? []) this.tell(key, windowId)
  }

  private tell(key: string, except: number): void {
    const showing = this.windowsShowing(key)
    for (const id of showing)
      if (id !== except) this.send(id, 'main:document-elsewhere', { key, elsewhere: showing.length - 1 })
  }
}

/** The handlers' window calls on top of the registry; `openWindow` is the Electron layer's. */
export function desktopWindows(
  registry: DocumentWindows,
  openWindow: (path: string, opener: number | null) => boolean,
): DesktopWindows {
  return {
    open: (path, sender: BridgeSender) => openWindow(path, sender.windowId),
    documentOpened(ref: DocumentRef, sender: BridgeSender) {
      const key = documentKey(ref)
      if (key === null || sender.windowId === null) return { elsewhere: 0 }
      return { elsewhere: registry.opened(sender.windowId, key) }
    },
    documentClosed(ref: DocumentRef, sender: BridgeSender) {
      const key = documentKey(ref)
      if (key !== null && sender.windowId !== null) registry.closed(sender.windowId, key)
    },
  }
}
