/**
 * The toolbar's choices (breakpoint, size, zoom), kept per collection or global in the user's
 * payload-preferences, the way the nav store keeps the nav groups: read once, the whole value written
 * back on each change. The key is Payload's own entity preference (`collection-<slug>` /
 * `global-<slug>`); Folio keeps its toolbar under `livePreview` and leaves the other keys as they are.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { getBridge } from '../../bridge'
import { INITIAL_TOOLBAR_STATE, normalizeZoom, clampSize, type PreviewToolbarState } from '../../lib/live-preview'

export function previewPreferenceKey(kind: 'collection' | 'global', slug: string): string {
  return `${kind}-${slug}`
}

/** A stored value back into a toolbar state; anything odd falls back to the defaults. */
export function toolbarFromPreference(value: unknown): PreviewToolbarState {
  const stored = value && typeof value === 'object' ? (value as { livePreview?: unknown }).livePreview : undefined
  if (!stored || typeof stored !== 'object') return INITIAL_TOOLBAR_STATE
  const s = stored as Record<string, unknown>
  return {
    breakpoint: typeof s.breakpoint === 'string' && s.breakpoint ? s.breakpoint : INITIAL_TOOLBAR_STATE.breakpoint,
    width: clampSize(s.width),
    height: clampSize(s.height),
    zoom: normalizeZoom(s.zoom),
  }
}

export function usePreviewPreference(kind: 'collection' | 'global', slug: string) {
  const path = `/payload-preferences/${encodeURIComponent(previewPreferenceKey(kind, slug))}`
  const [loaded, setLoaded] = useState<PreviewToolbarState | null>(null)
  const whole = useRef<Record<string, unknown>>({})

  useEffect(() => {
    let current = true
    void getBridge()
      .invoke('renderer:api', { method: 'GET', path })
      .then((result) => {
        if (!current) return
        const value = result.ok ? (result.data as { value?: unknown }).value : null
        whole.current =
          value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {}
        setLoaded(toolbarFromPreference(whole.current))
      })
    return () => {
      current = false
    }
  }, [path])

  const save = useCallback(
    (state: PreviewToolbarState) => {
      whole.current = { ...whole.current, livePreview: state }
      void getBridge().invoke('renderer:api', { method: 'POST', path, body: { value: whole.current } })
    },
    [path],
  )
  return { loaded, save }
}
