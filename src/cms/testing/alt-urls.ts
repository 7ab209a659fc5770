/**
 * The tests' second CMS as most Payload servers run: without serverURL, so the file, image-size and
 * live-preview URLs it gives are paths (relative to the server, not to Folio). An upload collection
 * with image sizes, and a collection whose live preview is a path on the server itself (a page
 * served by one of its endpoints, so the test needs no other site).
 */
import type { CollectionConfig } from 'payload'
import { signedIn, signedInOnly } from './alt-access.js'

export const ALT_URLS = {
  media: 'url-media',
  pages: 'url-pages',
  /** Made for every image; the upload chip (32 CSS px) should take `chip`, the smallest that covers it. */
  sizes: [
    { name: 'tiny', width: 16, height: 16 },
    { name: 'chip', width: 64, height: 64 },
    { name: 'card', width: 480, height: 320 },
  ],
  previewHeading: 'Served by the CMS',
} as const

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const UrlMedia = (staticDir: string): CollectionConfig => ({
  slug: ALT_URLS.media,
  // Images are loaded by <img> without credentials, as on most sites.
  access: { read: () => true, create: signedIn, update: signedIn, delete: signedIn },
  lockDocuments: false,
  upload: {
    staticDir,
    mimeTypes: ['image/*'],
    imageSizes: ALT_URLS.sizes.map((size) => ({ ...size, position: 'centre' })),
  },
  fields: [{ name: 'alt', type: 'text' }],
})

const UrlPages: CollectionConfig = {
  slug: ALT_URLS.pages,
  access: signedInOnly,
  lockDocuments: false,
  admin: {
    useAsTitle: 'title',
    // A path, as a Next.js site on the same server gives it (e.g. /next/preview?...).
    livePreview: {
      url: ({ data }) => `/api/${ALT_URLS.pages}/preview?title=${encodeURIComponent(String(data?.title ?? ''))}`,
    },
  },
  endpoints: [
    {
      path: '/preview',
      method: 'get',
      handler: (req) => {
        const title = escapeHtml(req.searchParams.get('title') ?? '')
        return new Response(
          `<!doctype html><title>${title}</title><h1>${ALT_URLS.previewHeading}</h1><p data-title>${title}</p>`,
          { headers: { 'content-type': 'text/html; charset=utf-8' } },
        )
      },
    },
  ],
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'image', type: 'upload', relationTo: ALT_URLS.media },
  ],
}

/** What the alt config adds for relative URLs: its collections, and sharp for the image sizes. */
export const altUrlCollections = (staticDir: string): CollectionConfig[] => [UrlMedia(staticDir), UrlPages]
