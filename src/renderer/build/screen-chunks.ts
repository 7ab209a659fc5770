/**
 * Writes into index.html, as data, which script and style files each document screen needs beyond the
 * entry's: public/folio-early.js preloads the current URL's set beside the entry instead of after it has
 * run (the screen's own import waited for the whole entry, ~250 ms on a busy machine; its styles were
 * then asked for only when its scripts had run, and the screen waited for them too).
 */
import type { Plugin } from 'vite'
import { closure, initialChunks, stylesOf } from './classic-chunks'
import { SCREEN_MODULES } from '../src/core/routes/route-table'

export const SCREEN_CHUNKS_ID = 'folio-screen-chunks'

interface ChunkInfo {
  type: string
  fileName: string
  imports?: string[]
  facadeModuleId?: string | null
  isEntry?: boolean
  viteMetadata?: { importedCss: Set<string> }
}

/**
 * For each screen, the files to preload that the entry does not already load: its scripts, dependencies
 * first, then their styles.
 */
export function screenChunkMap(
  bundle: Record<string, ChunkInfo>,
  base = '/',
  modules = SCREEN_MODULES,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
  const loaded = initialChunks(bundle)
  const loadedStyles = new Set(stylesOf(bundle, loaded))
  const map: Record<string, string[]> = {}
  for (const [view, suffix] of Object.entries(modules)) {
    const chunk = chunks.find((item) => item.facadeModuleId?.replace(/\\/g, '/').endsWith(suffix))
    if (!chunk) continue
    const scripts = [...closure(bundle, chunk.fileName)].filter((file) => !loaded.has(file))
    const styles = stylesOf(bundle, scripts).filter((file) => !loadedStyles.has(file))
    map[view] = [...scripts, ...styles].map((file) => base + file)
  }
  return map
}

export function screenChunks(): Plugin {
  return {
    name: 'folio:screen-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html
        const map = JSON.stringify(screenChunkMap(context.bundle))
        // JSON in a data block: never run, so the CSP (no inline scripts) does not apply to it.
        const data = `<script type="application/json" id="${SCREEN_CHUNKS_ID}">${map.replace(/</g, '\\u003c')}</script>`
        return html.replace('<script src="/folio-early.js"></script>', `${data}\n    $&`)
      },
    },
  }
}
