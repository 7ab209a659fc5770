/**
 * Images of upload collections that only signed-in users may read (Payload's default access): the
 * browser's own load of `<img src>` carries no session (the token stays in the host), so the host reads
 * the file for it (`renderer:upload-file`) and the image shows from a blob: URL. Only after the direct
 * load failed: public files stay plain loads. Each URL is read once for all the places showing it, its
 * blob: URL revoked when the last of them is gone; a few reads at a time, so a list of fifty
 * thumbnails does not hold the host's connections (a browser has six per host, for all its tabs).
 */

/** Payload's file route: `<server><api>/<collection>/file/<name>`. The part before the name, or null. */
export function fileRoutePrefix(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  const at = parsed.pathname.lastIndexOf('/file/')
  if (at <= 0 || parsed.pathname.length === at + '/file/'.length) return null
  return `${parsed.origin}${parsed.pathname.slice(0, at + '/file/'.length)}`
}

export interface SessionImagesDeps {
  /** The file's bytes read with the session, or null when the host could not read it. */
  read: (url: string) => Promise<Blob | null>
  createObjectURL: (blob: Blob) => string
  revokeObjectURL: (url: string) => void
  /** Reads at once; the rest wait (without a connection). */
  concurrency?: number
}

/** The blob: URL, or null when the file could not be read with the session either. */
export type ImageListener = (src: string | null) => void

interface Entry {
  listeners: Set<ImageListener>
  state: 'queued' | 'reading' | 'done'
  /** Once done: the blob: URL, or null (it could not be read). */
  src: string | null
}

export interface SessionImages {
  /** Asks for `url` read with the session; the listener hears once. The returned function lets go. */
  acquire(url: string, listener: ImageListener): () => void
  /** Whether `url`'s file route has needed the session before (a file of it was read with it). */
  needsSession(url: string): boolean
}

export const SESSION_IMAGE_CONCURRENCY = 2

export function createSessionImages(deps: SessionImagesDeps): SessionImages {
  const limit = deps.concurrency ?? SESSION_IMAGE_CONCURRENCY
  const entries = new Map<string, Entry>()
  const queue: string[] = []
  const protectedRoutes = new Set<string>()
  let reading = 0

  const pump = () => {
    while (reading < limit && queue.length) {
      const url = queue.shift()!
      const entry = entries.get(url)
      if (!entry || entry.state !== 'queued') continue
      entry.state = 'reading'
      reading++
      void deps
        .read(url)
        .catch(() => null)
        .then((blob) => {
          reading--
          const src = blob ? deps.createObjectURL(blob) : null
          // This file route needs the session: its other files skip the direct load that would fail.
          const prefix = src ? fileRoutePrefix(url) : null
          if (prefix) protectedRoutes.add(prefix)
          if (entries.get(url) !== entry) {
            // Let go of by every place while it was read.
            if (src) deps.revokeObjectURL(src)
          } else {
            entry.state = 'done'
            entry.src = src
            for (const listener of [...entry.listeners]) listener(src)
          }
          pump()
        })
    }
  }

  return {
    acquire(url, listener) {
      let entry = entries.get(url)
      if (!entry) {
        entry = { listeners: new Set(), state: 'queued', src: null }
        entries.set(url, entry)
        queue.push(url)
      }
      // A listener object of its own: the same function acquired twice lets go twice.
      const own: ImageListener = (src) => listener(src)
      entry.listeners.add(own)
      if (entry.state === 'done') {
        const src = entry.src
        queueMicrotask(() => entry.listeners.has(own) && own(src))
      } else pump()
      const held = entry
      return () => {
        if (!held.listeners.delete(own) || held.listeners.size > 0) return
        if (entries.get(url) === held) entries.delete(url)
        // A queued read is dropped (pump skips it); one under way revokes what it brings.
        if (held.state === 'done' && held.src) deps.revokeObjectURL(held.src)
      }
    },
    needsSession(url) {
      const prefix = fileRoutePrefix(url)
      return prefix !== null && protectedRoutes.has(prefix)
    },
  }
}
