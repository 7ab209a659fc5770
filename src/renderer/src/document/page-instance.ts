/**
 * This page's instance id (a browser tab or a desktop window): its local drafts are its own, so two
 * tabs on one document keep two drafts. Kept in sessionStorage, which lives as long as the tab and
 * across its reloads, so a reloaded tab finds its own draft again; each new tab or window gets its own.
 */

const STORAGE_KEY = 'folio:page-instance'
let instance: string | null = null

export function pageInstance(storage: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStorageOrNull()): string {
  if (instance) return instance
  const kept = readKept(storage)
  instance = kept ?? newInstanceId()
  if (!kept) {
    try {
      storage?.setItem(STORAGE_KEY, instance)
    } catch {
      // Storage refused (full or disabled): the id lasts as long as the page.
    }
  }
  return instance
}

/** For tests: the next call reads the storage again. */
export function resetPageInstance(): void {
  instance = null
}

function readKept(storage: Pick<Storage, 'getItem'> | null): string | null {
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
