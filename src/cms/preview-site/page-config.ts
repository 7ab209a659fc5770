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
  /** This site's own read-only API and the header for a ticket (pages opened by Folio with `#ticket=`). */
  ticketAPI: string
  ticketHeader: string
}

/** Where Folio's main process registers an editor's token for a preview ticket (loopback, no browsers). */
export const PREVIEW_TICKETS_PATH = '/__folio/tickets'
/** The site's own read-only API for pages opened with a ticket (`/__folio/api/posts?...`). */
export const PREVIEW_API_PATH = '/__folio/api'
/** The request header that carries the ticket (lower case, as Node hands headers over). */
export const PREVIEW_TICKET_HEADER = 'x-folio-preview-ticket'
