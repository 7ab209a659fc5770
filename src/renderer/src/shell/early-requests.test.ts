import { describe, expect, it } from 'vitest'
import type { ApiRequest } from '@shared/api'
import { REMEMBERED_URLS, withFirstRequests } from './early-requests'

const read = (path: string): ApiRequest => ({ method: 'GET', path, language: 'en' })

describe('withFirstRequests', () => {
  it("stores each request as the bridge's body, the latest URL first", () => {
    const first = withFirstRequests(null, '/admin/a', [read('/a')])
    const next = withFirstRequests(JSON.stringify(first), '/admin/b?page=2', [read('/b'), read('/c')])
    expect(Object.keys(next)).toEqual(['/admin/b?page=2', '/admin/a'])
    expect(next['/admin/b?page=2']).toEqual([JSON.stringify(read('/b')), JSON.stringify(read('/c'))])
  })

  it('replaces what a URL had and keeps a few URLs only', () => {
    let stored: string | null = null
    for (let i = 0; i < REMEMBERED_URLS + 3; i++)
      stored = JSON.stringify(withFirstRequests(stored, `/u${i}`, [read('/x')]))
    const again = withFirstRequests(stored, `/u${REMEMBERED_URLS + 2}`, [read('/y')])
    expect(Object.keys(again)).toHaveLength(REMEMBERED_URLS)
    expect(again[`/u${REMEMBERED_URLS + 2}`]).toEqual([JSON.stringify(read('/y'))])
    expect(again['/u0']).toBeUndefined()
  })

  it('starts again from unreadable storage', () => {
    expect(withFirstRequests('{not json', '/a', [])).toEqual({ '/a': [] })
    expect(withFirstRequests('[1]', '/a', [])).toEqual({ '/a': [] })
  })
})
