import { describe, expect, it } from 'vitest'
import type { FolioClientBlock, FolioClientField } from '@shared/protocol'
import { MARKER_CHARACTERS, decodeFieldMarkers } from '@shared/visual-editing'
import { FormStore } from '../form/form-store'
import { saveRequest } from '../requests/document'
import { markForPreview } from './preview-markers'

const hero: FolioClientBlock = {
  slug: 'hero',
  fields: [{ name: 'heading', type: 'text', label: { en: 'Heading', de: 'Überschrift' } }],
}

const fields = [
  { name: 'title', type: 'text', label: 'Title' },
  { name: 'slug', type: 'text' },
  { name: 'website', type: 'text' },
  { name: 'status', type: 'select' },
  { type: 'row', fields: [{ name: 'excerpt', type: 'textarea' }] },
  { name: 'tags', type: 'array', fields: [{ name: 'label', type: 'text', label: 'Label' }] },
  { name: 'layout', type: 'blocks', blockReferences: ['hero'] },
  { name: 'meta', type: 'group', fields: [{ name: 'metaTitle', type: 'text' }] },
  { name: 'body', type: 'richText', label: 'Body' },
] as FolioClientField[]

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })
const doc = () => ({
  id: 7,
  title: 'Hello',
  slug: 'hello',
  website: 'https://example.com',
  status: 'draft',
  excerpt: 'Short',
  tags: [{ id: 'a', label: 'News' }],
  layout: [{ id: 'b', blockType: 'hero', heading: 'Big' }],
  meta: { metaTitle: 'Meta' },
  body: { root: { type: 'root', children: [paragraph('First'), paragraph('Second')] } },
})

/** Every marker in a marked value, by the field it names. */
function markersIn(value: unknown): Record<string, string> {
  const found: Record<string, string> = {}
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      for (const m of decodeFieldMarkers(v).markers) found[m.node ? `${m.path}@${m.node.join('.')}` : m.path] = m.label
    } else if (v && typeof v === 'object') Object.values(v).forEach(visit)
  }
  visit(value)
  return found
}

describe('markForPreview', () => {
  it('marks each text a reader sees with its form path and label, in the editor language', () => {
    const marked = markForPreview(doc(), fields, { blocks: [hero], language: 'de' })
    expect(markersIn(marked)).toEqual({
      title: 'Title',
      excerpt: 'Excerpt',
      'tags.0.label': 'Label',
      'layout.0.heading': 'Überschrift',
      'meta.metaTitle': 'MetaTitle',
      'body@0.0': 'Body',
      'body@1.0': 'Body',
    })
    // What the page shows is unchanged once the markers are read out.
    expect(decodeFieldMarkers(marked.title as string).text).toBe('Hello')
  })

  it('leaves the values a frontend computes with exactly as typed', () => {
    const marked = markForPreview(doc(), fields, { blocks: [hero], language: 'en' })
    expect(marked.slug).toBe('hello')
    expect(marked.website).toBe('https://example.com')
    expect(marked.status).toBe('draft')
    expect(marked.id).toBe(7)
    expect((marked.layout as { blockType: string }[])[0]!.blockType).toBe('hero')
  })

  it('never marks the form: the save built after marking carries none', () => {
    const form = new FormStore(doc(), (path) => path === 'body')
    form.setValue('title', 'Edited')
    markForPreview(form.getData() as Record<string, unknown>, fields, { blocks: [hero], language: 'en' })
    const data = form.getData() as Record<string, unknown>
    const save = saveRequest({ kind: 'collection', slug: 'posts', id: '7' }, data, {
      mode: 'draft',
      drafts: true,
      language: 'en',
    })
    expect(JSON.stringify(save)).not.toMatch(MARKER_CHARACTERS)
    expect(JSON.stringify(data)).not.toMatch(MARKER_CHARACTERS)
  })
})
