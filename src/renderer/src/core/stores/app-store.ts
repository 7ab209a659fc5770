/** What the host says about itself and about the CMS connection. */
import { create } from 'zustand'
import type { AppInfo, CmsStatus } from '@shared/bridge'
import { getBridge } from '../bridge'
import { sameValue } from '../lib/same-value'

interface AppState {
  info: AppInfo | null
  cms: CmsStatus | null
  error: string | null
  init(): () => void
  hydrate(info: AppInfo, cms: CmsStatus): void
}

export const useAppStore = create<AppState>((set, get) => ({
  info: null,
  cms: null,
  error: null,
  init() {
    const bridge = getBridge()
    // A status like the one shown (each new subscriber is told the current one) draws nothing again.
    return bridge.on('main:cms-status', (cms) => !sameValue(cms, get().cms) && set({ cms }))
  },
  hydrate(info, cms) {
    set({ info, cms })
  },
}))
