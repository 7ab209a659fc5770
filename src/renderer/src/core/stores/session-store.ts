/** The connection and the signed-in user, mirrored from the host (which alone holds the token). */
import { create } from 'zustand'
import type { ConnectionProfile, ConnectTarget, SessionState, SignInRequest } from '@shared/session'
import { getBridge } from '../bridge'
import { sameValue } from '../lib/same-value'
import { useSchemaStore } from './schema-store'

interface SessionStore {
  session: SessionState | null
  profiles: ConnectionProfile[]
  // Plain functions of the store (no `this`): components may take them out of it.
  init: () => () => void
  hydrate: (session: SessionState, profiles: ConnectionProfile[]) => void
  connect: (target: ConnectTarget) => Promise<void>
  signIn: (credentials: SignInRequest) => Promise<void>
  signOut: () => Promise<void>
  loadProfiles: () => Promise<void>
}

export const useSessionStore = create<SessionStore>((set, get) => ({
  session: null,
  profiles: [],
  init() {
    const bridge = getBridge()
    // The schema is asked for as soon as the session is known, before the shell renders.
    const apply = (session: SessionState) => {
      void useSchemaStore.getState().loadFor(session)
      // The host tells each new subscriber the session it already has: the same one draws nothing again.
      if (!sameValue(session, get().session)) set({ session })
    }
    return bridge.on('main:session-changed', apply)
  },
  hydrate(session, profiles) {
    set({ session, profiles })
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
