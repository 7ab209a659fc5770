import { describe, expect, it } from 'vitest'
import { bulkBatchRequest } from './bulk'
import {
  createFolderRequest,
  deleteFolderRequest,
  folderChain,
  moveDocumentsChange,
  moveFolderRequest,
  moveTargets,
  parentFolder,
  renameFolderRequest,
  startingFolder,
  subfoldersRequest,
} from './folders'

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

  it('renames, moves (into a folder or to the top) and deletes the folder itself', () => {
    expect(renameFolderRequest('4', 'Logos', 'en')).toMatchObject({
      method: 'PATCH',
      path: '/payload-folders/4',
      body: { name: 'Logos' },
    })
    expect(moveFolderRequest('4', '9', 'en')).toMatchObject({ method: 'PATCH', body: { folder: '9' } })
    expect(moveFolderRequest('4', 'root', 'en').body).toEqual({ folder: null })
    expect(deleteFolderRequest('4', 'en')).toMatchObject({ method: 'DELETE', path: '/payload-folders/4' })
  })

  it('moves documents with one where-based PATCH per batch, as a draft where drafts are on (a newer draft stays the newest)', () => {
    const plain = bulkBatchRequest('media', moveDocumentsChange('9', false), ['1', '2'], 'en')
    expect(plain).toMatchObject({ method: 'PATCH', path: '/media', body: { folder: '9' } })
    expect(plain.query).toMatchObject({ where: { id: { in: ['1', '2'] } } })
    expect(plain.query).not.toHaveProperty('draft')
    const toRoot = bulkBatchRequest('pages', moveDocumentsChange('root', true), ['1'], 'en')
    expect(toRoot.body).toEqual({ folder: null, _status: 'draft' })
    expect(toRoot.query).toMatchObject({ draft: true })
  })

  it('never offers a folder as a place to move itself into', () => {
    const subs = [
      { id: '1', name: 'A' },
      { id: '2', name: 'B' },
    ]
    expect(moveTargets(subs, '2')).toEqual([{ id: '1', name: 'A' }])
    expect(moveTargets(subs, undefined)).toEqual(subs)
  })

  it('goes back to the parent of a deleted folder, or to the top level', () => {
    expect(parentFolder([{ id: '1' }, { id: '2' }])).toBe('1')
    expect(parentFolder([{ id: '1' }])).toBe('root')
  })

  it('starts a new document in the folder browsed when it was created, as the field stores ids', () => {
    expect(startingFolder('?folder=7', 'number')).toBe(7)
    expect(startingFolder('?locale=de&folder=ab-1', 'text')).toBe('ab-1')
    expect(startingFolder('?folder=root', 'number')).toBeUndefined()
    expect(startingFolder('?folder=x', 'number')).toBeUndefined()
    expect(startingFolder('?folder=a%20b', 'text')).toBeUndefined()
    expect(startingFolder('', 'number')).toBeUndefined()
  })
})
