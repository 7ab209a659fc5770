/**
 * The built-in CMS's preview site reads drafts as the editor, but the editor's token stays in main:
 * main registers it with the preview site over loopback and puts only the ticket it got back in the
 * URL the renderer receives (`#ticket=`). The ticket works on that site alone, only for reading the
 * previewed documents, and lapses after a few idle minutes (src/cms/preview-site/tickets.ts).
 */

/** Keep in step with src/cms/preview-site/page-config.ts (PREVIEW_TICKETS_PATH). */
export const PREVIEW_TICKETS_PATH = '/__folio/tickets'

export interface PreviewTicketOptions {
  /** The built-in preview site's origin, when the built-in CMS runs. */
  previewSiteUrl: string | null
  token: string | null
  fetchImpl?: typeof fetch
  timeoutMs?: number
}

/**
 * `url` with a fresh ticket in its fragment when it is on the built-in preview site; any other site (a
 * remote server's frontend) gets the URL as it is, and so does a failed registration (the page then
 * says it cannot read drafts, rather than the editor getting no preview at all).
 */
export async function withPreviewTicket(url: string, options: PreviewTicketOptions): Promise<string> {
  const { previewSiteUrl, token } = options
  if (!previewSiteUrl || !token) return url
  let parsed: URL
  let site: URL
  try {
    parsed = new URL(url)
    site = new URL(previewSiteUrl)
  } catch {
    return url
  }
  if (parsed.origin !== site.origin) return url
  try {
    const response = await (options.fetchImpl ?? fetch)(new URL(PREVIEW_TICKETS_PATH, site.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    })
    const ticket = response.ok ? ((await response.json()) as { ticket?: unknown }).ticket : undefined
    if (typeof ticket !== 'string' || ticket === '') return url
    parsed.hash = `ticket=${encodeURIComponent(ticket)}`
    return parsed.toString()
  } catch {
    return url
  }
}
