/**
 * folio:// links from the system: registered as the app's protocol, taken from the first instance's
 * command line, from macOS's open-url and from a second instance, which hands its argv over here and
 * quits (index.ts holds the single-instance lock, so a second built-in CMS never starts on the same data).
 */
import { app } from 'electron'
import { resolve } from 'node:path'
import { DEEP_LINK_SCHEME, deepLinkInArgv } from '../desktop/deep-link'
import type { DeepLinkInbox } from '../desktop/deep-link-inbox'

export interface DeepLinkOptions {
  argv: readonly string[]
  /** Running from source (`electron .`): the OS must start Electron with the app's folder. */
  defaultApp: boolean
  execPath: string
  /** A second instance started: the running one comes to the front, link or not. */
  onSecondInstance: () => void
}

/** Call before app 'ready': macOS sends open-url for the link the app was launched with before then. */
export function installDeepLinks(inbox: DeepLinkInbox, options: DeepLinkOptions): void {
  if (options.defaultApp && options.argv[1])
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, options.execPath, [resolve(options.argv[1])])
  else app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME)
  app.on('open-url', (event: { preventDefault(): void }, url: string) => {
    event.preventDefault()
    inbox.receive(url)
  })
  app.on('second-instance', (_event: unknown, argv: string[]) => {
    options.onSecondInstance()
    inbox.receive(deepLinkInArgv(argv))
  })
  inbox.receive(deepLinkInArgv(options.argv))
}
