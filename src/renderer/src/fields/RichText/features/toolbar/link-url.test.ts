import { describe, expect, it } from 'vitest'
import { checkLinkUrl } from './link-url'

describe('a custom link URL', () => {
  it('is empty when nothing but the prefilled scheme is there', () => {
    expect(checkLinkUrl('')).toBe('empty')
    expect(checkLinkUrl('   ')).toBe('empty')
    expect(checkLinkUrl('https://')).toBe('empty')
    expect(checkLinkUrl('http://')).toBe('empty')
  })

  it('takes absolute web addresses, other schemes, and paths or anchors on the site', () => {
    for (const url of [
      'https://payloadcms.com/docs',
      ' https://example.com ',
      'http://localhost:3000/a?b=c#d',
      'mailto:ada@example.com',
      'tel:+441234',
      '/about',
      './next',
      '../up',
      '#section',
      '?page=2',
    ])
      expect(checkLinkUrl(url), url).toBe('ok')
  })

  it('refuses what would not lead anywhere', () => {
    for (const url of ['example.com', 'https://exa mple.com', 'not a url', 'https//example.com', 'mailto:', 'http:/x'])
      expect(checkLinkUrl(url), url).toBe('invalid')
  })
})
