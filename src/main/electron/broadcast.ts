/** Host pushes (the CMS's start-up steps, session changes, …) to every open app window. */
import { BrowserWindow } from 'electron'
import type { BridgeEvent, BridgeEvents } from '@shared/bridge'

export function broadcastToWindows<E extends BridgeEvent>(event: E, payload: BridgeEvents[E]): void {
  for (const win of BrowserWindow.getAllWindows()) if (!win.isDestroyed()) win.webContents.send(event, payload)
}
