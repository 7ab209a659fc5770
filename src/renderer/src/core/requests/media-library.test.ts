import { describe, expect, it } from 'vitest'
import { mediaLibraryRequest, mediaLibraryWhere, mimeTypeWhere } from './media-library'

describe('media library requests', () => {
  it('turns a MIME family into a prefix match and an exact type into equals', () => {
    expect(mimeTypeWhere('image/*')).toEqual({ mimeType: { like: 'image/' } })
    expect(mimeTypeWhere('application/pdf')).toEqual({ mimeType: { equals: 'application/pdf' } })
    expect(mimeTypeWhere(null)).toBeUndefined()
  })

  it('searches the title field or the file name, and ANDs the filter, the search and the type', () => {
    expect(
      mediaLibraryWhere({ titleField: 'alt', search: ' cat ', mime: 'image/png', filter: { a: { equals: 1 } } }),
    ).toEqual({
      and: [
        { a: { equals: 1 } },
        { or: [{ alt: { like: 'cat' } }, { filename: { like: 'cat' } }] },
        { mimeType: { equals: 'image/png' } },
      ],
    })
    expect(mediaLibraryWhere({ titleField: 'filename', search: 'cat', mime: null })).toEqual({
      filename: { like: 'cat' },
    })
    expect(mediaLibraryWhere({ titleField: 'alt', search: '', mime: null })).toBeUndefined()
  })

  it('reads one page, newest first, with only what a tile shows', () => {
    const request = mediaLibraryRequest('media', { titleField: 'alt', search: '', mime: 'image/*' }, 2)
    expect(request).toMatchObject({
      method: 'GET',
      path: '/media',
      query: { limit: 40, page: 2, depth: 0, sort: '-createdAt', where: { mimeType: { like: 'image/' } } },
    })
    expect(Object.keys(request.query!.select as object).sort()).toEqual(
      [
        'alt',
        'createdAt',
        'filename',
        'filesize',
        'height',
        'mimeType',
        'sizes',
        'thumbnailURL',
        'url',
        'width',
      ].sort(),
    )
  })
})
