/**
 * What an `<img>` of a server's file shows: its URL, loaded by the browser; or, once that load failed
 * on a file route whose collection needs a signed-in reader, the file read with the session by the host
 * (session-images.ts), as a blob: URL. A lazy image asks the host only when it comes near the viewport.
 */
import { useCallback, useEffect, useState } from 'react'
import { getBridge } from '../bridge'
import { createSessionImages, fileRoutePrefix, type SessionImages } from './session-images'

let images: SessionImages | null = null

/** The one store of the page: every place showing a file shares its read. */
function sessionImages(): SessionImages {
  images ??= createSessionImages({
    read: async (url) => {
      const answer = await getBridge().invoke('renderer:upload-file', { url })
      if (!answer.ok) return null
      const binary = atob(answer.data.dataBase64)
      const bytes = new Uint8Array(binary.length)
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
      return new Blob([bytes], { type: answer.data.mimeType })
    },
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
  })
  return images
}

/** How far outside the viewport a lazy image is already asked for (as the browser's own lazy loading). */
const NEAR_MARGIN = '300px'

export interface SessionImage {
  /** The `<img>`'s ref: a lazy image is watched for coming near the viewport. */
  watch: (element: HTMLImageElement | null) => void
  /** What the `<img>` loads now: undefined while the host reads it (or when it could not). */
  shown: string | undefined
  onError: () => void
  /** 'session' once the file is read by the host, 'direct' while the browser loads it. */
  via: 'direct' | 'session'
}

export function useSessionImage(url: string, lazy: boolean): SessionImage {
  const [element, watch] = useState<HTMLImageElement | null>(null)
  const [failedFor, setFailedFor] = useState<string | null>(null)
  const [read, setRead] = useState<{ url: string; src: string | null } | null>(null)
  const [seenNear, setNear] = useState(false)
  // Without an observer to tell, a lazy image is asked for at once.
  const near = !lazy || seenNear || typeof IntersectionObserver === 'undefined'
  // A file route that needed the session before: its other files skip the direct load that would fail.
  const viaSession = failedFor === url || sessionImages().needsSession(url)

  useEffect(() => {
    if (!viaSession || !near) return
    return sessionImages().acquire(url, (src) => setRead({ url, src }))
  }, [viaSession, near, url])

  useEffect(() => {
    if (!viaSession || near || !element) return
    const observer = new IntersectionObserver(
      (seen) => {
        if (!seen.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: NEAR_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [viaSession, near, element])

  const onError = useCallback(() => {
    // Only the file route of an upload collection is worth asking the host for (it fetches nothing else).
    if (!viaSession && fileRoutePrefix(url)) setFailedFor(url)
  }, [viaSession, url])

  if (!viaSession) return { watch, shown: url, onError, via: 'direct' }
  return { watch, shown: read?.url === url ? (read.src ?? undefined) : undefined, onError, via: 'session' }
}
