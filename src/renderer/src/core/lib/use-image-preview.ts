/**
 * The address of an upload's image for a place of `box` CSS pixels: a fitting image size, resolved
 * against the connected server (servers without serverURL give paths, which are not Folio's).
 */
import { imagePreviewUrl } from '@shared/server-url'
import { useSessionStore } from '../stores/session-store'

export function useImagePreview(doc: Record<string, unknown> | undefined | null, box: number): string | null {
  const serverUrl = useSessionStore((s) => s.session?.serverUrl ?? null)
  if (!doc) return null
  return imagePreviewUrl(doc, box, serverUrl, typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1)
}
