import { describe, expect, it } from 'vitest'
import { isAuthOperationPath, withoutTokens } from './token-strip'

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg'

describe('withoutTokens', () => {
  it('drops the token of every auth collection’s me, login and refresh-token answers', () => {
    const user = { id: 1, email: 'a@example.com', collection: 'users' }
    expect(withoutTokens('/users/me', { user, token: TOKEN, exp: 1, collection: 'users' }, TOKEN)).toEqual({
      user,
      exp: 1,
      collection: 'users',
    })
    expect(withoutTokens('/editors/refresh-token', { refreshedToken: 'new-token', exp: 2, user }, TOKEN)).toEqual({
      exp: 2,
      user,
    })
    // A token the page's own login call got for the credentials it sent is still a token.
    expect(withoutTokens('/members/login', { token: 'another-users-token', user, message: 'ok' }, TOKEN)).toEqual({
      user,
      message: 'ok',
    })
    expect(withoutTokens('/users/reset-password', { token: 'x', user }, null)).toEqual({ user })
    expect(withoutTokens('/users/first-register', { token: 'x', user }, null)).toEqual({ user })
  })

  it('keeps a content document’s own field called token', () => {
    const doc = { id: 'a1', title: 'Invite', token: 'invite-code-1234' }
    expect(withoutTokens('/invites/a1', doc, TOKEN)).toBe(doc)
    expect(withoutTokens('/invites', { docs: [doc] }, TOKEN)).toEqual({ docs: [doc] })
  })

  it('removes the session token wherever else an answer holds it', () => {
    const echoed = {
      docs: [{ id: 1, headers: { authorization: `JWT ${TOKEN}`, accept: 'application/json' } }],
      list: ['a', TOKEN, 'b'],
      [`key-${TOKEN}`]: 1,
      deep: { a: { b: { c: TOKEN } } },
    }
    expect(withoutTokens('/custom/echo', echoed, TOKEN)).toEqual({
      docs: [{ id: 1, headers: { accept: 'application/json' } }],
      list: ['a', 'b'],
      deep: { a: { b: {} } },
    })
    // The original answer is not changed under the caller.
    expect(echoed.list).toHaveLength(3)
    expect(withoutTokens('/custom/raw', TOKEN, TOKEN)).toBeNull()
  })

  it('returns an answer without the token as it is', () => {
    const answer = { docs: [{ id: 1, title: 'Hello' }], totalDocs: 1 }
    expect(withoutTokens('/posts', answer, TOKEN)).toBe(answer)
    expect(withoutTokens('/posts', null, TOKEN)).toBeNull()
  })

  it('walks answers of any depth without overflowing the stack', () => {
    let deep: unknown = TOKEN
    for (let i = 0; i < 50_000; i++) deep = { inner: deep }
    expect(() => withoutTokens('/custom', deep, TOKEN)).not.toThrow()
  })
})

describe('isAuthOperationPath', () => {
  it('names the auth operations of any collection, not documents or lists', () => {
    expect(isAuthOperationPath('/users/me')).toBe(true)
    expect(isAuthOperationPath('/admins/refresh-token')).toBe(true)
    expect(isAuthOperationPath('/users/verify/abc')).toBe(true)
    expect(isAuthOperationPath('/users')).toBe(false)
    expect(isAuthOperationPath('/users/12')).toBe(false)
    expect(isAuthOperationPath('/posts/12/me')).toBe(false)
  })
})
