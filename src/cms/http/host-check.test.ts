import { describe, expect, it } from 'vitest'
import { ownHostCheck } from './host-check.js'

describe('ownHostCheck', () => {
  it('lets in the loopback names with the port, and no other name or port', () => {
    const own = ownHostCheck({ listenHost: '127.0.0.1', port: 4200 })
    for (const host of ['127.0.0.1:4200', 'localhost:4200', 'LOCALHOST:4200', '[::1]:4200'])
      expect(own(host), host).toBe(true)
    for (const host of [
      'evil.example:4200',
      'localhost:4201',
      'localhost',
      '127.0.0.1',
      '192.168.1.5:4200',
      '',
      undefined,
    ])
      expect(own(host), String(host)).toBe(false)
  })

  it('lets in the public URL’s host, with the default port or without it', () => {
    const own = ownHostCheck({ listenHost: '0.0.0.0', port: 4200, publicURL: 'https://cms.example.com' })
    expect(own('cms.example.com')).toBe(true)
    expect(own('cms.example.com:443')).toBe(true)
    expect(own('cms.example.com:4200')).toBe(false)
    expect(own('evil.example')).toBe(false)
    const withPort = ownHostCheck({ listenHost: '127.0.0.1', port: 4200, publicURL: 'http://cms.internal:8080' })
    expect(withPort('cms.internal:8080')).toBe(true)
    expect(withPort('cms.internal')).toBe(false)
  })

  it('listening on every address, lets in any IP address with its port, but no other name', () => {
    const own = ownHostCheck({ listenHost: '0.0.0.0', port: 4200 })
    expect(own('192.168.1.5:4200')).toBe(true)
    expect(own('[fe80::1]:4200')).toBe(true)
    expect(own('192.168.1.5:4300')).toBe(false)
    expect(own('999.1.1.1:4200')).toBe(false)
    expect(own('rebound.evil.example:4200')).toBe(false)
    expect(own('1.2.3.4.evil.example:4200')).toBe(false)
  })

  it('lets in the name it listens on', () => {
    const own = ownHostCheck({ listenHost: 'cms.lan', port: 4200 })
    expect(own('cms.lan:4200')).toBe(true)
    expect(own('10.0.0.2:4200')).toBe(false)
  })
})
