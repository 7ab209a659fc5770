import { describe, expect, it } from 'vitest'
import { generatedText, seoGenerateRequest } from './seo'

describe('seoGenerateRequest', () => {
  it("posts a collection document's unsaved data, id and locale to the plugin's endpoint", () => {
    const request = seoGenerateRequest('title', {
      document: { kind: 'collection', slug: 'pages', id: '7' },
      data: { title: 'Home' },
      locale: 'de',
      language: 'en',
    })
    expect(request).toEqual({
      method: 'POST',
      path: '/plugin-seo/generate-title',
      body: { collectionSlug: 'pages', id: '7', doc: { title: 'Home' }, locale: 'de' },
      language: 'en',
    })
  })

  it('names a global by its slug and leaves out an id a new document lacks', () => {
    const request = seoGenerateRequest('url', { document: { kind: 'global', slug: 'home' }, data: {}, language: 'en' })
    expect(request.body).toEqual({ globalSlug: 'home', doc: {} })
  })
})

describe('generatedText', () => {
  it('reads the result and refuses anything but text', () => {
    expect(generatedText({ result: 'A title' })).toBe('A title')
    expect(generatedText({ result: 3 })).toBeNull()
    expect(generatedText(null)).toBeNull()
  })
})
