import { describe, expect, it } from 'vitest'
import type { ApiResult } from '@shared/api'
import type { FolioLockedState, FolioLockUser } from '@shared/protocol'
import type { DocumentRef } from '@shared/windows'
import { lockStateRequest, releaseLockRequest, type DocumentTarget } from '../../../core/requests'
import { createDocumentLock, type LockInputs } from './document-lock'
import { fakeBridge, settle } from './fake-bridge'
import { fakeClock } from './fake-clock'

const post: DocumentTarget = { kind: 'collection', slug: 'posts', id: '7' }
const EDIT = '/admin/collections/posts/7'
const alice: FolioLockUser = { id: 1, collection: 'users', displayName: 'Alice' }
const bob: FolioLockUser = { id: 2, collection: 'users', displayName: 'Bob' }
const me = { id: 1, collection: 'users' }

const lockedBy = (user: FolioLockUser | null): FolioLockedState => ({
  isLocked: user !== null,
  user,
  lastEditedAt: user ? '2026-01-01T00:00:00.000Z' : null,
})
const answered = (lockedState: FolioLockedState | null): ApiResult => ({ ok: true, status: 200, data: { lockedState } })
const notFound: ApiResult = { ok: false, error: { kind: 'not-found', status: 404, message: 'Not Found' } }
const deleted: ApiResult = { ok: true, status: 200, data: { docs: [] } }

/** A lock on post 7 opened by Alice on its edit page, her lock unless `overrides` say otherwise; not started. */
function setup(overrides: Partial<LockInputs> = {}) {
  const bridge = fakeBridge()
  const time = fakeClock()
  const events: string[] = []
  const shown = { elsewhere: (count: number): void => void count, refs: [] as DocumentRef[], open: 0 }
  const where = { pathname: EDIT }
  const lock = createDocumentLock({
    target: post,
    invoke: bridge.send,
    clock: time.clock,
    pathname: () => where.pathname,
    reportShown: (ref, onElsewhere) => {
      shown.refs.push(ref)
      shown.elsewhere = onElsewhere
      shown.open++
      return () => void shown.open--
    },
  })
  const inputs: LockInputs = {
    enabled: true,
    opened: lockedBy(alice),
    me,
    basePath: EDIT,
    onGone: () => events.push('gone'),
    ...overrides,
  }
  lock.update(inputs)
  lock.subscribe(() => events.push(lock.getSnapshot().phase))
  const update = (changes: Partial<LockInputs>) => lock.update({ ...inputs, ...changes })
  /** The lock-state calls sent, each as whether it takes the lock. */
  const lockCalls = () =>
    bridge.sent
      .filter((r) => r.method === 'POST')
      .map((r) => (r.body as { updateLastEdited: boolean }).updateLastEdited)
  const releases = () => bridge.sent.filter((r) => r.method === 'DELETE')
  return { lock, bridge, time, events, shown, where, update, lockCalls, releases }
}

describe('the document lock', () => {
  it("takes its phase and holder from the opening call's lock state", () => {
    expect(setup({ opened: lockedBy(alice) }).lock.getSnapshot()).toEqual({ phase: 'mine', holder: alice })
    // A lock that has expired (or is nobody's) is taken by the opening call: it is mine.
    expect(setup({ opened: lockedBy(null) }).lock.getSnapshot()).toEqual({ phase: 'mine', holder: null })
    expect(setup({ opened: lockedBy(bob) }).lock.getSnapshot()).toEqual({ phase: 'locked-by-other', holder: bob })
    expect(setup({ opened: undefined }).lock.getSnapshot()).toEqual({ phase: 'checking', holder: null })
    expect(setup({ opened: null }).lock.getSnapshot()).toEqual({ phase: 'off', holder: null })
    expect(setup({ opened: lockedBy(bob), enabled: false }).lock.getSnapshot()).toEqual({ phase: 'off', holder: bob })
  })

  it('keeps one snapshot object until the phase or the holder changes', () => {
    const { lock, update } = setup({ opened: undefined })
    const checking = lock.getSnapshot()
    update({ opened: undefined })
    expect(lock.getSnapshot()).toBe(checking)
    update({ opened: lockedBy(alice) })
    expect(lock.getSnapshot()).not.toBe(checking)
    expect(lock.getSnapshot().phase).toBe('mine')
  })

  it('refreshes the lock on changes at most every 10 s, and at once on the first change after a save', async () => {
    const { lock, bridge, time, lockCalls } = setup()
    lock.start()
    lock.formChanged()
    await time.advance(9_999)
    lock.formChanged()
    expect(lockCalls()).toEqual([])

    await time.advance(1)
    lock.formChanged()
    lock.formChanged()
    expect(bridge.sent).toEqual([lockStateRequest(post, true)])
    await bridge.answer(answered(lockedBy(alice)))

    // Payload deleted the lock with the save's write: it is taken again at once, and on the next change.
    await time.advance(2_000)
    lock.afterSave()
    expect(lockCalls()).toEqual([true, true])
    await bridge.answer(answered(lockedBy(alice)))
    lock.formChanged()
    expect(lockCalls()).toEqual([true, true, true])
    await bridge.answer(answered(lockedBy(alice)))
    lock.formChanged()
    await time.advance(9_999)
    lock.formChanged()
    expect(lockCalls()).toEqual([true, true, true])
    expect(lock.getSnapshot().phase).toBe('mine')
  })

  it('refreshes nothing before it is started, and nothing after a save while the lock is not mine', async () => {
    const { lock, time, lockCalls } = setup()
    await time.advance(60_000)
    lock.formChanged()
    const other = setup({ opened: lockedBy(bob) })
    other.lock.start()
    other.lock.afterSave()
    await other.time.advance(60_000)
    other.lock.formChanged()
    expect([...lockCalls(), ...other.lockCalls()]).toEqual([])
  })

  it('notices on a refresh that another editor took the lock over, and tells who', async () => {
    const { lock, bridge, time, events } = setup()
    lock.start()
    await time.advance(10_000)
    lock.formChanged()
    await bridge.answer(answered(lockedBy(bob)))
    expect(lock.getSnapshot()).toEqual({ phase: 'taken-over', holder: bob })
    expect(events).toEqual(['taken-over'])
  })

  /** Bob holds the lock and Alice takes it over: the release lands, then the lock state names `holder`. */
  async function takeOver(holder: FolioLockUser) {
    const opened = setup({ opened: lockedBy(bob) })
    const took = opened.lock.takeOver()
    await opened.bridge.answer(deleted)
    await opened.bridge.answer(answered(lockedBy(holder)))
    return { ...opened, took: await took }
  }

  it('takes the lock over: released, then taken, mine once the server says so', async () => {
    const { lock, bridge, took } = await takeOver(alice)
    expect(took).toBe(true)
    expect(bridge.sent).toEqual([releaseLockRequest(post), lockStateRequest(post, true)])
    expect(lock.getSnapshot()).toEqual({ phase: 'mine', holder: alice })
  })

  it('stays locked by the other editor when the server refuses the take-over', async () => {
    const { lock, bridge, took } = await takeOver(bob)
    expect(took).toBe(false)
    expect(lock.getSnapshot()).toEqual({ phase: 'locked-by-other', holder: bob })

    // The release itself failing: the lock is not asked for.
    const refused = lock.takeOver()
    await bridge.answer({ ok: false, error: { kind: 'http', status: 403, message: 'Forbidden' } })
    expect(await refused).toBe(false)
    expect(bridge.sent.filter((r) => r.method === 'POST')).toHaveLength(1)
  })

  it('a save answered 423: taken over, by who the lock state names, without taking the lock', async () => {
    const { lock, bridge } = setup()
    const noticing = lock.lockedOnSave()
    await bridge.answer(answered(lockedBy(bob)))
    await noticing
    expect(bridge.sent).toEqual([lockStateRequest(post, false)])
    expect(lock.getSnapshot()).toEqual({ phase: 'taken-over', holder: bob })
  })

  it('a lock call answered 404: the document is gone', async () => {
    const { lock, bridge, time, events } = setup()
    lock.start()
    await time.advance(10_000)
    lock.formChanged()
    await bridge.answer(notFound)
    expect(events).toEqual(['gone'])
    expect(lock.getSnapshot().phase).toBe('mine')
  })

  it('the editor chooses to look only: read-only, the holder kept', () => {
    const { lock, events } = setup({ opened: lockedBy(bob) })
    lock.readOnly()
    expect(lock.getSnapshot()).toEqual({ phase: 'read-only', holder: bob })
    expect(events).toEqual(['read-only'])
  })

  it('a new opening answer resets what the editor or the server changed', async () => {
    const { lock, bridge, update } = setup()
    const noticing = lock.lockedOnSave()
    await bridge.answer(answered(lockedBy(bob)))
    await noticing
    update({ opened: lockedBy(alice) })
    expect(lock.getSnapshot()).toEqual({ phase: 'mine', holder: alice })
  })

  it('releases my lock when the view leaves elsewhere, and reports the window no longer showing it', async () => {
    const { lock, bridge, shown, where, releases } = setup()
    lock.start()
    expect(shown.refs).toEqual([{ collection: 'posts', id: '7' }])
    expect(shown.open).toBe(1)
    where.pathname = '/admin/collections/posts'
    lock.stop()
    await settle()
    expect(shown.open).toBe(0)
    expect(releases()).toEqual([releaseLockRequest(post, 1)])
    expect(bridge.open()).toBe(1)
  })

  it('releases it when locking is switched off, as held before', () => {
    const { lock, where, update, releases } = setup()
    lock.start()
    where.pathname = '/admin/collections/posts'
    update({ enabled: false })
    lock.stop()
    expect(releases()).toEqual([releaseLockRequest(post, 1)])
  })

  it('keeps the lock when leaving to its preview, API or versions', () => {
    for (const tab of ['preview', 'api', 'versions/abc']) {
      const { lock, where, releases } = setup()
      lock.start()
      where.pathname = `${EDIT}/${tab}`
      lock.stop()
      expect(releases()).toEqual([])
    }
  })

  it("keeps it while the same user's other window shows the document, and counts none again once shown here anew", () => {
    const { lock, shown, where, releases } = setup()
    where.pathname = '/admin'
    lock.start()
    shown.elsewhere(1)
    lock.stop()
    expect(releases()).toEqual([])
    // Shown here again: no other window counts until the host says so.
    lock.start()
    lock.stop()
    expect(releases()).toEqual([releaseLockRequest(post, 1)])
  })

  it('releases nothing that is not mine; a drawer releases its lock wherever the page is', () => {
    for (const opened of [lockedBy(bob), undefined, null]) {
      const { lock, where, releases } = setup({ opened })
      lock.start()
      where.pathname = '/admin'
      lock.stop()
      expect(releases()).toEqual([])
    }
    const taken = setup()
    taken.lock.start()
    taken.lock.readOnly()
    taken.where.pathname = '/admin'
    taken.lock.stop()
    expect(taken.releases()).toEqual([])

    const drawer = setup({ opened: lockedBy(alice), basePath: null })
    drawer.lock.start()
    drawer.lock.stop()
    expect(drawer.releases()).toEqual([releaseLockRequest(post, 1)])
  })

  it('reports a global by its slug, and nothing for a document that has no id', () => {
    const reported: DocumentRef[] = []
    const reportShown = (ref: DocumentRef) => {
      reported.push(ref)
      return () => {}
    }
    const inputs: LockInputs = { enabled: true, opened: lockedBy(alice), me, basePath: null }
    for (const target of [
      { kind: 'global', slug: 'navigation' },
      { kind: 'collection', slug: 'posts' },
    ] as const) {
      const lock = createDocumentLock({ target, invoke: fakeBridge().send, reportShown })
      lock.update(inputs)
      lock.start()
    }
    expect(reported).toEqual([{ global: 'navigation' }])
  })
})
