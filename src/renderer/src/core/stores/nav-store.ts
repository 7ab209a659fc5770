/**
 * Which navigation groups are open, kept in the user's `nav` preference on the server (through the
 * preferences store), as Payload's admin keeps it: { groups: { [label]: { open } } }.
 * A copy in local storage paints the sidebar right on a reload; the server's answer, asked once per
 * user after the first screen's own requests, stays the truth.
 */
import { create } from 'zustand'
import { firstScreenSettled } from '../lib/first-screen'
import { sameValue } from '../lib/same-value'
import { usePreferencesStore } from './preferences-store'

interface NavPreference {
  groups?: Record<string, { open?: boolean }>
  [key: string]: unknown
}

interface NavStore {
  preference: NavPreference
  loaded: boolean
  /** Mobile menu open. */
  menuOpen: boolean
  /** Loads the preference of this user (server URL + user id) once; later calls for the same user do nothing. */
  load(userKey: string): Promise<void>
  isOpen(group: string): boolean
  /** Signed out: the next sign-in loads its user's preference again. */
  forget(): void
  toggle(group: string): void
  setMenuOpen(open: boolean): void
}

const NAV_KEY = 'nav'
const CACHE_PREFIX = 'folio-nav:'

const SERVER_READ_DELAY_MS = 400

let loadingFor: string | null = null
/** The user whose groups this page has read from the server: a shell drawn again for them reads none. */
let readFor: string | null = null
/**
 * Groups opened or closed while the server's preference was being read: the answer was read before
 * those clicks were saved, so they stand over it (a click on a slow start is not undone).
 */
let toggledWhileLoading: NonNullable<NavPreference['groups']> = {}

function readCache(userKey: string): NavPreference | null {
  try {
    const raw = localStorage.getItem(CACHE_PREFIX + userKey)
    const value: unknown = raw ? JSON.parse(raw) : null
    return value && typeof value === 'object' ? (value as NavPreference) : null
  } catch {
    return null
  }
}

function writeCache(userKey: string | null, preference: NavPreference): void {
  if (!userKey) return
  try {
    localStorage.setItem(CACHE_PREFIX + userKey, JSON.stringify(preference))
  } catch {
    // Storage full or unavailable: the server copy is enough.
  }
}

export const useNavStore = create<NavStore>((set, get) => ({
  preference: {},
  loaded: false,
  menuOpen: false,
  async load(userKey) {
    if (loadingFor === userKey) return
    loadingFor = userKey
    if (readFor === userKey && get().loaded) return
    toggledWhileLoading = {}
    // The same groups kept as they are: the sidebar is not drawn again for an equal copy.
    const cached = readCache(userKey) ?? {}
    set({ preference: sameValue(cached, get().preference) ? get().preference : cached, loaded: false })
    // The first screen's data goes first (the CMS answers one request at a time, and the screen may
    // follow its first answers with more); the local copy shows the groups meanwhile.
    await firstScreenSettled()
    await new Promise((resolve) => setTimeout(resolve, SERVER_READ_DELAY_MS))
    const answer: NavPreference | null = await usePreferencesStore.getState().get(NAV_KEY)
    if (loadingFor !== userKey) return
    if (!answer) {
      set({ loaded: true })
      return
    }
    const clicked = Object.keys(toggledWhileLoading).length > 0
    const preference = clicked ? { ...answer, groups: { ...answer.groups, ...toggledWhileLoading } } : answer
    if (clicked) usePreferencesStore.getState().set(NAV_KEY, preference)
    writeCache(userKey, preference)
    readFor = userKey
    set({ preference: sameValue(preference, get().preference) ? get().preference : preference, loaded: true })
  },
  forget() {
    loadingFor = null
  },
  isOpen(group) {
    return get().preference.groups?.[group]?.open !== false
  },
  toggle(group) {
    const preference = get().preference
    const open = !get().isOpen(group)
    const next: NavPreference = { ...preference, groups: { ...preference.groups, [group]: { open } } }
    if (!get().loaded) toggledWhileLoading = { ...toggledWhileLoading, [group]: { open } }
    set({ preference: next })
    writeCache(loadingFor, next)
    usePreferencesStore.getState().set(NAV_KEY, next)
  },
  setMenuOpen(menuOpen) {
    set({ menuOpen })
  },
}))
