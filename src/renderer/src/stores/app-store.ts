/** What the host says about itself and about the CMS connection. */
import { create } from 'zustand'
import type { AppInfo, CmsStatus } from '@shared/bridge'
import { getBridge } from '../bridge'

interface AppState {
  info: AppInfo | null
  cms: CmsStatus | null
  error: string | null
  init(): () => void
  hydrate(info: AppInfo, cms: CmsStatus): void
}

export const useAppStore = create<AppState>((set) => ({
  info: null,
  cms: null,
  error: null,
  init() {
    const bridge = getBridge()
    return bridge.on('main:cms-status', (cms) => set({ cms }))
  },
  hydrate(info, cms) {
    set({ info, cms })
  },
}))
