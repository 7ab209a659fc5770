import { describe, expect, it } from 'vitest'
import { createPageInstance, type InstanceChannel } from './page-instance'

/** A tab's sessionStorage: it outlives the tab's reloads, not the tab; a duplicated tab gets a copy. */
function tabStorage(items = new Map<string, string>()) {
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    copy: () => tabStorage(new Map(items)),
  }
}

/** The origin's broadcast channel: each message reaches every other page, later (as a real one does). */
function bus() {
  const pages: InstanceChannel[] = []
  const join = (): InstanceChannel => {
    const channel: InstanceChannel = {
      onmessage: null,
      postMessage: (data) => {
        for (const other of pages)
          if (other !== channel) queueMicrotask(() => other.onmessage?.({ data } as MessageEvent))
      },
    }
    pages.push(channel)
    return channel
  }
  return { join }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the page instance', () => {
  it('is the same after a reload of the tab, and another in another tab', async () => {
    const origin = bus()
    const tab = tabStorage()
    const first = createPageInstance(tab, origin.join()).id()
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    await settled()
    // The tab reloads: the page before is gone, its storage stays.
    expect(createPageInstance(tab, bus().join()).id()).toBe(first)
    expect(createPageInstance(tabStorage(), origin.join()).id()).not.toBe(first)
  })

  it('a duplicated tab, starting with a copy of the storage, takes an id of its own when the original answers', async () => {
    const origin = bus()
    const tab = tabStorage()
    const original = createPageInstance(tab, origin.join())
    const id = original.id()
    await settled()
    const duplicate = createPageInstance(tab.copy(), origin.join())
    expect(duplicate.id()).toBe(id)
    await settled()
    await settled()
    expect(duplicate.id()).not.toBe(id)
    expect(original.id()).toBe(id)
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
    const page = createPageInstance(refusing, null)
    expect(page.id()).toBe(page.id())
  })
})
