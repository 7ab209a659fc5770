import { describe, expect, it } from 'vitest'
import type { ApiError, ApiRequest, ApiResult } from '@shared/api'
import { FOLIO_KEEP_LOCK_PARAM, type FolioLockedState } from '@shared/protocol'
import type { DocumentEvent } from '../../../core/events/document-events'
import { FormStore } from '../../../core/form/form-store'
import { routes } from '../../../core/routes/routes'
import { createDocumentSession, type SessionInput } from './document-session'
import { createWriteQueue } from './write-queue'
import { bodyOf, settle } from './fake-bridge'
import { fakeClock } from './fake-clock'

const INTERVAL = 2000
const ME = { id: 7, collection: 'users' }
const OTHER = { id: 8, collection: 'users' }
const ok = (data: unknown): ApiResult => ({ ok: true, status: 200, data })
const refused = (error: ApiError): ApiResult => ({ ok: false, error })
const unreachable = refused({ kind: 'unreachable', message: 'The host cannot be reached' })
const mine: FolioLockedState = { isLocked: true, user: ME } as FolioLockedState

type Kind = 'lock' | 'release' | 'check' | 'read' | 'autosave' | 'save'
const kindOf = (r: ApiRequest): Kind => {
  if (r.method === 'DELETE') return 'release'
  if (r.method === 'POST' && r.path.includes('form-state')) return 'lock'
  if (r.method === 'GET') return (r.query as { select?: unknown } | undefined)?.select ? 'check' : 'read'
  return (r.query as { autosave?: unknown } | undefined)?.autosave ? 'autosave' : 'save'
}

/**
 * A CMS the test scripts: by default every write lands (a new updatedAt each time), the server's copy
 * is the one this form is based on, and the lock is this editor's. A test answers otherwise through
 * `answer`, or holds a kind of request until it lets it go.
 */
function fakeCms() {
  const sent: ApiRequest[] = []
  let updatedAt = 'v1'
  let version = 1
  const held = new Map<Kind, (() => void)[]>()
  const holding = new Set<Kind>()
  let answer: (request: ApiRequest, kind: Kind) => ApiResult | undefined = () => undefined
  const respond = (request: ApiRequest, kind: Kind): ApiResult => {
    const scripted = answer(request, kind)
    if (scripted) return scripted
    switch (kind) {
      case 'lock':
        return ok({ lockedState: mine })
      case 'release':
        return ok({})
      case 'check':
      case 'read':
        return ok({ id: '1', title: 'Hello', updatedAt })
      default:
        updatedAt = `v${++version}`
        return ok({ doc: { ...(request.body as object), id: request.path.endsWith('/posts') ? '2' : '1', updatedAt } })
    }
  }
  const invoke = (request: ApiRequest): Promise<ApiResult> => {
    sent.push(request)
    const kind = kindOf(request)
    if (!holding.has(kind)) return Promise.resolve(respond(request, kind))
    return new Promise((resolve) => {
      const queue = held.get(kind) ?? []
      queue.push(() => resolve(respond(request, kind)))
      held.set(kind, queue)
    })
  }
  return {
    invoke,
    sent,
    of: (kind: Kind) => sent.filter((r) => kindOf(r) === kind),
    script: (next: typeof answer) => void (answer = next),
    hold: (kind: Kind) => void holding.add(kind),
    release: async (kind: Kind) => {
      holding.delete(kind)
      for (const go of held.get(kind) ?? []) go()
      held.delete(kind)
      await settle()
    },
    editedElsewhere: () => void (updatedAt = `v${++version}-theirs`),
  }
}

function setup(change: Partial<SessionInput> = {}) {
  const time = fakeClock()
  const cms = fakeCms()
  const form = new FormStore({ id: '1', title: 'Hello', updatedAt: 'v1' })
  const base = { current: 'v1' as string | null }
  const toasts: string[] = []
  const away: string[] = []
  const navigated: string[] = []
  const kept: unknown[] = []
  let signedIn: (() => void) | null = null
  let documentEvent: ((event: DocumentEvent, elsewhere: boolean) => void) | null = null
  let pathname = '/collections/posts/1'
  let nudge: (() => void) | null = null
  const session = createDocumentSession({
    clock: time.clock,
    invoke: cms.invoke,
    saveFile: (_target, request) => cms.invoke({ ...request, query: { ...request.query, file: true } }),
    notify: { success: () => {}, error: (message) => toasts.push(message) },
    notifyAway: (content) => away.push(content.title),
    onBackOnline: () => () => {},
    onSignedIn: (listener) => {
      signedIn = listener
      return () => void (signedIn = null)
    },
    onDocumentEvent: (listener) => {
      documentEvent = listener
      return () => void (documentEvent = null)
    },
    announce: () => {},
    refreshSession: () => {},
    pathname: () => pathname,
    reportShown: () => () => {},
    offlineNudges: (soon) => {
      nudge = soon
      return () => void (nudge = null)
    },
  })
  const input = (more: Partial<SessionInput> = {}): SessionInput => ({
    kind: 'collection',
    slug: 'posts',
    id: '1',
    isNew: false,
    target: { kind: 'collection', slug: 'posts', id: '1' },
    form,
    language: 'en',
    t: (key) => key,
    drafts: true,
    server: 'local',
    me: ME,
    ownPath: '/collections/posts/1',
    basePath: '/collections/posts/1',
    search: '',
    navigate: (path) => void navigated.push(path),
    loaded: true,
    mayWrite: true,
    lockEnabled: true,
    opened: mine,
    autosaveInterval: INTERVAL,
    body: () => bodyOf(form),
    validateForSubmit: () => [],
    baseUpdatedAtRef: base,
    setBaseUpdatedAt: (updatedAt) => void (base.current = updatedAt),
    writes: createWriteQueue(),
    isUpload: false,
    filesRequired: true,
    uploadEdits: {
      edits: () => null,
      saved: () => {},
      cropReady: () => false,
      hasCrop: () => false,
      setCrop: () => {},
      settledCrop: null,
    },
    keepDraftNow: () => void kept.push(form.getData()),
    draftSent: () => {},
    ...change,
    ...more,
  })
  session.setInput(input())
  session.mount()
  const type = (title: string) => form.setValue('title', title)
  const state = () => session.getSnapshot()
  return {
    ...time,
    cms,
    form,
    base,
    session,
    input,
    type,
    state,
    toasts,
    away,
    navigated,
    kept,
    signIn: () => signedIn?.(),
    deletedElsewhere: (id: string) => documentEvent?.({ type: 'deleted', server: 'local', slug: 'posts', id }, true),
    goTo: (path: string) => void (pathname = path),
    cmsBack: () => nudge?.(),
  }
}

const titleOf = (r: ApiRequest | undefined) => (r?.body as { title?: string } | undefined)?.title
const keepsLock = (r: ApiRequest | undefined) =>
  Boolean((r?.query as Record<string, unknown> | undefined)?.[FOLIO_KEEP_LOCK_PARAM])

describe('the open document: save, lock and autosave together', () => {
  it('a save that lands moves the base, counts a revision, keeps the lock and re-takes it at once', async () => {
    const s = setup({ autosaveInterval: 0 })
    s.type('Saved by hand')
    expect(await s.session.save('draft')).toBe('sent')
    expect(titleOf(s.cms.of('save')[0])).toBe('Saved by hand')
    expect(keepsLock(s.cms.of('save')[0])).toBe(true)
    expect(s.base.current).toBe('v2')
    expect(s.state().revision).toBe(1)
    expect(s.form.isModified()).toBe(false)
    await settle()
    // Payload deletes the lock on every update: it is taken again right away, after the save.
    const saveAt = s.cms.sent.indexOf(s.cms.of('save')[0]!)
    expect(s.cms.sent.findIndex((r, n) => n > saveAt && r.path.includes('form-state'))).toBeGreaterThan(saveAt)
  })

  it('a save refused with 423 turns the lock to taken over (read-only), and says so to an editor away', async () => {
    const s = setup({ autosaveInterval: 0 })
    s.cms.script((_r, kind) =>
      kind === 'save'
        ? refused({ kind: 'locked', status: 423, message: 'Locked' })
        : kind === 'lock'
          ? ok({ lockedState: { isLocked: true, user: OTHER } })
          : undefined,
    )
    s.type('Typed before the take-over')
    expect(await s.session.save('draft')).toBe('stopped')
    await settle()
    expect(s.state().lock.phase).toBe('taken-over')
    expect(s.state().lock.holder).toMatchObject({ id: 8 })
    expect(s.away).toContain('general:editingTakenOver')
    // What was typed stays in the form.
    expect(s.form.getValue('title')).toBe('Typed before the take-over')
  })

  it('an autosave answered 404 marks the document gone, keeps what was typed, and stops autosave', async () => {
    const s = setup()
    s.cms.script((_r, kind) =>
      kind === 'autosave' ? refused({ kind: 'not-found', status: 404, message: 'Not Found' }) : undefined,
    )
    s.type('Typed into a deleted document')
    await s.advance(INTERVAL)
    expect(s.state().gone).toBe(true)
    expect(s.kept).toEqual([expect.objectContaining({ title: 'Typed into a deleted document' })])
    s.type('More, after it went')
    await s.advance(INTERVAL * 5)
    expect(s.cms.of('autosave')).toHaveLength(1)
  })

  it('a lock call answered 404, and a deletion in another tab, mark the document gone', async () => {
    const s = setup({ autosaveInterval: 0 })
    s.deletedElsewhere('2')
    expect(s.state().gone).toBe(false)
    s.deletedElsewhere('1')
    expect(s.state().gone).toBe(true)
    const t = setup({ autosaveInterval: 0 })
    t.cms.script((_r, kind) =>
      kind === 'lock' ? refused({ kind: 'not-found', status: 404, message: 'x' }) : undefined,
    )
    t.type('Saved')
    await t.session.save('draft')
    await settle()
    expect(t.state().gone).toBe(true)
  })

  it('a save that cannot reach the CMS waits in the queue and is sent once, through the save, when it is back', async () => {
    const s = setup({ autosaveInterval: 0 })
    let down = true
    s.cms.script((_r, kind) => (down && kind !== 'release' ? unreachable : undefined))
    s.type('Typed while the CMS was away')
    expect(await s.session.save('publish')).toBe('offline')
    expect(s.state().queued).toEqual(['publish'])
    expect(s.state().waiting).toBe(1)
    expect(s.toasts).toHaveLength(1)
    // Tried again after the first delay: still away, nothing more said.
    await s.advance(1000)
    expect(s.cms.of('save')).toHaveLength(2)
    expect(s.toasts).toHaveLength(1)
    down = false
    s.cmsBack()
    await s.advance(0)
    expect(s.cms.of('save')).toHaveLength(3)
    expect(titleOf(s.cms.of('save')[2])).toBe('Typed while the CMS was away')
    expect((s.cms.of('save')[2]?.body as { _status?: string })._status).toBe('published')
    expect(s.state().queued).toEqual([])
    expect(s.away).toContain('folio:offlineSent')
    await s.advance(60_000)
    expect(s.cms.of('save')).toHaveLength(3)
  })

  it('changes that have not reached the CMS are waiting: a queued save, an autosave failing; not while it is quietly saved', async () => {
    const s = setup()
    expect(s.session.hasWaiting()).toBe(false)
    let down = true
    s.cms.script((_r, kind) => (down && kind !== 'release' ? unreachable : undefined))
    s.type('Typed while the CMS was away')
    await s.advance(INTERVAL)
    expect(s.state().autosave.phase).toBe('error')
    expect(s.session.hasWaiting()).toBe(true)
    // The status slot and the banner say the CMS is away: autosave's failure is no toast of its own.
    expect(s.toasts).toEqual([])
    down = false
    await s.advance(10_000)
    expect(s.state().autosave.phase).toBe('saved')
    expect(s.session.hasWaiting()).toBe(false)
    down = true
    s.type('And a save by hand')
    expect(await s.session.save('draft')).toBe('offline')
    expect(s.session.hasWaiting()).toBe(true)
  })

  it('an autosave the CMS refused waits for nothing: leaving is not held for it', async () => {
    const s = setup()
    s.cms.script((_r, kind) =>
      kind === 'autosave' ? refused({ kind: 'http', status: 400, message: 'No' }) : undefined,
    )
    s.type('Refused by the CMS')
    await s.advance(INTERVAL)
    expect(s.state().autosave.phase).toBe('error')
    expect(s.session.hasWaiting()).toBe(false)
  })

  it('unpublished, the form holds the draft status, and what was typed stays', async () => {
    const s = setup({ autosaveInterval: 0 })
    s.form.setSaved({ _status: 'published' })
    s.type('Typed before unpublishing')
    expect(await s.session.unpublish()).toBe(true)
    expect(s.form.getValue('_status')).toBe('draft')
    expect(s.form.getValue('title')).toBe('Typed before unpublishing')
    expect(s.form.isModified()).toBe(true)
  })

  it('a save refused because the session ended runs again once the user has signed in', async () => {
    const s = setup({ autosaveInterval: 0 })
    let ended = true
    s.cms.script((_r, kind) =>
      ended && kind === 'save'
        ? refused({ kind: 'http', status: 401, message: 'Unauthorized', sessionRejected: true })
        : undefined,
    )
    s.type('Typed as the session ended')
    expect(await s.session.save('draft')).toBe('stopped')
    ended = false
    s.signIn()
    await settle()
    expect(s.cms.of('save')).toHaveLength(2)
    expect(s.form.isModified()).toBe(false)
  })

  it('typing during a save keeps what was typed and autosave sends it next', async () => {
    const s = setup()
    s.type('First')
    s.cms.hold('save')
    const saving = s.session.save('draft')
    await settle()
    s.type('First, and typed during the save')
    await s.cms.release('save')
    expect(await saving).toBe('sent')
    expect(s.form.getValue('title')).toBe('First, and typed during the save')
    expect(s.form.isModified()).toBe(true)
    await s.advance(INTERVAL)
    expect(titleOf(s.cms.of('autosave')[0])).toBe('First, and typed during the save')
  })

  it("autosave finding someone else's save opens the conflict; keeping mine goes on sending", async () => {
    const s = setup()
    s.cms.editedElsewhere()
    s.type('Mine')
    await s.advance(INTERVAL)
    expect(s.state().conflict).toMatchObject({ mode: 'autosave' })
    expect(s.away).toContain('folio:changedOnServer')
    expect(s.cms.of('autosave')).toHaveLength(0)
    s.session.resolveConflict('overwrite')
    await s.advance(INTERVAL)
    expect(titleOf(s.cms.of('autosave')[0])).toBe('Mine')
  })

  it.each([
    ['leaving for the list sends what waited without the lock, and releases it', '/collections/posts', false],
    ["going to the document's versions sends what waited and keeps the lock", '/collections/posts/1/versions', true],
  ])('%s', async (_name, next, kept) => {
    const s = setup()
    s.type('Typed just before leaving')
    s.goTo(next)
    s.session.unmount()
    await settle()
    expect(titleOf(s.cms.of('autosave')[0])).toBe('Typed just before leaving')
    expect(keepsLock(s.cms.of('autosave')[0])).toBe(kept)
    expect(s.cms.of('release')).toHaveLength(kept ? 0 : 1)
  })

  it('a locked document is read-only: nothing is saved or autosaved, and taking over makes it writable', async () => {
    const theirs = { isLocked: true, user: OTHER } as FolioLockedState
    const s = setup({ opened: theirs })
    expect(s.state().lock.phase).toBe('locked-by-other')
    s.type('Typed while locked')
    await s.advance(INTERVAL * 2)
    expect(await s.session.save('draft')).toBe('stopped')
    expect(s.cms.of('autosave').concat(s.cms.of('save'))).toHaveLength(0)
    await s.session.takeOver()
    expect(s.state().lock.phase).toBe('mine')
    // The view renders again with the same opening answer: the lock stays taken over.
    s.session.setInput(s.input({ opened: theirs }))
    s.type('Typed after taking over')
    await s.advance(INTERVAL)
    expect(titleOf(s.cms.of('autosave')[0])).toBe('Typed after taking over')
  })

  it('a new document, once saved, goes to its own URL with the query kept', async () => {
    const form = new FormStore({})
    const s = setup({
      id: undefined,
      isNew: true,
      target: { kind: 'collection', slug: 'posts' },
      form,
      search: '?locale=de',
      lockEnabled: false,
      opened: null,
    })
    form.setValue('title', 'Brand new')
    expect(await s.session.save('draft')).toBe('sent')
    expect(s.navigated).toEqual([`${routes.document('posts', '2')}?locale=de`])
    expect(s.state().revision).toBe(1)
  })

  it("an upload's chosen file rides with the autosave and is the stored file once it lands", async () => {
    const s = setup({ isUpload: true })
    const file = new File(['x'], 'photo.jpg')
    s.session.chooseFile(file)
    s.session.setInput(s.input({ isUpload: true }))
    expect(s.state().chosenFile).toBe(file)
    await s.advance(INTERVAL)
    expect((s.cms.of('autosave')[0]?.query as { file?: boolean }).file).toBe(true)
    expect(s.state().chosenFile).toBeNull()
  })
})
