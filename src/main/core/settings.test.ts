import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { JsonFileSettingsStore, MemorySettingsStore } from './settings'
import { TokenVault, noPersistence, type Encrypter } from './token-vault'
import { restoreWindowState, DEFAULT_WINDOW_STATE, cascadeBounds, CASCADE_OFFSET } from './window-state'

describe('JsonFileSettingsStore', () => {
  it('survives a restart and keeps the file private', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'folio-settings-')), 'nested', 'settings.json')
    const first = new JsonFileSettingsStore(file)
    first.set('theme', { value: 'dark' })
    first.set('gone', 1)
    first.delete('gone')
    const second = new JsonFileSettingsStore(file)
    expect(second.get('theme')).toEqual({ value: 'dark' })
    expect(second.get('gone')).toBeUndefined()
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('starts empty on a corrupt file instead of refusing to start', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'folio-settings-')), 'settings.json')
    writeFileSync(file, '{"half": ')
    const store = new JsonFileSettingsStore(file)
    expect(store.get('half')).toBeUndefined()
    store.set('ok', true)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ ok: true })
  })
})

describe('TokenVault', () => {
  const reversing: Encrypter = {
    available: true,
    encrypt: (plain) => `enc:${[...plain].reverse().join('')}`,
    decrypt: (cipher) => [...cipher.replace(/^enc:/, '')].reverse().join(''),
  }

  it('persists only the encrypted token and reads it back after a restart', () => {
    const store = new MemorySettingsStore()
    new TokenVault(store, reversing).set('http://cms', 'abc')
    expect(JSON.stringify(store.get('tokens'))).not.toContain('"abc"')
    expect(new TokenVault(store, reversing).get('http://cms')).toBe('abc')
  })

  it('keeps tokens in memory only when the OS has no keychain', () => {
    const store = new MemorySettingsStore()
    const vault = new TokenVault(store, noPersistence)
    vault.set('http://cms', 'abc')
    expect(vault.get('http://cms')).toBe('abc')
    expect(store.get('tokens')).toBeUndefined()
    expect(new TokenVault(store, noPersistence).get('http://cms')).toBeNull()
  })

  it('treats an undecryptable token as signed out', () => {
    const store = new MemorySettingsStore()
    store.set('tokens', { 'http://cms': 'garbage' })
    const broken: Encrypter = {
      ...reversing,
      decrypt: () => {
        throw new Error('keychain changed')
      },
    }
    const vault = new TokenVault(store, broken)
    expect(vault.get('http://cms')).toBeNull()
    expect(store.get('tokens')).toEqual({})
  })
})

describe('restoreWindowState', () => {
  const display = { x: 0, y: 0, width: 1920, height: 1080 }

  it('restores a saved window that is on a screen', () => {
    expect(restoreWindowState({ x: 100, y: 80, width: 1000, height: 700, maximized: true }, [display])).toEqual({
      x: 100,
      y: 80,
      width: 1000,
      height: 700,
      maximized: true,
    })
  })

  it('drops the position of a window whose screen is gone, and clamps tiny sizes', () => {
    expect(restoreWindowState({ x: 3000, y: 80, width: 100, height: 100 }, [display])).toEqual({
      width: 720,
      height: 500,
      maximized: false,
    })
  })

  it('falls back to the default on garbage', () => {
    expect(restoreWindowState('nope', [display])).toEqual(DEFAULT_WINDOW_STATE)
  })
})

describe('cascadeBounds', () => {
  const display = { x: 0, y: 0, width: 1920, height: 1080 }
  it('puts a new window down and right of its opener, the same size', () => {
    expect(cascadeBounds({ x: 100, y: 80, width: 1000, height: 700 }, [display])).toEqual({
      x: 100 + CASCADE_OFFSET,
      y: 80 + CASCADE_OFFSET,
      width: 1000,
      height: 700,
    })
  })
  it("starts again at the top left of the opener's display when it would leave it", () => {
    const right = { x: 1920, y: 0, width: 1280, height: 1024 }
    expect(cascadeBounds({ x: 2100, y: 300, width: 1000, height: 700 }, [display, right])).toEqual({
      x: 1920 + CASCADE_OFFSET,
      y: CASCADE_OFFSET,
      width: 1000,
      height: 700,
    })
  })
})
