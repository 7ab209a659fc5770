import { describe, expect, it } from 'vitest'
import { preferenceRequest, savePreferenceRequest } from './preferences'

describe('preference requests', () => {
  it('reads a preference by its key, escaped in the path', () => {
    expect(preferenceRequest('nav')).toEqual({ method: 'GET', path: '/payload-preferences/nav' })
    expect(preferenceRequest('collection-a/b').path).toBe('/payload-preferences/collection-a%2Fb')
  })

  it('writes the whole value back', () => {
    expect(savePreferenceRequest('collection-posts', { livePreview: { zoom: 75 }, limit: 10 })).toEqual({
      method: 'POST',
      path: '/payload-preferences/collection-posts',
      body: { value: { livePreview: { zoom: 75 }, limit: 10 } },
    })
  })
})
