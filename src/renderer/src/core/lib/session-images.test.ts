import { describe, expect, it, vi } from 'vitest'
import { createSessionImages, fileRoutePrefix } from './session-images'

describe('fileRoutePrefix', () => {
  it('is the file route of an upload collection up to the name', () => {
    expect(fileRoutePrefix('https://cms.example.com/api/media/file/a-64x64.png?v=1')).toBe(
      'https://cms.example.com/api/media/file/',
    )
  })
  it.each([
    'blob:https://app/123',
    'data:image/png;base64,AA',
    '/api/media/file/a.png',
    'https://x/api/media/file/',
    'https://cdn.example.com/a.png',
  ])('is null for %s', (url) => expect(fileRoutePrefix(url)).toBeNull())
})

function setup(concurrency = 2) {
  const reads = new Map<string, Array<(blob: Blob | null) => void>>()
  const started: string[] = []
  const revoked: string[] = []
  let made = 0
  const images = createSessionImages({
    concurrency,
    read: (url) =>
      new Promise((resolve) => {
        started.push(url)
        reads.set(url, [...(reads.get(url) ?? []), resolve])
      }),
    createObjectURL: () => `blob:${++made}`,
    revokeObjectURL: (url) => revoked.push(url),
  })
  const finish = async (url: string, blob: Blob | null = new Blob(['x'])) => {
    reads.get(url)!.shift()!(blob)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { images, started, revoked, finish }
}

const A = 'https://cms.example.com/api/media/file/a.png'
const B = 'https://cms.example.com/api/media/file/b.png'
const C = 'https://cms.example.com/api/media/file/c.png'

describe('session images', () => {
  it('reads a file once for every place showing it, and revokes its blob: URL when the last lets go', async () => {
    const { images, started, revoked, finish } = setup()
    const first = vi.fn()
    const second = vi.fn()
    const releaseFirst = images.acquire(A, first)
    const releaseSecond = images.acquire(A, second)
    await finish(A)
    expect(started).toEqual([A])
    expect(first).toHaveBeenCalledWith('blob:1')
    expect(second).toHaveBeenCalledWith('blob:1')
    releaseFirst()
    expect(revoked).toEqual([])
    releaseSecond()
    expect(revoked).toEqual(['blob:1'])
  })

  it('reads a few at a time; one let go of before its turn is never read', async () => {
    const { images, started, finish } = setup(2)
    images.acquire(A, () => {})
    images.acquire(B, () => {})
    const releaseC = images.acquire(C, () => {})
    expect(started).toEqual([A, B])
    releaseC()
    await finish(A)
    expect(started).toEqual([A, B])
  })

  it('revokes what arrives for a place that is gone', async () => {
    const { images, revoked, finish } = setup()
    const listener = vi.fn()
    images.acquire(A, listener)()
    await finish(A)
    expect(listener).not.toHaveBeenCalled()
    expect(revoked).toEqual(['blob:1'])
  })

  it('remembers a file route that needed the session, not one whose file could not be read', async () => {
    const { images, finish } = setup()
    expect(images.needsSession(B)).toBe(false)
    images.acquire(A, () => {})
    await finish(A)
    expect(images.needsSession(B)).toBe(true)
    const other = 'https://cms.example.com/api/docs/file/x.png'
    const listener = vi.fn()
    images.acquire(other, listener)
    await finish(other, null)
    expect(listener).toHaveBeenCalledWith(null)
    expect(images.needsSession(other)).toBe(false)
  })
})
