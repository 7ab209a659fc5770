/**
 * Auth tokens stay on the node side. The vault persists them per connection; the Electron layer
 * supplies an encrypter backed by safeStorage, the web host keeps them in a 0600 file (or memory).
 */
import type { SettingsStore } from './settings'

export interface Encrypter {
  /** false when the OS offers no keychain: tokens are then kept in memory only. */
  readonly available: boolean
  encrypt(plain: string): string
  decrypt(cipher: string): string
}

/** For hosts without an OS keychain: persisting would mean plain text, so they opt in explicitly. */
export const plainTextEncrypter: Encrypter = {
  available: true,
  encrypt: (plain) => plain,
  decrypt: (cipher) => cipher,
}

export const noPersistence: Encrypter = {
  available: false,
  encrypt: () => {
    throw new Error('no persistence')
  },
  decrypt: () => {
    throw new Error('no persistence')
  },
}

const KEY = 'tokens'

export class TokenVault {
  private readonly memory = new Map<string, string>()

  constructor(
    private readonly store: SettingsStore,
    private readonly encrypter: Encrypter,
  ) {}

  get(connectionId: string): string | null {
    const cached = this.memory.get(connectionId)
    if (cached) return cached
    if (!this.encrypter.available) return null
    const saved = this.store.get<Record<string, string>>(KEY)?.[connectionId]
    if (!saved) return null
    try {
      const token = this.encrypter.decrypt(saved)
      this.memory.set(connectionId, token)
      return token
    } catch {
      // Unreadable (keychain changed): treat as signed out.
      this.clear(connectionId)
      return null
    }
  }

  set(connectionId: string, token: string): void {
    this.memory.set(connectionId, token)
    if (!this.encrypter.available) {
      // A copy written while a keychain was there (or by an older version) would outlive this one.
      this.forgetPersisted(connectionId)
      return
    }
    const all = { ...(this.store.get<Record<string, string>>(KEY) ?? {}) }
    all[connectionId] = this.encrypter.encrypt(token)
    this.store.set(KEY, all)
  }

  clear(connectionId: string): void {
    this.memory.delete(connectionId)
    this.forgetPersisted(connectionId)
  }

  private forgetPersisted(connectionId: string): void {
    const all = { ...(this.store.get<Record<string, string>>(KEY) ?? {}) }
    if (connectionId in all) {
      delete all[connectionId]
      this.store.set(KEY, all)
    }
  }
}
