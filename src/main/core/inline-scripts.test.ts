import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-scripts'

const sha = (body: string) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`

describe('inlineScriptHashes', () => {
  it('hashes each inline script as the browser does (its text exactly), and nothing that is not run inline', () => {
    const early = "\n;(function () { fetch('/__folio/bridge/renderer:boot') })()\n"
    const html = [
      '<script type="application/json" id="folio-screen-chunks">{"edit":[]}</script>',
      `<script>${early}</script>`,
      '<script type="module" src="/assets/index.js"></script>',
      '<script type="module">import "/x.js"</script>',
    ].join('\n')
    expect(inlineScriptHashes(html)).toEqual([sha(early), sha('import "/x.js"')])
  })

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<!doctype html><title>Folio</title><script src="/a.js"></script>')).toEqual([])
  })
})
