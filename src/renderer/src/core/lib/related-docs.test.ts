import { describe, expect, it, vi } from 'vitest'
import { RelatedDocs } from './related-docs'

const media = (ids: Array<string | number>) => ids.map((id) => ({ id, filename: `file-${id}.png` }))

describe('related documents', () => {
  it('fields asking in the same tick share one request per collection', async () => {
    const fetchMany = vi.fn(async (_collection: string, ids: Array<string | number>) => media(ids))
    const docs = new RelatedDocs(fetchMany)
    const answers = await Promise.all([
      docs.get('media', 1),
      docs.get('media', 2),
      docs.get('media', 1),
      docs.get('users', 'u1'),
    ])
    expect(answers.map((d) => d?.id)).toEqual([1, 2, 1, 'u1'])
    expect(fetchMany).toHaveBeenCalledTimes(2)
    expect(fetchMany).toHaveBeenCalledWith('media', [1, 2])
    await docs.get('media', 2)
    expect(fetchMany).toHaveBeenCalledTimes(2)
  })

  it('splits long id lists', async () => {
    const fetchMany = vi.fn(async (_c: string, ids: Array<string | number>) => media(ids))
    const docs = new RelatedDocs(fetchMany, 2)
    await Promise.all([1, 2, 3].map((id) => docs.get('media', id)))
    expect(fetchMany.mock.calls.map((c) => c[1])).toEqual([[1, 2], [3]])
  })

  it('a missing document or failed request answers null and is asked again next time', async () => {
    const fetchMany = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(media([7]))
    const docs = new RelatedDocs(fetchMany)
    expect(await docs.get('media', 7)).toBeNull()
    expect((await docs.get('media', 7))?.filename).toBe('file-7.png')
  })

  it('remembers documents found elsewhere', async () => {
    const fetchMany = vi.fn()
    const docs = new RelatedDocs(fetchMany)
    docs.remember('media', { id: 9, filename: 'new.png' })
    expect((await docs.get('media', 9))?.filename).toBe('new.png')
    expect(fetchMany).not.toHaveBeenCalled()
  })
})
