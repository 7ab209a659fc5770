import type { FolioBridge } from '@shared/bridge'

declare global {
  interface Window {
    /** Present in the Electron app; absent in a browser, where the web bridge is used. */
    folio?: FolioBridge
  }
}

export {}
