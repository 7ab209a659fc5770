import { describe, expect, it } from 'vitest'
import { isLoopbackHost, isPlainHttpToNetwork } from './plain-http'

describe('isPlainHttpToNetwork', () => {
  it('asks for plain http to another machine', () => {
    for (const url of [
      'http://cms.example.com',
      'http://192.168.1.5:4200',
      'http://10.0.0.1',
      'http://0.0.0.0:4200',
      'http://[fe80::1]:4200',
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.io',
    ])
      expect(isPlainHttpToNetwork(url), url).toBe(true)
  })

  it('does not ask for https, nor for this machine’s loopback', () => {
    for (const url of [
      'https://cms.example.com',
      'http://localhost:4200',
      'http://LOCALHOST',
      'http://127.0.0.1:4200',
      'http://127.5.6.7',
      'http://[::1]:4200',
      '',
      null,
      'not a url',
    ])
      expect(isPlainHttpToNetwork(url), String(url)).toBe(false)
  })
})

describe('isLoopbackHost', () => {
  it('is 127.0.0.0/8, ::1 and localhost only', () => {
    expect(isLoopbackHost('127.255.255.254')).toBe(true)
    expect(isLoopbackHost('128.0.0.1')).toBe(false)
    expect(isLoopbackHost('127.0.0.256')).toBe(false)
  })
})
