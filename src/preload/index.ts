/**
 * The typed bridge, and nothing else: channels are checked against the contract's lists before
 * anything reaches ipcRenderer, and each subscription returns its own unsubscribe.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { isBridgeChannel, isBridgeEvent, type BridgeFailure, type FolioBridge } from '@shared/bridge'

type Envelope = { ok: true; value: unknown } | { ok: false; failure: BridgeFailure }

const bridge: FolioBridge = {
  host: 'electron',
  invoke(channel, ...request) {
    if (!isBridgeChannel(channel)) return Promise.reject(new Error(`unknown channel ${String(channel)}`))
    return ipcRenderer.invoke(channel, request[0]).then((envelope: Envelope) => {
      if (envelope.ok) return envelope.value as never
      throw Object.assign(new Error(envelope.failure.message), { bridgeError: envelope.failure.bridgeError })
    })
  },
  on(event, listener) {
    if (!isBridgeEvent(event)) throw new Error(`unknown event ${String(event)}`)
    const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload as never)
    ipcRenderer.on(event, wrapped)
    return () => {
      ipcRenderer.removeListener(event, wrapped)
    }
  },
}

contextBridge.exposeInMainWorld('folio', bridge)
