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

/**
 * safeStorage behind the vault. On Linux without a keyring, Chromium falls back to a key built into
 * it ('basic_text'): what it writes is as good as plain text, so the vault is told to keep tokens in
 * memory only (the user signs in again after a restart).
 */
export function safeStorageEncrypter(platform: NodeJS.Platform = process.platform): Encrypter {
  return {
    get available() {
      if (!safeStorage.isEncryptionAvailable()) return false
      return platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text'
    },
    encrypt: (plain) => safeStorage.encryptString(plain).toString('base64'),
    decrypt: (cipher) => safeStorage.decryptString(Buffer.from(cipher, 'base64')),
  }
}
