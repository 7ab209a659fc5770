import { describe, expect, it } from 'vitest'
import { EARLY_KEEP_MS, takeEarlyCall, type EarlyCalls } from './early-calls'

const answer = (text: string) => Promise.resolve(new Response(text))

describe('takeEarlyCall', () => {
  it('gives the boot call and each identical read once', async () => {
    const early: EarlyCalls = { at: 0, boot: answer('boot'), api: { '{"a":1}': answer('a') } }
    expect(await (await takeEarlyCall(early, 'renderer:boot', '', 5))!.text()).toBe('boot')
    expect(takeEarlyCall(early, 'renderer:boot', '', 5)).toBeUndefined()
    expect(takeEarlyCall(early, 'renderer:api', '{"a":2}', 5)).toBeUndefined()
    expect(await (await takeEarlyCall(early, 'renderer:api', '{"a":1}', 5))!.text()).toBe('a')
    expect(takeEarlyCall(early, 'renderer:api', '{"a":1}', 5)).toBeUndefined()
  })

  it('gives nothing for other channels, without early calls, or once they are stale', () => {
    const early: EarlyCalls = { at: 0, boot: answer('boot'), api: { x: answer('x') } }
    expect(takeEarlyCall(early, 'renderer:theme-get', '', 5)).toBeUndefined()
    expect(takeEarlyCall(undefined, 'renderer:boot', '', 5)).toBeUndefined()
    expect(takeEarlyCall(early, 'renderer:api', 'x', EARLY_KEEP_MS + 1)).toBeUndefined()
  })
})
