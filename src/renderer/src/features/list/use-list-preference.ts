/**
 * The list's own preference (Payload's `collection-<slug>` key: the columns, an upload collection's
 * view, the live-preview toolbar), read once the list is shown; a change is merged into it, so the other
 * keys stay as they were.
 */
import { useEffect } from 'react'
import { usePreferencesStore, type PreferenceValue } from '../../core/stores/preferences-store'

export const listPreferenceKey = (slug: string) => `collection-${slug}`

export function useListPreference(
  slug: string,
  enabled = true,
): { value: PreferenceValue | undefined; merge: (patch: PreferenceValue) => void } {
  const key = listPreferenceKey(slug)
  const value = usePreferencesStore((s) => s.values[key])
  const loaded = value !== undefined
  useEffect(() => {
    if (enabled && slug && !loaded) void usePreferencesStore.getState().get(key)
  }, [enabled, slug, loaded, key])
  const merge = (patch: PreferenceValue) => {
    const store = usePreferencesStore.getState()
    // The other keys Payload keeps there are read first, so the write keeps them.
    if (loaded) store.merge(key, patch)
    else void store.get(key).then(() => store.merge(key, patch))
  }
  return { value, merge }
}
