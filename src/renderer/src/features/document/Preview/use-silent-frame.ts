/**
 * Notices a framed page that loaded but never said it is ready for live preview. Frontends built on
 * Payload's live-preview package talk only to the CMS's own address, so framed in a browser tab of
 * Folio (another origin) they stay silent: the pane then says why instead of showing a page that
 * never follows the edits.
 */
import { useEffect, useState } from 'react'

/** How long a loaded page may take to send its ready before the pane explains. */
export const SILENT_AFTER_MS = 3000

export function useSilentFrame(url: string | null | undefined, framed: boolean, ready: boolean) {
  const [loaded, setLoaded] = useState<string | null>(null)
  const [silent, setSilent] = useState<string | null>(null)

  useEffect(() => {
    if (!framed || ready || !url || loaded !== url) return
    const timer = setTimeout(() => setSilent(url), SILENT_AFTER_MS)
    return () => clearTimeout(timer)
  }, [url, framed, ready, loaded])

  return {
    onLoad: () => setLoaded(url ?? null),
    silent: framed && !ready && Boolean(url) && silent === url,
  }
}
