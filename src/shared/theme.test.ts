import { describe, expect, it } from 'vitest'
import { readStoredTheme, resolveTheme, storeThemeChoice, themeCookieName } from './theme'

const DAY = 24 * 60 * 60 * 1000

describe('theme rules', () => {
  it('names the stored choice after the cookie prefix', () => {
    expect(themeCookieName()).toBe('payload-theme')
    expect(themeCookieName('acme')).toBe('acme-theme')
  })

  it('keeps an explicit choice for 365 days and forgets it after', () => {
    const stored = storeThemeChoice('dark', 0)!
    expect(stored.expiresAt).toBe(365 * DAY)
    expect(readStoredTheme(stored, 364 * DAY)).toBe('dark')
    expect(readStoredTheme(stored, 366 * DAY)).toBe('auto')
  })

  it("stores nothing for 'auto' (it clears the cookie)", () => {
    expect(storeThemeChoice('auto', 0)).toBeNull()
    expect(readStoredTheme(undefined, 0)).toBe('auto')
    expect(readStoredTheme({ value: 'neon', expiresAt: Infinity }, 0)).toBe('auto')
  })

  it('follows the system in auto, the choice otherwise, and the server when it forces a theme', () => {
    expect(resolveTheme({ setting: 'auto', systemPrefersDark: true })).toBe('dark')
    expect(resolveTheme({ setting: 'auto', systemPrefersDark: false })).toBe('light')
    expect(resolveTheme({ setting: 'light', systemPrefersDark: true })).toBe('light')
    expect(resolveTheme({ configTheme: 'dark', setting: 'light', systemPrefersDark: false })).toBe('dark')
  })
})
