import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNavStore } from './nav-store'
import { usePreferencesStore, type PreferenceValue } from './preferences-store'

/** The server's nav preference, answered when the test says so. */
function slowServer(value: PreferenceValue) {
  let answer!: () => void
  const saved: PreferenceValue[] = []
  usePreferencesStore.setState({
    get: () => new Promise((resolve) => (answer = () => resolve(value))),
    set: (_key, next) => void saved.push(next),
  })
  return { answer: () => answer(), saved }
}

describe('nav store', () => {
  afterEach(() => {
    useNavStore.getState().forget()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('keeps a group closed by a click made while the server preference was still being read', async () => {
    vi.useFakeTimers()
    const server = slowServer({ groups: { Content: { open: true }, Admin: { open: false } } })
    const loading = useNavStore.getState().load('server#1')
    useNavStore.getState().toggle('Content')
    expect(useNavStore.getState().isOpen('Content')).toBe(false)

    await vi.runAllTimersAsync()
    server.answer()
    await loading

    const nav = useNavStore.getState()
    expect(nav.loaded).toBe(true)
    expect(nav.isOpen('Content')).toBe(false)
    // The rest of the server's preference is taken, and the click reaches the server over it.
    expect(nav.isOpen('Admin')).toBe(false)
    expect(server.saved.at(-1)).toEqual({ groups: { Content: { open: false }, Admin: { open: false } } })
  })

  it('reads the server once for a user whose shell is drawn again (the same page): the groups stay as read', async () => {
    vi.useFakeTimers()
    let reads = 0
    usePreferencesStore.setState({
      get: () => {
        reads++
        return Promise.resolve({ groups: { Content: { open: false } } })
      },
    })
    const first = useNavStore.getState().load('server#9')
    await vi.runAllTimersAsync()
    await first
    useNavStore.getState().forget()
    await useNavStore.getState().load('server#9')
    expect(reads).toBe(1)
    expect(useNavStore.getState().isOpen('Content')).toBe(false)
    // Another user's groups are read.
    const other = useNavStore.getState().load('server#10')
    await vi.runAllTimersAsync()
    await other
    expect(reads).toBe(2)
  })

  it('takes the server preference as it is when nothing was clicked meanwhile', async () => {
    vi.useFakeTimers()
    const server = slowServer({ groups: { Content: { open: false } } })
    const loading = useNavStore.getState().load('server#2')
    await vi.runAllTimersAsync()
    server.answer()
    await loading
    expect(useNavStore.getState().isOpen('Content')).toBe(false)
    // Only the click's write: none when nothing was clicked.
    expect(server.saved).toEqual([])
  })

  it('keeps its preference object when the server answers the groups it already shows', async () => {
    vi.useFakeTimers()
    // The sidebar shows the copy kept in local storage, and the server answers the same groups.
    const kept = JSON.stringify({ groups: { Content: { open: false } } })
    vi.stubGlobal('localStorage', { getItem: () => kept, setItem: () => {} })
    useNavStore.setState({ preference: JSON.parse(kept) as ReturnType<typeof useNavStore.getState>['preference'] })
    const shown = useNavStore.getState().preference
    const server = slowServer({ groups: { Content: { open: false } } })
    const loading = useNavStore.getState().load('server#3')
    await vi.runAllTimersAsync()
    server.answer()
    await loading
    // The sidebar subscribes to this object: an equal copy would draw it (and the shell) again for nothing.
    expect(useNavStore.getState().preference).toBe(shown)
    expect(useNavStore.getState().loaded).toBe(true)
  })
})
