import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DRAFT_MAX_AGE_MS, DraftStore } from '../draft-store'
import { writeLegacyDraft } from '../testing/legacy-draft'
import { SESSION_FIXTURE } from '../testing/session-fixture'
import { setupBridge as setup } from '../testing/bridge-fixture'
import { draftScopeOf } from './drafts'
import { validateRequest } from './index'

const { REMOTE, SECOND_EDITOR } = SESSION_FIXTURE

describe('local drafts', () => {
  const draft = (title: string) => ({
    key: `${REMOTE}#posts/7@en`,
    data: { title },
    savedAt: 1,
    baseUpdatedAt: null,
  })

  it('belong to the signed-in user: another user asking for the same key gets nothing', async () => {
    const { handlers, signInRemote, session, vault } = setup()
    await signInRemote()
    await handlers['renderer:draft-save'](draft('typed by the first editor'))
    expect((await handlers['renderer:draft-list']({ key: draft('').key }))[0]?.data).toEqual({
      title: 'typed by the first editor',
    })

    // The token ran out and a colleague signs in on the same machine.
    vault.clear(REMOTE)
    await signInRemote(SECOND_EDITOR.email, 'second-secret')
    expect(session.getState().user?.id).toBe(SECOND_EDITOR.id)
    expect(await handlers['renderer:draft-list']({ key: draft('').key })).toEqual([])
    await handlers['renderer:draft-clear']({ key: draft('').key })

    vault.clear(REMOTE)
    await signInRemote()
    expect((await handlers['renderer:draft-list']({ key: draft('').key }))[0]?.data).toEqual({
      title: 'typed by the first editor',
    })
  })

  it('are removed when their user signs out, and only theirs', async () => {
    const { handlers, signInRemote, session, vault } = setup()
    await signInRemote(SECOND_EDITOR.email, 'second-secret')
    await handlers['renderer:draft-save'](draft('the colleague’s'))
    vault.clear(REMOTE)
    await signInRemote()
    await handlers['renderer:draft-save'](draft('mine'))
    await session.signOut()
    expect(await handlers['renderer:draft-list']({ key: draft('').key })).toEqual([])

    await signInRemote()
    expect(await handlers['renderer:draft-list']({ key: draft('').key })).toEqual([])
    vault.clear(REMOTE)
    await signInRemote(SECOND_EDITOR.email, 'second-secret')
    expect((await handlers['renderer:draft-list']({ key: draft('').key }))[0]?.data).toEqual({
      title: 'the colleague’s',
    })
  })

  it('are not kept or read for no one when nobody is signed in', async () => {
    const { handlers } = setup()
    await expect(handlers['renderer:draft-save'](draft('x'))).rejects.toThrow(/not signed in/)
    expect(await handlers['renderer:draft-list']({ key: draft('').key })).toEqual([])
  })

  it('saved before they were kept per user are offered to the first user who signs in to their server, and to no one else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-drafts-'))
    const now = Date.UTC(2026, 0, 31)
    const day = 24 * 60 * 60 * 1000
    const typedBefore = {
      ...draft('typed before the upgrade'),
      savedAt: now - day,
      baseUpdatedAt: '2026-01-02T00:00:00.000Z',
    }
    const stale = { ...draft('typed long ago'), key: `${REMOTE}#posts/8@en` }
    writeLegacyDraft(dir, typedBefore, now - day)
    writeLegacyDraft(dir, stale, now - DRAFT_MAX_AGE_MS - day)
    // Folio starts after the upgrade.
    const { handlers, signInRemote, vault } = setup(new DraftStore(dir, { now: () => now }))

    await signInRemote()
    expect(await handlers['renderer:draft-list']({ key: typedBefore.key })).toEqual([typedBefore])
    expect(await handlers['renderer:draft-list']({ key: stale.key })).toEqual([])

    vault.clear(REMOTE)
    await signInRemote(SECOND_EDITOR.email, 'second-secret')
    expect(await handlers['renderer:draft-list']({ key: typedBefore.key })).toEqual([])
  })

  it('on the built-in CMS are the same user’s whatever port it started on', async () => {
    const { handlers, connectLocal } = setup()
    await connectLocal()
    expect(draftScopeOf(await handlers['renderer:session-get']())).toBe('local#users:7')
  })
})

describe('draft payloads', () => {
  it("keeps a draft's queued offline saves, and only saves", () => {
    const draft = { key: 'local#collection:posts/1@en', data: { title: 'x' }, savedAt: 1, baseUpdatedAt: null }
    expect(validateRequest('renderer:draft-save', { ...draft, queued: ['draft', 'publish'] }).ok).toBe(true)
    expect(validateRequest('renderer:draft-save', draft).ok).toBe(true)
    expect(validateRequest('renderer:draft-save', { ...draft, queued: ['delete'] }).ok).toBe(false)
    expect(validateRequest('renderer:draft-save', { ...draft, queued: 'publish' }).ok).toBe(false)
  })

  it("takes a draft's page instance and base, and refuses a malformed one", () => {
    const draft = { key: 'local#collection:posts/1@en', data: { title: 'x' }, savedAt: 1, baseUpdatedAt: null }
    const base = { fields: ['title'], values: { title: 'as loaded' } }
    expect(validateRequest('renderer:draft-save', { ...draft, instance: 'Tab_one-12345', base }).ok).toBe(true)
    expect(validateRequest('renderer:draft-save', { ...draft, instance: '../../etc' }).ok).toBe(false)
    expect(validateRequest('renderer:draft-save', { ...draft, base: { fields: 'title', values: {} } }).ok).toBe(false)
    expect(validateRequest('renderer:draft-save', { ...draft, base: { ...base, extra: 1 } }).ok).toBe(false)
    expect(validateRequest('renderer:draft-clear', { key: draft.key, instance: null }).ok).toBe(true)
    expect(validateRequest('renderer:draft-clear', { key: draft.key, instance: 'Tab_one-12345' }).ok).toBe(true)
    expect(validateRequest('renderer:draft-clear', { key: draft.key, instance: 'a/b' }).ok).toBe(false)
  })
})
