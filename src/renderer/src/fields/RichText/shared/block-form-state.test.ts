import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiResult } from '@shared/api'
import type { FolioFormStateResponse } from '@shared/protocol'
import { FormStore, type FieldError } from '@renderer/core/form/form-store'
import type { BlockFormStateAsk } from '@renderer/core/requests'
import { BLOCK_FORM_STATE_PAUSE_MS, connectBlockFormState, mergeErrors, withDefaults } from './block-form-state'

type Data = Record<string, unknown>

/** A transport whose answers the test gives when it chooses, to order them against edits. */
function server() {
  const asks: {
    data: Data
    ask: BlockFormStateAsk
    answer: (body: Partial<FolioFormStateResponse>) => Promise<void>
    fail: (message: string) => Promise<void>
  }[] = []
  const send = (data: Data, ask: BlockFormStateAsk) =>
    new Promise<ApiResult>((resolve) => {
      const settle = async (result: ApiResult) => {
        resolve(result)
        // Let the awaiting code run.
        await Promise.resolve()
        await Promise.resolve()
      }
      asks.push({
        data,
        ask,
        answer: (body) => settle({ ok: true, status: 200, data: { errors: [], lockedState: null, ...body } }),
        fail: (message) => settle({ ok: false, error: { kind: 'http', status: 500, message } }),
      })
    })
  return { asks, send }
}

/** The field rules: a badge needs a label. */
const labelRequired = (form: FormStore) => (): FieldError[] =>
  form.getValue('label') ? [] : [{ path: 'label', message: 'This field is required.' }]

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe("a block drawer's form state", () => {
  it('fills a new block with the server’s defaults, keeping what the editor typed meanwhile, and shows no errors yet', async () => {
    const form = new FormStore({})
    const { asks, send } = server()
    const onDefaults = vi.fn()
    connectBlockFormState({ form, send, localErrors: labelRequired(form), isNew: true, editable: true, onDefaults })
    expect(asks).toHaveLength(1)
    expect(asks[0]!.ask).toBe('defaults')
    form.setValue('label', 'Mine')
    await asks[0]!.answer({ defaults: { id: 'abc', label: 'Default', color: 'blue', link: { target: '_self' } } })
    expect(form.getData()).toEqual({ label: 'Mine', color: 'blue', link: { target: '_self' } })
    expect(onDefaults).toHaveBeenCalledWith({ label: 'Default', color: 'blue', link: { target: '_self' } })
    expect(form.errorCount).toBe(0)
  })

  it('opens with the errors the server gave the block when its document was refused, until that field changes', () => {
    const form = new FormStore({ label: 'forbidden', note: 'x' })
    const { send } = server()
    connectBlockFormState({
      form,
      send,
      localErrors: labelRequired(form),
      isNew: false,
      editable: true,
      serverErrors: [{ path: 'label', message: 'Not allowed' }],
    })
    expect(form.getError('label')).toBe('Not allowed')
    form.setValue('note', 'y')
    expect(form.getError('label')).toBe('Not allowed')
    form.setValue('label', 'fine')
    expect(form.getError('label')).toBeUndefined()
  })

  it('asks the server once after a pause in typing, never per keystroke, and shows its errors on their fields', async () => {
    const form = new FormStore({ label: '' })
    const { asks, send } = server()
    connectBlockFormState({ form, send, localErrors: labelRequired(form), isNew: false, editable: true })
    for (const text of ['h', 'ht', 'htt', 'http']) {
      form.setValue('url', text)
      vi.advanceTimersByTime(BLOCK_FORM_STATE_PAUSE_MS - 1)
    }
    expect(asks).toHaveLength(0)
    // The field rules answer at once, without the server.
    expect(form.getError('label')).toBe('This field is required.')
    vi.advanceTimersByTime(1)
    expect(asks.map((a) => a.data)).toEqual([{ label: '', url: 'http' }])
    await asks[0]!.answer({
      errors: [
        { path: 'url', message: 'Not a URL.' },
        { path: 'label', message: 'Server says required.' },
      ],
      hiddenPaths: ['note'],
    })
    expect(form.getError('url')).toBe('Not a URL.')
    expect(form.getError('label')).toBe('This field is required.')
    expect(form.isHidden('note')).toBe(true)
    // Editing the field drops its server message until the next answer.
    form.setValue('url', 'https://x.test')
    expect(form.getError('url')).toBeUndefined()
  })

  it('ignores the answer to an earlier ask once the data changed or a new ask started', async () => {
    const form = new FormStore({ label: 'x' })
    const { asks, send } = server()
    connectBlockFormState({ form, send, localErrors: labelRequired(form), isNew: false, editable: true })
    form.setValue('url', 'a')
    vi.advanceTimersByTime(BLOCK_FORM_STATE_PAUSE_MS)
    form.setValue('url', 'ab')
    vi.advanceTimersByTime(BLOCK_FORM_STATE_PAUSE_MS)
    expect(asks).toHaveLength(2)
    await asks[1]!.answer({ errors: [] })
    await asks[0]!.answer({ errors: [{ path: 'url', message: 'Not a URL.' }], hiddenPaths: ['note'] })
    expect(form.getError('url')).toBeUndefined()
    expect(form.isHidden('note')).toBe(false)
  })

  it('reports a failed ask (a new block’s defaults, or the latest check), and clears it once a later ask is answered', async () => {
    const form = new FormStore({})
    const { asks, send } = server()
    const onFailure = vi.fn()
    connectBlockFormState({ form, send, localErrors: () => [], isNew: true, editable: true, onFailure })
    form.setValue('label', 'typed before the defaults failed')
    await asks[0]!.fail('Server down.')
    expect(onFailure).toHaveBeenLastCalledWith({ kind: 'http', status: 500, message: 'Server down.' })
    vi.advanceTimersByTime(BLOCK_FORM_STATE_PAUSE_MS)
    await asks[1]!.answer({ errors: [] })
    expect(onFailure).toHaveBeenLastCalledWith(null)
    // A failed check about data changed since is not the drawer's news.
    onFailure.mockClear()
    form.setValue('label', 'a')
    vi.advanceTimersByTime(BLOCK_FORM_STATE_PAUSE_MS)
    form.setValue('label', 'ab')
    await asks[2]!.fail('Old.')
    expect(onFailure).not.toHaveBeenCalled()
  })

  it('asks what the fields’ filterOptions allow as an opened block shows, without showing errors yet', async () => {
    const form = new FormStore({ link: null })
    const { asks, send } = server()
    connectBlockFormState({ form, send, localErrors: () => [], isNew: false, filtered: true, editable: true })
    expect(asks.map((a) => a.ask)).toEqual(['open'])
    await asks[0]!.answer({
      errors: [{ path: 'text', message: 'Required.' }],
      filterOptions: { link: { posts: { _status: { equals: 'published' } } } },
    })
    expect(form.getFilterOptions('link')).toEqual({ posts: { _status: { equals: 'published' } } })
    expect(form.errorCount).toBe(0)
    // Later checks carry the filters for the data as it is then.
    form.setValue('tone', 'warning')
    vi.advanceTimersByTime(BLOCK_FORM_STATE_PAUSE_MS)
    await asks[1]!.answer({ errors: [], filterOptions: { link: { posts: false } } })
    expect(form.getFilterOptions('link')).toEqual({ posts: false })
  })

  it('asks nothing for a read-only drawer, or after it closed', () => {
    const form = new FormStore({ label: 'x' })
    const { asks, send } = server()
    connectBlockFormState({ form, send, localErrors: () => [], isNew: false, filtered: true, editable: false })
    form.setValue('url', 'a')
    vi.advanceTimersByTime(BLOCK_FORM_STATE_PAUSE_MS)
    const other = new FormStore({})
    const disconnect = connectBlockFormState({ form: other, send, localErrors: () => [], isNew: false, editable: true })
    other.setValue('url', 'a')
    disconnect()
    vi.advanceTimersByTime(BLOCK_FORM_STATE_PAUSE_MS)
    expect(asks).toHaveLength(0)
  })
})

describe('block form-state helpers', () => {
  it('fills defaults only where the data has none, nested groups included', () => {
    expect(withDefaults({ a: 1, g: { x: 'typed' } }, { a: 2, b: 3, g: { x: 'd', y: 'd' } })).toEqual({
      a: 1,
      b: 3,
      g: { x: 'typed', y: 'd' },
    })
  })

  it("keeps the field rules' message and adds the server's for other fields", () => {
    expect(
      mergeErrors(
        [{ path: 'a', message: 'local' }],
        [
          { path: 'a', message: 'server' },
          { path: 'b', message: 'custom' },
        ],
      ),
    ).toEqual([
      { path: 'a', message: 'local' },
      { path: 'b', message: 'custom' },
    ])
  })
})
