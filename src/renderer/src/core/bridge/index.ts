import type { FolioBridge } from '@shared/bridge'
import { createWebBridge } from './web-bridge'

let bridge: FolioBridge | null = null

/** window.folio in Electron (set by the preload), the HTTP bridge in a browser. */
export function getBridge(): FolioBridge {
  bridge ??= window.folio ?? createWebBridge()
  return bridge
}
