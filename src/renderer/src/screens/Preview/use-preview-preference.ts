/**
 * The toolbar's choices (breakpoint, size, zoom), kept per collection or global in the user's
 * preferences (the preferences store, as the sidebar's groups are): read when the pane opens, the
 * whole value written back on each change. The key is Payload's own entity preference
 * (`collection-<slug>` / `global-<slug>`); Folio keeps its toolbar under `livePreview` and leaves
 * the other keys as they are.
 */
import { useCallback, useEffect, useState } from 'react'
import { INITIAL_TOOLBAR_STATE, normalizeZoom, clampSize, type PreviewToolbarState } from '../../lib/live-preview'
import { usePreferencesStore } from '../../stores/preferences-store'

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
  const key = previewPreferenceKey(kind, slug)
  const [loaded, setLoaded] = useState<PreviewToolbarState | null>(null)

  useEffect(() => {
    let current = true
    void usePreferencesStore
      .getState()
      .get(key)
      .then((value) => current && setLoaded(toolbarFromPreference(value)))
    return () => {
      current = false
    }
  }, [key])

  const save = useCallback(
    (state: PreviewToolbarState) => usePreferencesStore.getState().merge(key, { livePreview: state }),
    [key],
  )
  return { loaded, save }
}
