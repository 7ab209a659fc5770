import { describe, expect, it } from 'vitest'

import { checkAdminPassword, parseCreateAdminArgs } from './args.js'

describe('parseCreateAdminArgs', () => {
  it('takes the email in either form', () => {
    expect(parseCreateAdminArgs(['--email', 'you@example.com'])).toEqual({ email: 'you@example.com' })
    expect(parseCreateAdminArgs(['--email=you@example.com'])).toEqual({ email: 'you@example.com' })
  })

  it('refuses a password given as an argument, saying how to give it', () => {
    expect(() => parseCreateAdminArgs(['--email', 'a@b.c', '--password', 'secret'])).toThrow(
      'the password is never an argument: pipe it on stdin, or type it when asked',
    )
  })

  it('refuses a missing or malformed email and unknown arguments, with the usage', () => {
    expect(() => parseCreateAdminArgs([])).toThrow('--email is required')
    expect(() => parseCreateAdminArgs(['--email', 'nobody'])).toThrow('"nobody" is not an email address')
    expect(() => parseCreateAdminArgs(['--mail', 'a@b.c'])).toThrow('unknown argument "--mail"')
  })
})

describe('checkAdminPassword', () => {
  it('asks for at least 12 characters', () => {
    expect(() => checkAdminPassword('')).toThrow('no password given')
    expect(() => checkAdminPassword('short')).toThrow('at least 12 characters')
    expect(checkAdminPassword('a long password')).toBe('a long password')
  })
})
