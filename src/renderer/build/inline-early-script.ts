/**
 * Puts public/folio-early.js into index.html itself. As a file of its own it was fetched (from the
 * cache) beside the entry, and the first requests it sends started only when it had arrived, 20-40 ms
 * into a load on a busy machine; inline, they start as soon as the page's head is parsed. The hosts
 * allow it by its hash (main/core/inline-scripts.ts), never inline scripts in general.
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

export const EARLY_SCRIPT_TAG = '<script src="/folio-early.js"></script>'

/** The page with the early script's tag replaced by the script itself. */
export function inlineScript(html: string, tag: string, source: string): string {
  if (/<\/script/i.test(source)) throw new Error('An inlined script must not contain "</script".')
  if (!html.includes(tag)) throw new Error(`index.html has no ${tag} to inline.`)
  return html.replace(tag, () => `<script>${source}</script>`)
}

export function inlineEarlyScript(file: string): Plugin {
  return {
    name: 'folio:inline-early-script',
    // The dev server serves the file as it is: its CSP is the dev server's.
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => inlineScript(html, EARLY_SCRIPT_TAG, readFileSync(file, 'utf8')),
    },
  }
}
