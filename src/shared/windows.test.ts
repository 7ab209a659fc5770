import { describe, expect, it } from 'vitest'
import { documentKey, isAppRoutePath } from './windows'

describe('documentKey', () => {
  it('names a collection document by its id and a global by its slug', () => {
    expect(documentKey({ collection: 'posts', id: '12' })).toBe('collections/posts/12')
    expect(documentKey({ global: 'header' })).toBe('globals/header')
  })
  it('has no key for a document without an id (a new one is in no other window)', () => {
    expect(documentKey({ collection: 'posts' })).toBeNull()
    expect(documentKey({})).toBeNull()
  })
})

describe('isAppRoutePath', () => {
  it('takes routes of the app, with a query', () => {
    expect(isAppRoutePath('/')).toBe(true)
    expect(isAppRoutePath('/collections/posts/12')).toBe(true)
    expect(isAppRoutePath('/collections/posts?page=2&where[title][like]=a')).toBe(true)
  })
  it('refuses other hosts, schemes, escapes and fragments', () => {
    for (const bad of [
      '',
      'collections',
      '//evil.example/x',
      'https://evil.example/',
      '/a/../b',
      '/a\\b',
      '/a#x',
      '/ a',
    ])
      expect(isAppRoutePath(bad), bad).toBe(false)
    expect(isAppRoutePath('/' + 'a'.repeat(3000))).toBe(false)
    expect(isAppRoutePath(12)).toBe(false)
  })
})
