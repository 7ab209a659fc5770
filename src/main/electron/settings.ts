/** electron-store behind the SettingsStore interface, and safeStorage behind the vault's Encrypter. */
import { safeStorage } from 'electron'
import Store from 'electron-store'
import type { SettingsStore } from '../core/settings'
import type { Encrypter } from '../core/token-vault'

export function createElectronSettings(cwd?: string): SettingsStore {
  const store = new Store<Record<string, unknown>>({ name: 'settings', ...(cwd ? { cwd } : {}) })
  return {
    get: <T>(key: string) => store.get(key) as T | undefined,
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
  }
}

export function safeStorageEncrypter(): Encrypter {
  return {
    get available() {
      return safeStorage.isEncryptionAvailable()
    },
    encrypt: (plain) => safeStorage.encryptString(plain).toString('base64'),
    decrypt: (cipher) => safeStorage.decryptString(Buffer.from(cipher, 'base64')),
  }
}
