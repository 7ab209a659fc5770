/**
 * The CSP hashes of the inline scripts in the app's own index.html (the early requests, inlined at build
 * by src/renderer/build/inline-early-script.ts): the hosts allow exactly those, and no other inline script.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** 'sha256-…' of each inline classic or module script in `html`; data blocks and scripts with src are not run inline. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]
    if (type && !/^(module|(text|application)\/(java|ecma)script)$/i.test(type)) continue
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
  }
  return hashes
}

/** The hashes of the built renderer's index.html, or none when it is not there (tests, a dev server). */
export function rendererScriptHashes(rendererDir: string): string[] {
  const file = join(rendererDir, 'index.html')
  return existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : []
}
