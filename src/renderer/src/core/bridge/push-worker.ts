/**
 * The SharedWorker that holds a browser's one event stream for all its Folio tabs (push-hub.ts): each
 * tab's port connects to the hub, its messages go to the hub, and the hub's sweep runs on a timer.
 */
import { WEB_EVENTS_PATH } from '@shared/bridge'
import { HEARTBEAT_MS, createPushHub, eventSourceStream } from './push-hub'

/** The one part of SharedWorkerGlobalScope used here (the DOM library the renderer compiles with lacks it). */
interface SharedWorkerScope {
  onconnect: ((event: MessageEvent) => void) | null
}

const hub = createPushHub({ open: eventSourceStream(WEB_EVENTS_PATH) })

;(self as unknown as SharedWorkerScope).onconnect = (event) => {
  const port = event.ports[0]
  if (!port) return
  // Setting onmessage starts the port.
  port.onmessage = (message) => hub.receive(port, message.data)
  hub.connect(port)
}

setInterval(() => hub.sweep(), HEARTBEAT_MS)
