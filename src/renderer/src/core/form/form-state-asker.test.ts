import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiResult } from '@shared/api'
import type { FolioFormStateResponse } from '@shared/protocol'
import { FormStore } from '@renderer/core/form/form-store'
import { createFormStateAsker, FORM_STATE_PAUSE_MS } from './form-state-asker'

type Data = Record<string, unknown>

/** A form-state endpoint whose answers the test gives when it chooses, to order them against the form. */
function server() {
  const asks: { data: Data; answer: (body: Partial<FolioFormStateResponse>) => Promise<void> }[] = []
  const send = (data: Data) =>
    new Promise<ApiResult<unknown>>((resolve) => {
      asks.push({
        data,
        answer: async (body) => {
          resolve({ ok: true, status: 200, data: { errors: [], lockedState: null, ...body } })
          // Let the awaiting code run.
          for (let i = 0; i < 3; i++) await Promise.resolve()
        },
      })
    })
  return { asks, send }
}

/** The members' note shows only for members (as the demo posts' condition, evaluated by the server). */
const hidden = (data: Data) => (data.visibility === 'members' ? [] : ['membersNote'])

describe('the form state asker', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks once after a pause in editing, and puts the hidden fields on the form', async () => {
    const form = new FormStore({ visibility: 'members', membersNote: 'x' })
    const { asks, send } = server()
    createFormStateAsker({ form, send, validate: false })
    form.setValue('visibility', 'public')
    form.setValue('visibility', 'hidden')
    vi.advanceTimersByTime(FORM_STATE_PAUSE_MS)
    expect(asks).toHaveLength(1)
    await asks[0]!.answer({ hiddenPaths: hidden(asks[0]!.data) })
    expect(form.isHidden('membersNote')).toBe(true)
  })

  it("puts the fields' filterOptions for the edited data on the form, for their pickers", async () => {
    const form = new FormStore({ kind: 'news', related: [] })
    const { asks, send } = server()
    createFormStateAsker({ form, send, validate: false })
    form.setValue('kind', 'blog')
    vi.advanceTimersByTime(FORM_STATE_PAUSE_MS)
    const kind = String(asks[0]!.data.kind)
    await asks[0]!.answer({ filterOptions: { related: { posts: { kind: { equals: kind } } } } })
    expect(form.getFilterOptions('related')).toEqual({ posts: { kind: { equals: 'blog' } } })
  })

  it("asks again when an autosave's answer replaced the form while the answer for the last edit was out", async () => {
    const form = new FormStore({ visibility: 'members', membersNote: 'x' })
    const { asks, send } = server()
    createFormStateAsker({ form, send, validate: false })
    form.setValue('visibility', 'public')
    const autosaveLeft = form.revision
    vi.advanceTimersByTime(FORM_STATE_PAUSE_MS)
    expect(asks).toHaveLength(1)
    // The autosave of that edit lands first: the form takes the saved copy (and is unmodified).
    form.loadSaved({ visibility: 'public', membersNote: 'x' }, autosaveLeft)
    await asks[0]!.answer({ hiddenPaths: hidden(asks[0]!.data) })
    // That answer was for data since replaced: dropped, and asked again for the form as it is.
    vi.advanceTimersByTime(FORM_STATE_PAUSE_MS)
    expect(asks).toHaveLength(2)
    await asks[1]!.answer({ hiddenPaths: hidden(asks[1]!.data) })
    expect(form.isHidden('membersNote')).toBe(true)
  })

  it('drops an answer for an earlier ask, and an edit meanwhile asks only once more', async () => {
    const form = new FormStore({ visibility: 'public', membersNote: 'x' })
    const { asks, send } = server()
    createFormStateAsker({ form, send, validate: false })
    form.setValue('visibility', 'members')
    vi.advanceTimersByTime(FORM_STATE_PAUSE_MS)
    form.setValue('visibility', 'hidden')
    await asks[0]!.answer({ hiddenPaths: hidden(asks[0]!.data) })
    expect(form.isHidden('membersNote')).toBe(false)
    vi.advanceTimersByTime(FORM_STATE_PAUSE_MS)
    expect(asks).toHaveLength(2)
    await asks[1]!.answer({ hiddenPaths: hidden(asks[1]!.data) })
    expect(form.isHidden('membersNote')).toBe(true)
    vi.advanceTimersByTime(10 * FORM_STATE_PAUSE_MS)
    expect(asks).toHaveLength(2)
  })

  it('asks nothing after it is stopped', async () => {
    const form = new FormStore({ visibility: 'public' })
    const { asks, send } = server()
    createFormStateAsker({ form, send, validate: false }).stop()
    form.setValue('visibility', 'members')
    vi.advanceTimersByTime(FORM_STATE_PAUSE_MS)
    expect(asks).toHaveLength(0)
  })
})
