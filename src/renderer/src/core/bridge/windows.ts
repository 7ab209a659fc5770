/**
 * Several windows, from the renderer's side: opening a route beside this one, and telling the host which
 * document this window shows, so the same user's other windows are not mistaken for another editor.
 */
import type { FolioBridge } from '@shared/bridge'
import { documentKey, type DocumentRef } from '@shared/windows'
import { getBridge } from './index'

/** Opens an app route in a new desktop window, or a new browser tab where the host has no windows. */
export async function openInNewWindow(path: string, bridge: FolioBridge = getBridge()): Promise<void> {
  const opened = await bridge.invoke('renderer:open-window', { path }).catch(() => false)
  if (!opened) window.open(path, '_blank', 'noopener')
}

/**
 * Reports that this window shows `ref` and calls `onElsewhere` with how many other windows show it,
 * now and whenever that changes. The returned function reports it closed.
 */
export function reportDocumentShown(
  ref: DocumentRef,
  onElsewhere: (count: number) => void,
  bridge: FolioBridge = getBridge(),
): () => void {
  const key = documentKey(ref)
  if (key === null) return () => {}
  let active = true
  const off = bridge.on('main:document-elsewhere', (event) => {
    if (active && event.key === key) onElsewhere(event.elsewhere)
  })
  void bridge
    .invoke('renderer:document-opened', ref)
    .then(({ elsewhere }) => active && onElsewhere(elsewhere))
    .catch(() => {})
  return () => {
    active = false
    off()
    void bridge.invoke('renderer:document-closed', ref).catch(() => {})
  }
}
