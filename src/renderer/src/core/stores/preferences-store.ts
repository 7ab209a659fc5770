/**
 * The signed-in user's preferences (payload-preferences), one value per key, for the sidebar and
 * the live-preview toolbar alike: `get` reads a key from the server, `set` replaces its value and
 * `merge` changes some of its fields; both write the whole value back, as Payload's admin does.
 * Values belong to one user (sessionKey): another user's are never merged into.
 */
import { create } from 'zustand'
import { invokeApi, preferenceRequest, savePreferenceRequest } from '../requests'
import { useSessionStore } from './session-store'
import { sessionKey } from './schema-store'

export type PreferenceValue = Record<string, unknown>

interface PreferencesStore {
  /** The sessionKey the values belong to. */
  owner: string | null
  values: Record<string, PreferenceValue | undefined>
  /** The server's value of this key ({} when it has none), or null when it could not be read. */
  get(key: string): Promise<PreferenceValue | null>
  set(key: string, value: PreferenceValue): void
  merge(key: string, patch: PreferenceValue): void
}

const currentOwner = () => sessionKey(useSessionStore.getState().session)

/** A stored value as an object; anything else (none yet, or odd) counts as empty. */
export function preferenceValue(data: unknown): PreferenceValue {
  const value = data && typeof data === 'object' ? (data as { value?: unknown }).value : undefined
  return value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as PreferenceValue) } : {}
}

export const usePreferencesStore = create<PreferencesStore>((set, get) => {
  /** Reads out now, by owner and key: a second ask while one is out (two hooks of one screen) shares it. */
  const reading = new Map<string, Promise<PreferenceValue | null>>()
  /** The values of the user signed in now; a change of user starts from none. */
  const valuesOfCurrentUser = () => {
    const owner = currentOwner()
    if (owner !== get().owner) set({ owner, values: {} })
    return get().values
  }
  const write = (key: string, value: PreferenceValue) => {
    set({ values: { ...valuesOfCurrentUser(), [key]: value } })
    void invokeApi(savePreferenceRequest(key, value))
  }
  return {
    owner: null,
    values: {},
    get(key) {
      const owner = currentOwner()
      const readKey = `${owner ?? ''}\n${key}`
      const out = reading.get(readKey)
      if (out) return out
      const read = invokeApi(preferenceRequest(key)).then((result) => {
        if (!result.ok || owner !== currentOwner()) return null
        const value = preferenceValue(result.data)
        set({ values: { ...valuesOfCurrentUser(), [key]: value } })
        return value
      })
      reading.set(readKey, read)
      void read.finally(() => reading.delete(readKey))
      return read
    },
    set(key, value) {
      write(key, value)
    },
    merge(key, patch) {
      write(key, { ...valuesOfCurrentUser()[key], ...patch })
    },
  }
})
