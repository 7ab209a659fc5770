import { describe, expect, it } from 'vitest'
import { MemorySettingsStore } from './settings'
import { noPersistence, TokenVault, type Encrypter } from './token-vault'

const A = 'https://a.example'
const B = 'https://b.example'

/** A keychain stand-in: reversible, never the plain text, and "replaced" by changing the key. */
function keychain(key = 'k1'): Encrypter & { key: string } {
  return {
    key,
    available: true,
    encrypt(plain) {
      return `${this.key}:${Buffer.from(plain).toString('base64')}`
    },
    decrypt(cipher) {
      const [key, body] = cipher.split(':')
      if (key !== this.key || body === undefined) throw new Error('cannot decrypt')
      return Buffer.from(body, 'base64').toString()
    },
  }
}

describe('TokenVault', () => {
  it('keeps each server’s token apart, encrypted at rest, and finds it again after a restart', () => {
    const store = new MemorySettingsStore()
    const vault = new TokenVault(store, keychain())
    vault.set(A, 'token-a')
    vault.set(B, 'token-b')
    expect(vault.get(A)).toBe('token-a')
    expect(JSON.stringify(store.get('tokens'))).not.toContain('token-a')

    const restarted = new TokenVault(store, keychain())
    expect(restarted.get(A)).toBe('token-a')
    expect(restarted.get(B)).toBe('token-b')
  })

  it('forgets a cleared token in memory and on disk, and only that one', () => {
    const store = new MemorySettingsStore()
    const vault = new TokenVault(store, keychain())
    vault.set(A, 'token-a')
    vault.set(B, 'token-b')
    vault.clear(A)
    expect(vault.get(A)).toBeNull()
    expect(new TokenVault(store, keychain()).get(A)).toBeNull()
    expect(new TokenVault(store, keychain()).get(B)).toBe('token-b')
  })

  it('treats a token the keychain can no longer read as signed out, and drops it', () => {
    const store = new MemorySettingsStore()
    new TokenVault(store, keychain('old')).set(A, 'token-a')
    const vault = new TokenVault(store, keychain('new'))
    expect(vault.get(A)).toBeNull()
    expect(store.get('tokens')).toEqual({})
  })

  it('without a keychain keeps tokens in memory only', () => {
    const store = new MemorySettingsStore()
    const vault = new TokenVault(store, noPersistence)
    vault.set(A, 'token-a')
    expect(vault.get(A)).toBe('token-a')
    expect(store.get('tokens')).toBeUndefined()
    expect(new TokenVault(store, noPersistence).get(A)).toBeNull()
  })
})
