import { describe, expect, it } from 'vitest'
import { createFolderRequest, folderChain, subfoldersRequest } from './folders'

describe('folders', () => {
  it('reads the breadcrumb from the top folder down', () => {
    const folder = { id: 3, name: 'C', folder: { id: 2, name: 'B', folder: { id: 1, name: 'A', folder: null } } }
    expect(folderChain(folder)).toEqual([
      { id: '1', name: 'A' },
      { id: '2', name: 'B' },
      { id: '3', name: 'C' },
    ])
  })

  it("lists the subfolders at the top level or in a folder, those that take the collection's documents", () => {
    const root = subfoldersRequest('root', 'media', 'en').query!.where as { and: unknown[] }
    expect(root.and[0]).toEqual({ folder: { exists: false } })
    expect(root.and[1]).toEqual({ or: [{ folderType: { in: ['media'] } }, { folderType: { exists: false } }] })
    expect((subfoldersRequest('4', 'media', 'en').query!.where as { and: unknown[] }).and[0]).toEqual({
      folder: { equals: '4' },
    })
  })

  it('creates a folder in the current one, for the collection', () => {
    expect(createFolderRequest('Logos', 'root', 'media', 'en').body).toEqual({
      name: 'Logos',
      folder: null,
      folderType: ['media'],
    })
    expect(createFolderRequest('Old', '4', 'media', 'en').body).toMatchObject({ folder: '4' })
  })
})
