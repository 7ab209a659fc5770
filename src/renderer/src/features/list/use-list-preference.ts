/**
 * The list's own preference (Payload's `collection-<slug>` key: the columns, an upload collection's
 * view, the live-preview toolbar), read with the list's page (first-requests.ts) and once per list
 * (two hooks of a screen share the read); a change is merged into it, so the other keys stay as they were.
 */
import { useEffect, useState } from 'react'
import { arrivedAnswer, preferenceRequest } from '../../core/requests'
import { preferenceValue, usePreferencesStore, type PreferenceValue } from '../../core/stores/preferences-store'

export const listPreferenceKey = (slug: string) => `collection-${slug}`

export function useListPreference(
  slug: string,
  enabled = true,
): {
  value: PreferenceValue | undefined
  /** The value is known, or could not be read (the list then goes by its defaults). */
  settled: boolean
  merge: (patch: PreferenceValue) => void
} {
  const key = listPreferenceKey(slug)
  const stored = usePreferencesStore((s) => s.values[key])
  // Read ahead with the list's page and in before the first render: drawn with it at once, not after
  // the store has it (the default columns would show first).
  const [early] = useState(() => (stored === undefined ? { key, answer: arrivedAnswer(preferenceRequest(key)) } : null))
  const earlyValue = early?.key === key && early.answer?.ok ? preferenceValue(early.answer.data) : undefined
  const value = stored ?? earlyValue
  const loaded = stored !== undefined
  const [failedKey, setFailedKey] = useState<string | null>(null)
  useEffect(() => {
    if (!enabled || !slug || loaded) return
    let live = true
    void usePreferencesStore
      .getState()
      .get(key)
      .then((read) => live && read === null && setFailedKey(key))
    return () => {
      live = false
    }
  }, [enabled, slug, loaded, key])
  const merge = (patch: PreferenceValue) => {
    const store = usePreferencesStore.getState()
    // The other keys Payload keeps there are read first, so the write keeps them.
    if (loaded) store.merge(key, patch)
    else void store.get(key).then(() => store.merge(key, patch))
  }
  return { value, settled: value !== undefined || failedKey === key, merge }
}
