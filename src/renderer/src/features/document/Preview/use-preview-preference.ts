/**
 * The toolbar's choices (breakpoint, size, zoom), kept per collection or global in the user's
 * preferences (the preferences store, as the sidebar's groups are): read when the pane opens, and
 * written back on each change. The key is Payload's own entity preference
 * (`collection-<slug>` / `global-<slug>`); Folio keeps its toolbar under `livePreview` and leaves
 * the other keys as they are.
 */
import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react'
import {
  clampSize,
  INITIAL_TOOLBAR_STATE,
  normalizeZoom,
  toolbarReducer,
  type BreakpointOption,
  type PreviewToolbarState,
} from '../../../core/live-preview'
import { usePreferencesStore } from '../../../core/stores/preferences-store'

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

/**
 * The toolbar's state: restored once from the preference when it arrives (a breakpoint the entity
 * no longer offers is left at the default), then written back on each change.
 */
export function usePreviewToolbar(kind: 'collection' | 'global', slug: string, options: BreakpointOption[]) {
  const key = previewPreferenceKey(kind, slug)
  const [toolbar, dispatch] = useReducer(toolbarReducer, INITIAL_TOOLBAR_STATE)
  const [restored, setRestored] = useState(false)

  const restore = useEffectEvent((stored: PreviewToolbarState) => {
    if (restored) return
    setRestored(true)
    if (options.some((o) => o.name === stored.breakpoint))
      dispatch({ type: 'breakpoint', name: stored.breakpoint, options })
    if (stored.breakpoint === 'custom') {
      dispatch({ type: 'width', value: stored.width })
      dispatch({ type: 'height', value: stored.height })
    }
    dispatch({ type: 'zoom', value: stored.zoom })
  })
  useEffect(() => {
    let current = true
    void usePreferencesStore
      .getState()
      .get(key)
      .then((value) => current && restore(toolbarFromPreference(value)))
    return () => {
      current = false
    }
  }, [key])

  // The state as restored is not written back; each change after it is.
  const lastSaved = useRef('')
  useEffect(() => {
    if (!restored) return
    const saved = JSON.stringify(toolbar)
    if (lastSaved.current === '') {
      lastSaved.current = saved
      return
    }
    if (saved === lastSaved.current) return
    lastSaved.current = saved
    usePreferencesStore.getState().merge(key, { livePreview: toolbar })
  }, [toolbar, restored, key])

  return [toolbar, dispatch] as const
}

/**
 * Visual editing's outlines: on in the embedded frame unless the editor turned them off (kept in the
 * same entity preference, under `visualEditing`), off in the popup unless switched on there.
 */
export function useOverlayToggle(kind: 'collection' | 'global', slug: string) {
  const key = previewPreferenceKey(kind, slug)
  const [frame, setFrame] = useState(true)
  const [popup, setPopup] = useState(false)
  useEffect(() => {
    let current = true
    void usePreferencesStore
      .getState()
      .get(key)
      .then((value) => {
        const stored =
          value && typeof value === 'object' ? (value as { visualEditing?: unknown }).visualEditing : undefined
        if (current && typeof stored === 'boolean') setFrame(stored)
      })
    return () => {
      current = false
    }
  }, [key])
  const toggle = (windowType: 'iframe' | 'popup') => {
    if (windowType === 'popup') return setPopup((on) => !on)
    const next = !frame
    setFrame(next)
    usePreferencesStore.getState().merge(key, { visualEditing: next })
  }
  return { overlays: { frame, popup }, toggle }
}
