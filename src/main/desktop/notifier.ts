/**
 * Native notifications behind `renderer:notify`: shown through a port (Electron's Notification in the
 * app), a click brings the asking window to the front at the notification's path. Where the system has
 * no notifications, the answer says so and the renderer shows a toast instead.
 */
import type { BridgeChannels, BridgeSender } from '@shared/bridge'

export type NotifyRequest = BridgeChannels['renderer:notify']['request']
export type NotifyResult = BridgeChannels['renderer:notify']['response']

export interface NotificationPort {
  isSupported(): boolean
  /** Shows it; `onClick` runs when the user clicks it. Throws when the system refused. */
  show(content: { title: string; body: string }, onClick: () => void): void
}

export interface NotifierOptions {
  port: NotificationPort
  /** Brings the window (by webContents id, or the current one for null) to the front and goes to `path`. */
  focus: (windowId: number | null, path: string | undefined) => void
}

export function createNotifier({ port, focus }: NotifierOptions) {
  return (request: NotifyRequest, sender: BridgeSender): NotifyResult => {
    if (!port.isSupported()) return { shown: false, reason: 'unsupported' }
    try {
      port.show({ title: request.title, body: request.body }, () => focus(sender.windowId, request.path))
      return { shown: true }
    } catch {
      return { shown: false, reason: 'refused' }
    }
  }
}
