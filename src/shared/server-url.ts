/**
 * URLs a Payload server hands out (file urls, image sizes, thumbnailURL, live-preview urls) are
 * relative when the server sets no `serverURL`. Payload's own admin runs on that server, so they
 * work there; Folio runs elsewhere and must resolve them against the connected server's address.
 */

/**
 * `url` made absolute against the server's URL (http or https only). Absolute http(s) URLs pass
 * through; anything else (javascript:, data:, unparsable, or no server to resolve against) is null.
 */
export function resolveServerUrl(url: unknown, serverUrl: string | null | undefined): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null
  let resolved: URL
  try {
    resolved = serverUrl ? new URL(url, serverUrl) : new URL(url)
  } catch {
    return null
  }
  return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null
}

interface ImageVariant {
  url: string
  width: number | null
  height: number | null
}

function variantOf(value: unknown): ImageVariant | null {
  if (!value || typeof value !== 'object') return null
  const { url, width, height } = value as Record<string, unknown>
  if (typeof url !== 'string' || url === '') return null
  return {
    url,
    width: typeof width === 'number' ? width : null,
    height: typeof height === 'number' ? height : null,
  }
}

/**
 * The URL to show an upload's image at `box` CSS pixels square: the server's admin thumbnail when it
 * names one; else the smallest of its image sizes that covers the box at the screen's pixel ratio
 * (Payload leaves out sizes it could not make, as url null); else the largest smaller size; else the
 * original. Resolved against the server's URL; null when there is nothing loadable.
 */
export function imagePreviewUrl(
  doc: Record<string, unknown>,
  box: number,
  serverUrl: string | null | undefined,
  pixelRatio = 1,
): string | null {
  if (typeof doc.thumbnailURL === 'string' && doc.thumbnailURL !== '') {
    return resolveServerUrl(doc.thumbnailURL, serverUrl)
  }
  const need = box * pixelRatio
  const sizes =
    doc.sizes && typeof doc.sizes === 'object'
      ? Object.values(doc.sizes as Record<string, unknown>)
          .map(variantOf)
          .filter((v): v is ImageVariant => v !== null && v.width !== null && v.height !== null)
      : []
  const covers = (v: ImageVariant) => v.width! >= need && v.height! >= need
  const area = (v: ImageVariant) => v.width! * v.height!
  const fitting = sizes.filter(covers).sort((a, b) => area(a) - area(b))[0]
  const original = variantOf(doc)
  const originalCovers = original && (original.width === null || original.height === null || covers(original))
  const smaller = sizes.filter((v) => !covers(v)).sort((a, b) => area(b) - area(a))[0]
  const chosen = fitting ?? (originalCovers ? original : (smaller ?? original))
  return chosen ? resolveServerUrl(chosen.url, serverUrl) : null
}
