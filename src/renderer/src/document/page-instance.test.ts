import { afterEach, describe, expect, it } from 'vitest'
import { pageInstance, resetPageInstance } from './page-instance'

/** A tab's sessionStorage: it outlives the tab's reloads, not the tab. */
const tabStorage = () => {
  const items = new Map<string, string>()
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) }
}

afterEach(resetPageInstance)

describe('the page instance', () => {
  it('is the same after a reload of the tab, and another in another tab', () => {
    const tab = tabStorage()
    const first = pageInstance(tab)
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    resetPageInstance() // the tab reloads
    expect(pageInstance(tab)).toBe(first)
    resetPageInstance()
    expect(pageInstance(tabStorage())).not.toBe(first)
  })

  it('lasts as long as the page when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    const id = pageInstance(refusing)
    expect(pageInstance(refusing)).toBe(id)
  })
})
