import type { LivePreviewConfig } from 'payload'

export const PREVIEW_BREAKPOINTS: NonNullable<LivePreviewConfig['breakpoints']> = [
  { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
]

/** Live preview of `<previewOrigin>/<section>/<slug>?locale=<code>` on the demo preview site. */
export const previewSiteLivePreview = (previewOrigin: string, section: 'pages' | 'posts'): LivePreviewConfig => ({
  breakpoints: PREVIEW_BREAKPOINTS,
  url: ({ data, locale }) => {
    const slug = typeof data?.slug === 'string' ? data.slug : ''
    const code = locale?.code ?? 'en'
    return `${previewOrigin}/${section}/${encodeURIComponent(slug)}?locale=${encodeURIComponent(code)}`
  },
})
