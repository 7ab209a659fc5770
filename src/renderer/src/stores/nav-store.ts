/**
 * Which navigation groups are open, kept in the user's `nav` preference on the server
 * (payload-preferences), as Payload's admin keeps it: { groups: { [label]: { open } } }.
 */
import { create } from 'zustand'
import { getBridge } from '../bridge'

interface NavPreference {
  groups?: Record<string, { open?: boolean }>
  [key: string]: unknown
}

interface NavStore {
  preference: NavPreference
  loaded: boolean
  /** Mobile menu open. */
  menuOpen: boolean
  load(): Promise<void>
  isOpen(group: string): boolean
  toggle(group: string): void
  setMenuOpen(open: boolean): void
}

const PATH = '/payload-preferences/nav'

export const useNavStore = create<NavStore>((set, get) => ({
  preference: {},
  loaded: false,
  menuOpen: false,
  async load() {
    const result = await getBridge().invoke('renderer:api', { method: 'GET', path: PATH })
    const value = result.ok ? (result.data as { value?: NavPreference | null }).value : null
    set({ preference: value && typeof value === 'object' ? value : {}, loaded: true })
  },
  isOpen(group) {
    return get().preference.groups?.[group]?.open !== false
  },
  toggle(group) {
    const preference = get().preference
    const next: NavPreference = { ...preference, groups: { ...preference.groups, [group]: { open: !get().isOpen(group) } } }
    set({ preference: next })
    // The whole value is replaced on the server, as Payload's admin does.
    void getBridge().invoke('renderer:api', { method: 'POST', path: PATH, body: { value: next } })
  },
  setMenuOpen(menuOpen) {
    set({ menuOpen })
  },
}))
