import { describe, expect, it } from 'vitest'
import { imagePreviewUrl, resolveServerUrl } from './server-url'

const server = 'https://cms.example.com'

describe('resolveServerUrl', () => {
  it('resolves a path the server gave against its address', () => {
    expect(resolveServerUrl('/api/media/file/a.png', server)).toBe('https://cms.example.com/api/media/file/a.png')
    expect(resolveServerUrl('/next/preview?slug=x', 'http://127.0.0.1:3000/')).toBe(
      'http://127.0.0.1:3000/next/preview?slug=x',
    )
  })

  it('keeps absolute http(s) URLs as they are, also those on another host', () => {
    expect(resolveServerUrl('https://cdn.example.net/a.png', server)).toBe('https://cdn.example.net/a.png')
    expect(resolveServerUrl('//cdn.example.net/a.png', server)).toBe('https://cdn.example.net/a.png')
  })

  it('refuses what is no http(s) URL, and relative URLs with no server to resolve them against', () => {
    expect(resolveServerUrl('javascript:alert(1)', server)).toBeNull()
    expect(resolveServerUrl('data:image/png;base64,AAAA', server)).toBeNull()
    expect(resolveServerUrl('/api/media/file/a.png', null)).toBeNull()
    expect(resolveServerUrl('', server)).toBeNull()
    expect(resolveServerUrl(null, server)).toBeNull()
  })
})

describe('imagePreviewUrl', () => {
  const doc = {
    url: '/api/media/file/photo.jpg',
    width: 2000,
    height: 1500,
    sizes: {
      card: { url: '/api/media/file/photo-480x320.jpg', width: 480, height: 320 },
      thumbnail: { url: '/api/media/file/photo-64x64.jpg', width: 64, height: 64 },
      tiny: { url: '/api/media/file/photo-16x16.jpg', width: 16, height: 16 },
      failed: { url: null, width: null, height: null },
    },
  }

  it('takes the smallest size that covers the place, resolved against the server', () => {
    expect(imagePreviewUrl(doc, 32, server)).toBe('https://cms.example.com/api/media/file/photo-64x64.jpg')
    expect(imagePreviewUrl(doc, 48, server, 2)).toBe('https://cms.example.com/api/media/file/photo-480x320.jpg')
  })

  it('falls back to the original when no size covers the place, and to the largest size when the original is smaller too', () => {
    expect(imagePreviewUrl(doc, 400, server)).toBe('https://cms.example.com/api/media/file/photo.jpg')
    expect(imagePreviewUrl({ ...doc, width: 300, height: 200 }, 400, server)).toBe(
      'https://cms.example.com/api/media/file/photo-480x320.jpg',
    )
  })

  it("prefers the server's admin thumbnail, and uses the original when there are no sizes", () => {
    expect(imagePreviewUrl({ ...doc, thumbnailURL: '/api/media/file/photo-64x64.jpg' }, 400, server)).toBe(
      'https://cms.example.com/api/media/file/photo-64x64.jpg',
    )
    expect(imagePreviewUrl({ url: '/api/media/file/a.svg' }, 32, server)).toBe(
      'https://cms.example.com/api/media/file/a.svg',
    )
    expect(imagePreviewUrl({ filename: 'a.png' }, 32, server)).toBeNull()
  })
})
