/** One bridge call fills every store for the first screen; later changes arrive as push events. */
import { getBridge } from '../core/bridge'
import { firstScreenSettled, prefetchFirstScreen } from './prefetch'
import { loadScreenCode, preloadScreens } from './screens'
import { preloadSavedLanguage } from '../core/i18n/i18n-store'
import { useAppStore } from '../core/stores/app-store'
import { useSchemaStore } from '../core/stores/schema-store'
import { useSessionStore } from '../core/stores/session-store'
import { useThemeStore } from '../core/stores/theme-store'

export async function boot(): Promise<void> {
  // The screen's own chunk loads beside the boot call and its data, not after them.
  loadScreenCode(window.location.pathname)
  preloadSavedLanguage()
  const state = await getBridge().invoke('renderer:boot')
  useAppStore.getState().hydrate(state.app, state.cms)
  useThemeStore.getState().hydrate(state.theme)
  useSchemaStore.getState().hydrate(state.session, state.schema, state.access)
  useSessionStore.getState().hydrate(state.session, state.profiles)
  // Synchronously, before React (woken by the stores above) renders the first screen.
  prefetchFirstScreen(window.location)
  void firstScreenSettled().then(preloadScreens)
}
