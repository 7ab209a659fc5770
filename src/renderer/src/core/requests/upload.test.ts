import { describe, expect, it } from 'vitest'
import { saveRequest } from './document'
import { fileSaveRequest, withUploadEdits } from './upload'

const file = { name: 'sea.png', type: 'image/png', base64: 'AAAA' }

describe('file save requests', () => {
  it('creates a document: the file and the typed fields, without what Payload reads from the file', () => {
    const target = { kind: 'collection' as const, slug: 'assets' }
    const save = saveRequest(
      target,
      { alt: 'Sea', filename: 'old.png', width: 9 },
      { mode: 'save', drafts: false, language: 'en' },
    )
    expect(fileSaveRequest(target, save, file)).toEqual({
      collection: 'assets',
      filename: 'sea.png',
      mimeType: 'image/png',
      dataBase64: 'AAAA',
      data: { alt: 'Sea' },
      query: { depth: 0 },
      language: 'en',
    })
  })

  it('sends the name cleaned as Payload cleans it: a backslash or a right-to-left override never reaches the bridge', () => {
    const target = { kind: 'collection' as const, slug: 'assets' }
    const save = saveRequest(target, { alt: 'Sea' }, { mode: 'save', drafts: false, language: 'en' })
    expect(fileSaveRequest(target, save, { ...file, name: 'back\\slash.png' }).filename).toBe('backslash.png')
    expect(fileSaveRequest(target, save, { ...file, name: 'photo\u202egnp.exe' }).filename).toBe('photognp.exe')
  })

  it('replaces the file of a document, as a draft in its locale where drafts are on', () => {
    const target = { kind: 'collection' as const, slug: 'assets', id: '4' }
    const save = saveRequest(
      target,
      { alt: 'Sea', focalX: 30 },
      { mode: 'draft', drafts: true, locale: 'de', language: 'de' },
    )
    const request = fileSaveRequest(target, save, { ...file, type: '' })
    expect(request).toMatchObject({
      id: '4',
      mimeType: 'application/octet-stream',
      data: { alt: 'Sea', focalX: 30, _status: 'draft' },
      query: { depth: 0, draft: true, locale: 'de' },
      language: 'de',
    })
  })

  it("sends a moved focal point as Payload's uploadEdits in the query, an edge (0 %) included", () => {
    const save = saveRequest(
      { kind: 'collection', slug: 'assets', id: '4' },
      { focalX: 0, focalY: 65 },
      { mode: 'save', drafts: false, language: 'en' },
    )
    expect(withUploadEdits(save, { focalPoint: { x: 0, y: 65 } }).query).toEqual({
      depth: 0,
      uploadEdits: { focalPoint: { x: 0, y: 65 } },
    })
    expect(withUploadEdits(save, null)).toBe(save)
  })

  it('sends a crop with its size in pixels beside the focal point', () => {
    const save = saveRequest(
      { kind: 'collection', slug: 'assets', id: '4' },
      {},
      { mode: 'save', drafts: false, language: 'en' },
    )
    const crop = { unit: '%' as const, x: 10, y: 0, width: 50, height: 100 }
    expect(withUploadEdits(save, { crop, widthInPixels: 150, heightInPixels: 200 }).query).toEqual({
      depth: 0,
      uploadEdits: { crop, widthInPixels: 150, heightInPixels: 200 },
    })
  })
})
