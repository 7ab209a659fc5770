/** The connection and the signed-in user, mirrored from the host (which alone holds the token). */
import { create } from 'zustand'
import type { ConnectionProfile, ConnectTarget, SessionState, SignInRequest } from '../../../shared/session'
import { getBridge } from '../bridge'

interface SessionStore {
  session: SessionState | null
  profiles: ConnectionProfile[]
  init(): () => void
  connect(target: ConnectTarget): Promise<void>
  signIn(credentials: SignInRequest): Promise<void>
  signOut(): Promise<void>
  loadProfiles(): Promise<void>
}

export const useSessionStore = create<SessionStore>((set) => ({
  session: null,
  profiles: [],
  init() {
    const bridge = getBridge()
    const unsubscribe = bridge.on('main:session-changed', (session) => set({ session }))
    void bridge.invoke('renderer:session-get').then((session) => set({ session }))
    void bridge.invoke('renderer:profiles-list').then((profiles) => set({ profiles }))
    return unsubscribe
  },
  async connect(target) {
    set({ session: await getBridge().invoke('renderer:connect', target) })
  },
  async signIn(credentials) {
    set({ session: await getBridge().invoke('renderer:sign-in', credentials) })
  },
  async signOut() {
    set({ session: await getBridge().invoke('renderer:sign-out') })
  },
  async loadProfiles() {
    set({ profiles: await getBridge().invoke('renderer:profiles-list') })
  },
}))
