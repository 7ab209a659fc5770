/**
 * An upload collection's list as a grid of thumbnails or as the table, remembered per collection in
 * the user's preferences (Payload's `collection-<slug>` key, beside what Payload's admin keeps there,
 * under `listView`). Until the preference is read the table shows, as before there was a choice.
 */
import type { MediaView } from '../../fields/media/MediaLibrary/MediaGrid'
import type { PreferenceValue } from '../../core/stores/preferences-store'
import { useListPreference } from './use-list-preference'

export { listPreferenceKey } from './use-list-preference'

/** The view a stored preference names; the table for anything else. */
export const mediaViewOf = (value: PreferenceValue | undefined): MediaView =>
  value?.listView === 'grid' ? 'grid' : 'list'

export function useMediaView(slug: string, enabled: boolean): [MediaView, (view: MediaView) => void] {
  const { value, merge } = useListPreference(slug, enabled)
  return [mediaViewOf(value), (view: MediaView) => merge({ listView: view })]
}
