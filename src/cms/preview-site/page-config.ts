/** Configuration the preview server embeds in each page for the browser script. */
export type PreviewPageConfig = {
  /** CMS origin, e.g. http://127.0.0.1:4200 (REST at `${cmsURL}${apiRoute}`). */
  cmsURL: string
  apiRoute: string
  /** null on the index page. */
  collection: 'pages' | 'posts' | null
  slug: string
  locale: string
  /**
   * Origins allowed to drive the live preview (the window that embeds or opened the page):
   * the CMS origin plus FOLIO_CMS_ALLOWED_ORIGINS.
   */
  adminOrigins: string[]
}
