/**
 * An upload collection's list as a grid of thumbnails or as the table, remembered per collection in
 * the user's preferences (Payload's `collection-<slug>` key, beside what Payload's admin keeps there,
 * under `listView`). Until the preference is read the table shows, as before there was a choice.
 */
import { useEffect } from 'react'
import type { MediaView } from '../../fields/media/MediaLibrary/MediaGrid'
import { usePreferencesStore, type PreferenceValue } from '../../core/stores/preferences-store'

export const listPreferenceKey = (slug: string) => `collection-${slug}`

/** The view a stored preference names; the table for anything else. */
export const mediaViewOf = (value: PreferenceValue | undefined): MediaView =>
  value?.listView === 'grid' ? 'grid' : 'list'

export function useMediaView(slug: string, enabled: boolean): [MediaView, (view: MediaView) => void] {
  const key = listPreferenceKey(slug)
  const stored = usePreferencesStore((s) => s.values[key])
  const loaded = stored !== undefined
  useEffect(() => {
    if (enabled && !loaded) void usePreferencesStore.getState().get(key)
  }, [enabled, loaded, key])
  const setView = (view: MediaView) => {
    const store = usePreferencesStore.getState()
    // The other keys Payload keeps there are read first, so the write keeps them.
    if (loaded) store.merge(key, { listView: view })
    else void store.get(key).then(() => store.merge(key, { listView: view }))
  }
  return [mediaViewOf(stored), setView]
}
