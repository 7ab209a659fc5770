import { describe, expect, it } from 'vitest'
import { EARLY_SCRIPT_TAG, inlineScript } from './inline-early-script'

describe('inlineScript', () => {
  const page = `<head><script type="application/json" id="data">{}</script>\n    ${EARLY_SCRIPT_TAG}\n</head>`

  it('puts the script where its tag was, exactly as written ($ patterns included)', () => {
    const source = "var price = '$&'; call('renderer:boot')"
    expect(inlineScript(page, EARLY_SCRIPT_TAG, source)).toBe(
      `<head><script type="application/json" id="data">{}</script>\n    <script>${source}</script>\n</head>`,
    )
  })

  it('refuses a script that would end its element early, and a page without the tag', () => {
    expect(() => inlineScript(page, EARLY_SCRIPT_TAG, 'x = "</script>"')).toThrow(/must not contain/)
    expect(() => inlineScript('<head></head>', EARLY_SCRIPT_TAG, 'x = 1')).toThrow(/has no/)
  })
})
