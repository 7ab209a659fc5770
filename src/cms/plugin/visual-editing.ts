import type { PayloadHandler } from 'payload'

import { visualEditingScriptSource } from './visual-editing-overlay.js'

/**
 * Public on purpose: a frontend includes the overlay with `<script type="module" src=".../api/folio/visual-editing.js">`
 * from any origin (hence CORS for everyone; it reads nothing of the CMS). Served from the functions'
 * own source text, so it works inside Payload's Next.js server as well, where no file sits beside this one.
 */
export const visualEditingScriptHandler: PayloadHandler = () => {
  const source = visualEditingScriptSource()
  return Promise.resolve(
    new Response(source, {
      status: 200,
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        'access-control-allow-origin': '*',
        'cache-control': 'public, max-age=300',
        'x-content-type-options': 'nosniff',
      },
    }),
  )
}
