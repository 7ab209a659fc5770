import { describe, expect, it } from 'vitest'
import type { ApiError, ApiResult } from '@shared/api'
import { FormStore } from '../../../core/form/form-store'
import { createDocumentWrites, type SaveOptions } from './document-writes'
import { createWriteQueue } from './write-queue'
import { bodyOf, fakeBridge, settle } from './fake-bridge'

/** The fake bridge, with the writes it was sent (the checks and reads left out). */
function bridgeWithWrites() {
  const bridge = fakeBridge()
  return { ...bridge, writes: () => bridge.sent.filter((r) => r.method !== 'GET') }
}

const ok = (data: unknown): ApiResult => ({ ok: true, status: 200, data })
const fresh = (updatedAt: string) => ok({ updatedAt })
const savedAs = (doc: Record<string, unknown>) => ok({ doc, message: 'Saved.' })
const refused = (error: ApiError): ApiResult => ({ ok: false, error })
const unreachable: ApiError = { kind: 'unreachable', message: 'The host cannot be reached' }

function setup(overrides: Partial<SaveOptions> = {}) {
  const bridge = bridgeWithWrites()
  const form = new FormStore({ id: '1', title: 'Hello', updatedAt: 'v1' })
  const base = { current: 'v1' as string | null }
  const writes = createWriteQueue()
  const toasts: string[] = []
  /** The keyed toasts still on screen, as the toast store keeps them: one per key, until cleared. */
  const onScreen = new Map<string, string>()
  const events: string[] = []
  let signedIn: (() => void) | null = null
  const options: SaveOptions = {
    form,
    target: { kind: 'collection', slug: 'posts', id: '1' },
    canSave: true,
    drafts: false,
    language: 'en',
    keepLock: false,
    t: (key) => key,
    baseUpdatedAtRef: base,
    body: () => bodyOf(form),
    writes,
    validateForSubmit: () => [],
    overwriteWithAutosave: (updatedAt) => events.push(`overwrite-with-autosave ${updatedAt}`),
    onLocked: () => events.push('locked'),
    onGone: () => events.push('gone'),
    // As the view does: the server's copy, except what was typed while the request was out.
    saved: (doc, how, sentAt) => {
      events.push(`saved ${how}`)
      if (typeof doc?.updatedAt === 'string') base.current = doc.updatedAt
      if (doc && how !== 'unpublish') form.loadSaved(doc, sentAt)
    },
    onOffline: (mode) => events.push(`offline ${mode}`),
    ...overrides,
  }
  const session = createDocumentWrites({
    options: () => options,
    invoke: bridge.send,
    notify: {
      success: (m) => toasts.push(`ok: ${m}`),
      error: (m, key) => {
        toasts.push(`error: ${m}`)
        if (key) onScreen.set(key, m)
      },
      clear: (key) => onScreen.delete(key),
    },
    onSignedIn: (listener) => {
      signedIn = listener
      return () => (signedIn = null)
    },
  })
  return { bridge, form, base, writes, toasts, onScreen, events, session, signIn: () => signedIn?.() }
}

describe('the open document session: save', () => {
  it('checks the server copy, sends the form, reports the save and takes the server copy', async () => {
    const s = setup()
    s.form.setValue('title', 'Hello world')
    const saving = s.session.save('save')
    await settle()
    expect(s.bridge.sent[0]).toMatchObject({ method: 'GET', query: { select: { updatedAt: true } } })
    await s.bridge.answer(fresh('v1'))
    expect(s.session.getSnapshot().saving).toBe('save')
    expect(s.bridge.writes()[0]).toMatchObject({ method: 'PATCH', body: { title: 'Hello world' } })
    await s.bridge.answer(savedAs({ id: '1', title: 'Hello world', updatedAt: 'v2' }))
    expect(await saving).toBe('sent')
    expect(s.session.getSnapshot().saving).toBeNull()
    expect(s.toasts).toEqual(['ok: Saved.'])
    expect(s.events).toEqual(['saved save'])
    expect(s.base.current).toBe('v2')
    expect(s.form.isModified()).toBe(false)
  })

  it('waits for an autosave that is out, then checks against the copy it made: no false conflict', async () => {
    const s = setup()
    let autosaveLands = () => {}
    void s.writes.run(
      () =>
        new Promise<void>((resolve) => {
          autosaveLands = () => {
            s.base.current = 'v2'
            resolve()
          }
        }),
    )
    s.form.setValue('title', 'Typed')
    const saving = s.session.save('save')
    await settle()
    expect(s.bridge.sent).toHaveLength(0)
    autosaveLands()
    await settle()
    await s.bridge.answer(fresh('v2'))
    expect(s.session.getSnapshot().conflict).toBeNull()
    await s.bridge.answer(savedAs({ id: '1', title: 'Typed', updatedAt: 'v3' }))
    expect(await saving).toBe('sent')
  })

  it('keeps what was typed while the save was out, and sends it with the next save', async () => {
    const s = setup()
    s.form.setValue('title', 'First')
    const first = s.session.save('save')
    await s.bridge.answer(fresh('v1'))
    s.form.setValue('title', 'First and more')
    await s.bridge.answer(savedAs({ id: '1', title: 'First', updatedAt: 'v2' }))
    expect(await first).toBe('sent')
    expect(s.form.getValue('title')).toBe('First and more')
    expect(s.form.isModified()).toBe(true)
    const second = s.session.save('save')
    await s.bridge.answer(fresh('v2'))
    expect(s.bridge.writes()[1]).toMatchObject({ body: { title: 'First and more' } })
    await s.bridge.answer(savedAs({ id: '1', title: 'First and more', updatedAt: 'v3' }))
    expect(await second).toBe('sent')
  })

  it('takes back what a failed save said once a save lands: the refusal and the CMS out of reach', async () => {
    const s = setup()
    s.form.setValue('title', 'Mine')
    const refusedSave = s.session.save('save')
    await s.bridge.answer(fresh('v1'))
    await s.bridge.answer(refused({ kind: 'http', status: 400, message: 'Bad title' }))
    expect(await refusedSave).toBe('stopped')
    const offlineSave = s.session.save('save')
    await s.bridge.answer(fresh('v1'))
    await s.bridge.answer(refused(unreachable))
    expect(await offlineSave).toBe('offline')
    expect([...s.onScreen.values()]).toEqual(['Bad title', 'The host cannot be reached'])
    const landed = s.session.save('save')
    await s.bridge.answer(fresh('v1'))
    await s.bridge.answer(savedAs({ id: '1', title: 'Mine', updatedAt: 'v2' }))
    expect(await landed).toBe('sent')
    expect([...s.onScreen.values()]).toEqual([])
  })

  it('answers busy to a save asked while one is out, sending nothing more', async () => {
    const s = setup()
    const first = s.session.save('save')
    expect(await s.session.save('save')).toBe('busy')
    await s.bridge.answer(fresh('v1'))
    await s.bridge.answer(savedAs({ id: '1', updatedAt: 'v2' }))
    expect(await first).toBe('sent')
    expect(s.bridge.writes()).toHaveLength(1)
  })

  it.each([
    [
      'tells the lock of a 423',
      { kind: 'locked', status: 423, message: 'Someone else is editing' },
      'locked',
      ['error: Someone else is editing'],
    ],
    [
      'marks the document gone on a 404, without a message',
      { kind: 'not-found', status: 404, message: 'Not Found' },
      'gone',
      [],
    ],
  ] as const)('%s, keeping the form as typed', async (_, error, event, toasts) => {
    const s = setup()
    s.form.setValue('title', 'Mine')
    const saving = s.session.save('save')
    await s.bridge.answer(fresh('v1'))
    await s.bridge.answer(refused(error))
    expect(await saving).toBe('stopped')
    expect(s.events).toEqual([event])
    expect(s.toasts).toEqual(toasts)
    expect(s.form.getValue('title')).toBe('Mine')
  })

  it('sends a save refused because the session ended again once the user has signed in', async () => {
    const s = setup()
    s.form.setValue('title', 'Mine')
    const saving = s.session.save('save')
    await s.bridge.answer(fresh('v1'))
    await s.bridge.answer(
      refused({ kind: 'unauthorized', status: 401, message: 'Unauthorized', sessionRejected: true }),
    )
    expect(await saving).toBe('stopped')
    expect(s.toasts).toEqual([])
    s.signIn()
    await s.bridge.answer(fresh('v1'))
    expect(s.bridge.writes()).toHaveLength(2)
    expect(s.bridge.writes()[1]).toMatchObject({ body: { title: 'Mine' } })
    await s.bridge.answer(savedAs({ id: '1', title: 'Mine', updatedAt: 'v2' }))
    expect(s.events).toEqual(['saved save'])
  })

  it('sends nothing after the sign-in once the view has gone', async () => {
    const s = setup()
    const saving = s.session.save('save')
    await s.bridge.answer(fresh('v1'))
    await s.bridge.answer(
      refused({ kind: 'unauthorized', status: 401, message: 'Unauthorized', sessionRejected: true }),
    )
    await saving
    s.session.dispose()
    s.signIn()
    await settle()
    expect(s.bridge.sent).toHaveLength(2)
  })

  it('hands a save that cannot reach the CMS to the offline queue once, which sends it again itself', async () => {
    const s = setup()
    s.form.setValue('title', 'Offline edit')
    const saving = s.session.save('draft')
    await s.bridge.answer(fresh('v1'))
    await s.bridge.answer(refused(unreachable))
    expect(await saving).toBe('offline')
    expect(s.events).toEqual(['offline draft'])
    expect(s.toasts).toHaveLength(1)
    // The queue's own try while the host is still down: no second message, no second entry.
    const queuedTry = s.session.save('draft', false, true)
    await s.bridge.answer(fresh('v1'))
    await s.bridge.answer(refused(unreachable))
    expect(await queuedTry).toBe('offline')
    expect(s.events).toEqual(['offline draft'])
    expect(s.toasts).toHaveLength(1)
    // Back: the queued save lands, with the form as it is now.
    const back = s.session.save('draft', false, true)
    await s.bridge.answer(fresh('v1'))
    expect(s.bridge.writes()[2]).toMatchObject({ body: { title: 'Offline edit' } })
    await s.bridge.answer(savedAs({ id: '1', title: 'Offline edit', updatedAt: 'v2' }))
    expect(await back).toBe('sent')
    expect(s.events).toEqual(['offline draft', 'saved draft'])
  })

  it('blocks a value that cannot be sent with a message, sending nothing', async () => {
    const s = setup({ validateForSubmit: () => [{ path: 'title', message: 'This field is required.' }] })
    const saving = s.session.save('save')
    await s.bridge.answer(fresh('v1'))
    expect(await saving).toBe('stopped')
    expect(s.bridge.writes()).toHaveLength(0)
    expect(s.toasts).toHaveLength(1)
    expect(s.toasts[0]).toMatch(/^error: /)
  })
})

describe('the open document session: conflict', () => {
  it('stops at a newer server copy, reads it for the choice, and overwrites only when chosen', async () => {
    const s = setup()
    s.form.setValue('title', 'Mine')
    const saving = s.session.save('save')
    await s.bridge.answer(fresh('v9'))
    expect(await saving).toBe('stopped')
    expect(s.session.getSnapshot().conflict).toEqual({ mode: 'save', updatedAt: 'v9' })
    await s.bridge.answer(ok({ id: '1', title: 'Theirs', updatedAt: 'v9' }))
    expect(s.session.getSnapshot().conflict?.theirs).toMatchObject({ title: 'Theirs' })
    expect(s.bridge.writes()).toHaveLength(0)
    s.session.resolveConflict('overwrite')
    await settle()
    expect(s.session.getSnapshot().conflict).toBeNull()
    // Chosen: sent without asking again.
    expect(s.bridge.sent.at(-1)).toMatchObject({ method: 'PATCH', body: { title: 'Mine' } })
  })

  it("takes theirs at the chosen fields and hands autosave's conflict back to autosave", async () => {
    const s = setup()
    s.form.setValue('title', 'Mine')
    s.session.autosaveConflict('v9')
    await s.bridge.answer(ok({ id: '1', title: 'Theirs', updatedAt: 'v9' }))
    s.session.resolveConflict({ theirs: ['title'] })
    expect(s.form.getValue('title')).toBe('Theirs')
    expect(s.events).toEqual(['overwrite-with-autosave v9'])
    expect(s.bridge.writes()).toHaveLength(0)
  })
})

describe('the open document session: unpublish', () => {
  it('waits for the write out, sends the draft status and reports it', async () => {
    const s = setup()
    let earlierLands = () => {}
    void s.writes.run(() => new Promise<void>((resolve) => (earlierLands = resolve)))
    const unpublishing = s.session.unpublish()
    expect(s.session.getSnapshot().unpublishing).toBe(true)
    await settle()
    expect(s.bridge.sent).toHaveLength(0)
    earlierLands()
    await settle()
    expect(s.bridge.sent[0]).toMatchObject({ method: 'PATCH', body: { _status: 'draft' } })
    await s.bridge.answer(savedAs({ id: '1', _status: 'draft', updatedAt: 'v2' }))
    expect(await unpublishing).toBe(true)
    expect(s.session.getSnapshot().unpublishing).toBe(false)
    expect(s.events).toEqual(['saved unpublish'])
  })

  it('says so when the server refuses', async () => {
    const s = setup()
    const unpublishing = s.session.unpublish()
    await settle()
    await s.bridge.answer(refused({ kind: 'http', status: 500, message: 'boom' }))
    expect(await unpublishing).toBe(false)
    expect(s.toasts).toEqual(['error: error:unPublishingDocument'])
  })
})
