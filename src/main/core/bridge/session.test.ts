import { describe, expect, it } from 'vitest'
import { SESSION_FIXTURE } from '../testing/session-fixture'
import { setupBridge as setup } from '../testing/bridge-fixture'
import { validateRequest } from './index'

const { EDITOR } = SESSION_FIXTURE

describe('renderer:session-check', () => {
  it('asks the server whether it still knows the session, and answers with the state that follows', async () => {
    const { handlers, signInRemote, remote } = setup()
    await signInRemote()
    expect(await handlers['renderer:session-check']()).toMatchObject({ phase: 'signed-in', user: EDITOR })
    remote.revokeAll()
    expect(await handlers['renderer:session-check']()).toMatchObject({
      phase: 'signed-in',
      user: EDITOR,
      rejected: true,
    })
  })
})

describe('session, theme and language payloads', () => {
  it('refuses an unknown theme and stray payloads on no-argument channels', () => {
    expect(validateRequest('renderer:theme-set', { setting: 'purple' }).ok).toBe(false)
    expect(validateRequest('renderer:theme-set', { setting: 'dark', cookiePrefix: 'a;b' }).ok).toBe(false)
    expect(validateRequest('renderer:app-info', { anything: true }).ok).toBe(false)
    expect(validateRequest('renderer:theme-set', { setting: 'dark' }).ok).toBe(true)
  })

  it('takes a UI language code and nothing that could reach a module path', () => {
    for (const language of ['de', 'zh-TW', 'rs-latin', 'bn-BD'])
      expect(validateRequest('renderer:language-set', { language }).ok).toBe(true)
    for (const language of ['../../../etc/passwd', 'de/../en', 'DE', 'english', '', 42])
      expect(validateRequest('renderer:language-set', { language }).ok).toBe(false)
    expect(validateRequest('renderer:language-set', { language: 'de', extra: 1 }).ok).toBe(false)
  })
})
