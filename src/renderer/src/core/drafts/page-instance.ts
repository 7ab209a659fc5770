/**
 * This page's instance id (a browser tab or a desktop window): its local drafts are its own, so two
 * tabs on one document keep two drafts. Kept in sessionStorage, which lives as long as the tab and
 * across its reloads, so a reloaded tab finds its own draft again; each new tab or window gets its own.
 *
 * A duplicated tab (or a window opened from one) starts with a copy of its sessionStorage, so with its
 * id: on its first use each page asks the others on the origin (a BroadcastChannel) whether one holds
 * the id already, and takes a new one when told so.
 */

const STORAGE_KEY = 'folio:page-instance'
const CHANNEL = 'folio:page-instance'

type Storage = { getItem(key: string): string | null; setItem(key: string, value: string): void }
/** The part of a BroadcastChannel the check uses. */
export interface InstanceChannel {
  postMessage(message: unknown): void
  onmessage: ((event: MessageEvent) => void) | null
}
type Message = { type: 'hello'; id: string; from: string } | { type: 'taken'; id: string; to: string }

/** One page's instance id, read from its storage and checked with the other pages. */
export function createPageInstance(storage: Storage | null, channel: InstanceChannel | null): { id(): string } {
  let instance: string | null = null
  const take = (id: string) => {
    instance = id
    try {
      storage?.setItem(STORAGE_KEY, id)
    } catch {
      // Storage refused (full or disabled): the id lasts as long as the page.
    }
  }
  const watchTwins = () => {
    if (!channel) return
    const me = newInstanceId()
    channel.onmessage = ({ data }) => {
      const message = data as Partial<Message> | null
      if (
        message?.type === 'hello' &&
        message.id === instance &&
        typeof message.from === 'string' &&
        message.from !== me
      )
        channel.postMessage({ type: 'taken', id: message.id, to: message.from } satisfies Message)
      else if (message?.type === 'taken' && message.to === me && message.id === instance) take(newInstanceId())
    }
    channel.postMessage({ type: 'hello', id: instance!, from: me } satisfies Message)
  }
  return {
    id() {
      if (instance) return instance
      const kept = readKept(storage)
      if (kept) instance = kept
      else take(newInstanceId())
      watchTwins()
      return instance!
    },
  }
}

let page: { id(): string } | null = null

/** This page's instance id. */
export function pageInstance(): string {
  page ??= createPageInstance(sessionStorageOrNull(), openChannel())
  return page.id()
}

function readKept(storage: Storage | null): string | null {
  try {
    const kept = storage?.getItem(STORAGE_KEY)
    return kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept) ? kept : null
  } catch {
    return null
  }
}

function newInstanceId(): string {
  return crypto.randomUUID()
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

function openChannel(): InstanceChannel | null {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
  } catch {
    return null
  }
}
