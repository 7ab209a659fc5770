import { describe, expect, it } from 'vitest'
import { connectionReturned, isPassingFailure, readsAgainOnReconnect, screenPhase } from './screen-read'

const base = { pending: false, failed: false, hasData: false, slow: false }

describe('screenPhase', () => {
  it('is loading while the first read is out', () => {
    expect(screenPhase({ ...base, pending: true })).toBe('loading')
  })
  it('keeps an earlier answer on screen while the next read is out', () => {
    expect(screenPhase({ ...base, pending: true, hasData: true })).toBe('ready')
  })
  it('says a read is taking long once it is slow, with or without an earlier answer', () => {
    expect(screenPhase({ ...base, pending: true, slow: true })).toBe('slow')
    expect(screenPhase({ ...base, pending: true, slow: true, hasData: true })).toBe('slow')
  })
  it('is an error when the read failed, also over an earlier answer', () => {
    expect(screenPhase({ ...base, failed: true })).toBe('error')
    expect(screenPhase({ ...base, failed: true, hasData: true })).toBe('error')
  })
  it('goes back to loading when the failed read is asked again', () => {
    expect(screenPhase({ ...base, failed: true, pending: true })).toBe('loading')
  })
  it('is ready once answered', () => {
    expect(screenPhase({ ...base, hasData: true })).toBe('ready')
  })
})

describe('readsAgainOnReconnect', () => {
  it('reads again only the screens showing an error', () => {
    expect(readsAgainOnReconnect('error')).toBe(true)
    expect(readsAgainOnReconnect('slow')).toBe(true)
    expect(readsAgainOnReconnect('ready')).toBe(false)
    expect(readsAgainOnReconnect('loading')).toBe(false)
  })
})

describe('connectionReturned', () => {
  it('is the CMS coming back to ready after being down', () => {
    expect(connectionReturned('restarting', 'ready')).toBe(true)
    expect(connectionReturned('failed', 'ready')).toBe(true)
    expect(connectionReturned('stopped', 'ready')).toBe(true)
  })
  it('is not a state that stays, goes down, or is first known', () => {
    expect(connectionReturned('ready', 'ready')).toBe(false)
    expect(connectionReturned('ready', 'restarting')).toBe(false)
    expect(connectionReturned(undefined, 'ready')).toBe(false)
    expect(connectionReturned('restarting', 'failed')).toBe(false)
  })
})

describe('isPassingFailure', () => {
  it('is a CMS that could not answer', () => {
    expect(isPassingFailure({ kind: 'unreachable' })).toBe(true)
    expect(isPassingFailure({ kind: 'timeout' })).toBe(true)
    expect(isPassingFailure({ kind: 'http', status: 503 })).toBe(true)
  })
  it('is not its answer about what was asked', () => {
    expect(isPassingFailure({ kind: 'not-found', status: 404 })).toBe(false)
    expect(isPassingFailure({ kind: 'forbidden', status: 403 })).toBe(false)
    expect(isPassingFailure({ kind: 'http', status: 400 })).toBe(false)
  })
})
