import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { copyTemplate, saveTemplate, templateDir, templateKey } from './template.js'

let tmp: string
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-template-'))
})
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }))

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

/** A template on disk as saveTemplate leaves it, and a fresh data folder's paths. */
const setup = () => {
  const dir = path.join(tmp, 'cache', 'abc')
  write(path.join(dir, 'folio.db'), 'seeded database')
  write(path.join(dir, 'media', 'sunrise.png'), 'png')
  const target = { database: path.join(tmp, 'data', 'folio.db'), media: path.join(tmp, 'data', 'media') }
  fs.mkdirSync(target.media, { recursive: true })
  return { dir, target }
}

describe('the seeded template', () => {
  it('is copied into a fresh folder: its database and its uploads, owner-only', () => {
    const { dir, target } = setup()
    expect(copyTemplate(dir, target)).toBe(true)
    expect(fs.readFileSync(target.database, 'utf8')).toBe('seeded database')
    expect(fs.readFileSync(path.join(target.media, 'sunrise.png'), 'utf8')).toBe('png')
    if (process.platform !== 'win32') expect(fs.statSync(target.database).mode & 0o777).toBe(0o600)
  })

  it('never replaces a database that is there already', () => {
    const { dir, target } = setup()
    write(target.database, 'the editor’s own content')
    expect(copyTemplate(dir, target)).toBe(false)
    expect(fs.readFileSync(target.database, 'utf8')).toBe('the editor’s own content')
    expect(fs.existsSync(path.join(target.media, 'sunrise.png'))).toBe(false)
  })

  it('leaves nothing behind when the copy fails, so the CMS seeds instead', () => {
    const { dir, target } = setup()
    fs.rmSync(path.join(dir, 'media'), { recursive: true })
    write(path.join(dir, 'media'), 'not a folder')
    expect(copyTemplate(dir, target)).toBe(false)
    expect(fs.existsSync(target.database)).toBe(false)
    expect(copyTemplate(null, target)).toBe(false)
    expect(copyTemplate(path.join(tmp, 'none'), target)).toBe(false)
  })

  it('is kept once, from the seeded folder, and replaces the templates of earlier builds', async () => {
    const cache = path.join(tmp, 'cache')
    const old = path.join(cache, '0123456789abcdef01234567')
    write(path.join(old, 'folio.db'), 'older build')
    const media = path.join(tmp, 'seeded', 'media')
    write(path.join(media, 'ocean.png'), 'png')
    const dir = path.join(cache, 'fedcba9876543210fedcba98')
    await saveTemplate(dir, { media }, (file) => Promise.resolve(fs.writeFileSync(file, 'vacuumed copy')))
    expect(fs.readFileSync(path.join(dir, 'folio.db'), 'utf8')).toBe('vacuumed copy')
    expect(fs.readFileSync(path.join(dir, 'media', 'ocean.png'), 'utf8')).toBe('png')
    expect(fs.existsSync(old)).toBe(false)
    // A second seeded folder leaves the first template as it is.
    await saveTemplate(dir, { media }, (file) => Promise.resolve(fs.writeFileSync(file, 'second')))
    expect(fs.readFileSync(path.join(dir, 'folio.db'), 'utf8')).toBe('vacuumed copy')
  })

  it('leaves no half-written template when the copy of the database fails', async () => {
    const dir = path.join(tmp, 'cache', 'fedcba9876543210fedcba98')
    const media = path.join(tmp, 'seeded', 'media')
    fs.mkdirSync(media, { recursive: true })
    await saveTemplate(dir, { media }, () => Promise.reject(new Error('disk full')))
    expect(fs.existsSync(dir)).toBe(false)
    const cache = path.join(tmp, 'cache')
    expect(fs.existsSync(cache) ? fs.readdirSync(cache) : []).toEqual([])
  })

  it('is keyed by the built CMS: any change to its code makes a new template', () => {
    const dist = path.join(tmp, 'dist')
    write(path.join(dist, 'config.js'), 'export const a = 1')
    write(path.join(dist, 'seed', 'index.js'), 'export const seed = 1')
    const before = templateKey(dist)
    expect(templateKey(dist)).toBe(before)
    write(path.join(dist, 'seed', 'index.js'), 'export const seed = 2')
    expect(templateKey(dist)).not.toBe(before)
    expect(templateDir({ FOLIO_CMS_TEMPLATE_DIR: path.join(tmp, 'c') }, dist)).toBe(
      path.join(tmp, 'c', templateKey(dist)),
    )
    expect(templateDir({ FOLIO_CMS_TEMPLATE: 'off' }, dist)).toBeNull()
  })
})
