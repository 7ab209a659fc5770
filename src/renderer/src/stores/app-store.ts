/** What the host says about itself and about the CMS connection. */
import { create } from 'zustand'
import type { AppInfo, CmsStatus } from '../../../shared/bridge'
import { getBridge } from '../bridge'

interface AppState {
  info: AppInfo | null
  cms: CmsStatus | null
  error: string | null
  init(): () => void
}

export const useAppStore = create<AppState>((set) => ({
  info: null,
  cms: null,
  error: null,
  init() {
    const bridge = getBridge()
    const unsubscribe = bridge.on('main:cms-status', (cms) => set({ cms }))
    Promise.all([bridge.invoke('renderer:app-info'), bridge.invoke('renderer:cms-status')])
      .then(([info, cms]) => set({ info, cms }))
      .catch((error: Error) => set({ error: error.message }))
    return unsubscribe
  },
}))
