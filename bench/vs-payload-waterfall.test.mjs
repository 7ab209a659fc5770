import { describe, expect, it } from 'vitest'

import { requestName, summarizeWaterfall } from './vs-payload-waterfall.mjs'

describe('the under-5x findings', () => {
  it('names a request by its bridge channel, its path in the app, or its host elsewhere', () => {
    const origin = 'http://127.0.0.1:4000'
    expect(requestName('http://127.0.0.1:4000/__folio/bridge/renderer:api', origin)).toBe('bridge renderer:api')
    expect(requestName('http://127.0.0.1:4000/api/posts?limit=10', origin)).toBe('/api/posts')
    expect(requestName('http://127.0.0.1:5000/posts/a', origin)).toBe('127.0.0.1:5000/posts/a')
  })

  it('counts only what happened before ready: requests, scripts, the last data in and long tasks', () => {
    const summary = summarizeWaterfall({
      readyMs: 500,
      ttfb: 40.4,
      requests: [
        { name: 'a.js', type: 'script', start: 50, duration: 100 },
        { name: 'bridge renderer:api', type: 'fetch', start: 200, duration: 150 },
        { name: 'bridge renderer:api', type: 'fetch', start: 600, duration: 10 },
      ],
      longTasks: [
        { start: 100, duration: 80 },
        { start: 700, duration: 200 },
      ],
    })
    expect(summary).toEqual({
      readyMs: 500,
      ttfb: 40,
      requestsBeforeReady: 2,
      scriptsBeforeReady: 1,
      lastDataResponseEnd: 350,
      longTaskMs: 80,
    })
  })
})
