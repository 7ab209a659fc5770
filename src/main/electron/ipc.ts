/** Wires the bridge's handler map to ipcMain; only the app's own frames may call it, from any app window. */
import { ipcMain, type IpcMainInvokeEvent } from 'electron'
import { BRIDGE_CHANNELS, type BridgeHandlers } from '@shared/bridge'
import { dispatch } from '../core/bridge'

export function registerBridgeIpc(
  handlers: BridgeHandlers,
  isTrustedSender: (frameUrl: string) => boolean,
): () => void {
  for (const channel of BRIDGE_CHANNELS) {
    ipcMain.handle(channel, async (event: IpcMainInvokeEvent, payload: unknown) => {
      const frameUrl = event.senderFrame?.url ?? ''
      if (!isTrustedSender(frameUrl)) {
        return { ok: false, failure: { bridgeError: 'invalid-channel', message: `untrusted sender ${frameUrl}` } }
      }
      // The asking window's webContents id: window channels need to know which window it was.
      return dispatch(handlers, channel, payload, { windowId: event.sender?.id ?? null })
    })
  }
  return () => {
    for (const channel of BRIDGE_CHANNELS) ipcMain.removeHandler(channel)
  }
}
