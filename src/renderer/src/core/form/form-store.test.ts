import { describe, expect, it, vi } from 'vitest'
import { FormStore, schemaPath } from './form-store'
import { unsendable } from '../validation/typed-text'

const doc = () => ({
  id: 7,
  title: 'Hello',
  meta: { description: 'About', settings: { theme: 'dark' } },
  data: { any: ['json'] },
  location: { type: 'Point', coordinates: [1, 2] },
  body: { root: { type: 'root', children: [] } },
  categories: [1, 2],
  tags: [
    { id: 'a', label: 'one' },
    { id: 'b', label: 'two' },
    { id: 'c', label: 'three' },
  ],
  layout: [{ id: 'x', blockType: 'gallery', images: [{ id: 'i1', caption: 'first' }] }],
})

const store = () => new FormStore(doc(), (path) => path === 'data')

describe('FormStore', () => {
  it("takes values the server set by itself as saved, leaving the editor's edits alone", () => {
    const form = new FormStore({ title: 'Hello', _status: 'draft', updatedAt: 'one' })
    const status = vi.fn()
    form.subscribe('_status', status)
    form.setValue('title', 'Hello typed')
    form.setSaved({ _status: 'published', updatedAt: 'two' })
    expect(form.getValue('_status')).toBe('published')
    expect(form.getValue('updatedAt')).toBe('two')
    expect(status).toHaveBeenCalled()
    expect(form.getValue('title')).toBe('Hello typed')
    expect(form.isModified()).toBe(true)
    // Undone, the title is as saved: nothing else counts as an edit.
    form.setValue('title', 'Hello')
    expect(form.isModified()).toBe(false)
  })

  it('tells whether the saved state is some data but for the given paths', () => {
    const form = new FormStore({ title: 'Hello', rows: [{ id: 'a', text: 'x' }], _status: 'draft', updatedAt: 'one' })
    form.setValue('title', 'typed, unsaved')
    const server = { title: 'Hello', rows: [{ id: 'a', text: 'x' }], _status: 'published', updatedAt: 'two' }
    expect(form.savedEquals(server, ['_status', 'updatedAt'])).toBe(true)
    expect(form.savedEquals(server, ['_status'])).toBe(false)
    expect(form.savedEquals({ ...server, rows: [{ id: 'a', text: 'y' }] }, ['_status', 'updatedAt'])).toBe(false)
    expect(form.savedEquals({ ...server, extra: 1 }, ['_status', 'updatedAt'])).toBe(false)
  })

  it('tells whether anything at or beneath a path differs from the saved state', () => {
    const form = store()
    form.setValue('meta.settings.theme', 'light')
    form.removeRow('tags', 2)
    expect(form.changedUnder('meta')).toBe(true)
    expect(form.changedUnder('meta.settings.theme')).toBe(true)
    expect(form.changedUnder('meta.description')).toBe(false)
    expect(form.changedUnder('tags')).toBe(true)
    expect(form.changedUnder('title')).toBe(false)
    // A prefix of another name is not beneath it.
    form.setValue('titleExtra', 'x')
    expect(form.changedUnder('title')).toBe(false)
    // Typed back to what was saved: unchanged again.
    form.setValue('meta.settings.theme', 'dark')
    expect(form.changedUnder('meta')).toBe(false)
  })

  it("tells where another copy's values differ from the saved ones", () => {
    const form = store()
    form.setValue('title', 'typed here')
    const changedThere = form.savedDiffersFrom({ ...doc(), meta: { ...doc().meta, description: 'Theirs' }, tags: [] })
    expect(changedThere('meta')).toBe(true)
    expect(changedThere('meta.settings')).toBe(false)
    expect(changedThere('tags')).toBe(true)
    // What this editor typed is not a change on the other side.
    expect(changedThere('title')).toBe(false)
  })

  it('keys values by path and rebuilds the same document', () => {
    const form = store()
    expect(form.getValue('title')).toBe('Hello')
    expect(form.getValue('meta.settings.theme')).toBe('dark')
    expect(form.getValue('tags.1.label')).toBe('two')
    expect(form.getValue('layout.0.images.0.caption')).toBe('first')
    expect(form.getValue('data')).toEqual({ any: ['json'] })
    expect(form.getValue('location')).toEqual({ type: 'Point', coordinates: [1, 2] })
    expect(form.getValue('body')).toEqual({ root: { type: 'root', children: [] } })
    expect(form.getData()).toEqual(doc())
    expect(form.isModified()).toBe(false)
  })

  it('notifies only the field that changed, plus whole-form listeners', () => {
    const form = store()
    const title = vi.fn()
    const label = vi.fn()
    const whole = vi.fn()
    form.subscribe('title', title)
    form.subscribe('tags.1.label', label)
    form.subscribeForm(whole)
    form.setValue('title', 'Hello!')
    expect(title).toHaveBeenCalledTimes(1)
    expect(label).not.toHaveBeenCalled()
    expect(whole).toHaveBeenCalledTimes(1)
    form.setValue('title', 'Hello!')
    expect(title).toHaveBeenCalledTimes(1)
  })

  it('knows when edits are undone', () => {
    const form = store()
    form.setValue('title', 'Changed')
    expect(form.isModified()).toBe(true)
    form.setValue('title', 'Hello')
    expect(form.isModified()).toBe(false)
  })

  it('keeps edits made while a save was out, and only those, as modified', () => {
    const form = store()
    form.setValue('title', 'sent')
    const sent = form.snapshot()
    form.setValue('meta.description', 'typed after the request left')
    form.markSaved(sent)
    expect(form.isModified()).toBe(true)
    expect(form.getValue('meta.description')).toBe('typed after the request left')
    form.setValue('meta.description', 'About')
    expect(form.isModified()).toBe(false)
  })

  it('applies recovered data as edits on top of the saved state', () => {
    const form = store()
    form.applyData({ ...doc(), title: 'Recovered' })
    expect(form.getValue('title')).toBe('Recovered')
    expect(form.isModified()).toBe(true)
    form.setValue('title', 'Hello')
    expect(form.isModified()).toBe(false)
  })

  it('adds, removes, moves and duplicates rows, keeping each row with its values', () => {
    const form = store()
    form.moveRow('tags', 0, 2)
    expect(form.getRows('tags').map((r) => r.id)).toEqual(['b', 'c', 'a'])
    expect((form.getData() as { tags: unknown }).tags).toEqual([
      { id: 'b', label: 'two' },
      { id: 'c', label: 'three' },
      { id: 'a', label: 'one' },
    ])
    form.removeRow('tags', 1)
    expect(form.getValue('tags.1.label')).toBe('one')
    const id = form.addRow('tags', { label: 'new' }, 0)
    expect(form.getValue('tags.0.label')).toBe('new')
    expect(form.getValue('tags.1.label')).toBe('two')
    expect(id).toMatch(/^[0-9a-f]{24}$/)
    const copy = form.duplicateRow('layout', 0)
    expect(copy).not.toBe('x')
    expect(form.getRows('layout').map((r) => r.blockType)).toEqual(['gallery', 'gallery'])
    expect(form.getValue('layout.1.images.0.caption')).toBe('first')
    expect(form.getRows('layout.1.images')[0]!.id).not.toBe('i1')
    expect(form.isModified()).toBe(true)
  })

  it('a row moved away and back, then a keystroke undone, leaves the form unmodified', () => {
    const form = store()
    form.moveRow('tags', 0, 2)
    form.setValue('tags.0.label', 'edited')
    expect(form.isModified()).toBe(true)
    form.setValue('tags.0.label', 'two')
    expect(form.isModified()).toBe(true)
    form.moveRow('tags', 2, 0)
    expect(form.isModified()).toBe(false)
    form.removeRow('tags', 2)
    expect(form.isModified()).toBe(true)
  })

  it('hides and shows fields by condition, notifying only those that changed', () => {
    const form = store()
    const title = vi.fn()
    const label = vi.fn()
    form.subscribe('title', title)
    form.subscribe('tags.0.label', label)
    form.setHiddenPaths(['title'])
    expect(form.isHidden('title')).toBe(true)
    form.setHiddenPaths(['title', 'tags.0.label'])
    expect(title).toHaveBeenCalledTimes(1)
    expect(label).toHaveBeenCalledTimes(1)
    form.setHiddenPaths([])
    expect(form.isHidden('title')).toBe(false)
    expect(title).toHaveBeenCalledTimes(2)
  })

  it("keeps each field's filterOptions, notifying only fields whose filter changed", () => {
    const form = store()
    const related = vi.fn()
    const author = vi.fn()
    form.subscribe('related', related)
    form.subscribe('author', author)
    form.setFilterOptions({ related: { posts: { id: { not_equals: 7 } } }, author: { users: false } })
    const first = form.getFilterOptions('related')
    expect(first).toEqual({ posts: { id: { not_equals: 7 } } })
    expect(form.getFilterOptions('author')).toEqual({ users: false })
    // The same answer again: nothing re-renders, and the picker keeps the same object (no new search).
    form.setFilterOptions({ related: { posts: { id: { not_equals: 7 } } }, author: { users: false } })
    expect(form.getFilterOptions('related')).toBe(first)
    expect(related).toHaveBeenCalledTimes(1)
    form.setFilterOptions({ related: { posts: { id: { not_equals: 8 } } } })
    expect(related).toHaveBeenCalledTimes(2)
    expect(author).toHaveBeenCalledTimes(2)
    expect(form.getFilterOptions('author')).toBeUndefined()
  })

  it('notifies the fields of an array when its rows move', () => {
    const form = store()
    const label = vi.fn()
    form.subscribe('tags.0.label', label)
    form.moveRow('tags', 2, 0)
    expect(label).toHaveBeenCalled()
    expect(form.getValue('tags.0.label')).toBe('three')
  })

  it('tracks errors per path and notifies only the paths whose message changed', () => {
    const form = store()
    const title = vi.fn()
    const label = vi.fn()
    form.subscribe('title', title)
    form.subscribe('tags.0.label', label)
    form.setErrors([{ path: 'title', message: 'This field is required.' }])
    form.setErrors([
      { path: 'title', message: 'This field is required.' },
      { path: 'tags.0.label', message: 'Too long' },
    ])
    expect(title).toHaveBeenCalledTimes(1)
    expect(label).toHaveBeenCalledTimes(1)
    expect(form.getError('tags.0.label')).toBe('Too long')
    expect(form.errorCount).toBe(2)
  })

  it('counts the errors inside a row, and tells error listeners only when errors change', () => {
    const form = store()
    const errors = vi.fn()
    form.subscribeErrors(errors)
    form.setErrors([
      { path: 'layout.1.style', message: 'Required' },
      { path: 'layout.1.links.0.label', message: 'Too long' },
      { path: 'layout.10.style', message: 'Required' },
    ])
    form.setErrors([
      { path: 'layout.1.style', message: 'Required' },
      { path: 'layout.1.links.0.label', message: 'Too long' },
      { path: 'layout.10.style', message: 'Required' },
    ])
    expect(errors).toHaveBeenCalledTimes(1)
    expect(form.errorCountUnder('layout.1')).toBe(2)
    expect(form.errorCountUnder('layout.1.links.0')).toBe(1)
    expect(form.errorCountUnder('layout.2')).toBe(0)
    form.setError('layout.1.style', undefined)
    expect(errors).toHaveBeenCalledTimes(2)
    expect(form.errorCountUnder('layout.1')).toBe(1)
  })

  it('handles a 1,000-row array without rebuilding other fields', () => {
    const tags = Array.from({ length: 1000 }, (_, i) => ({ id: `t${i}`, label: `tag ${i}` }))
    const form = new FormStore({ title: 'x', tags })
    const title = vi.fn()
    form.subscribe('title', title)
    form.setValue('tags.999.label', 'last')
    expect(title).not.toHaveBeenCalled()
    expect((form.getData() as { tags: Array<{ label: string }> }).tags[999]!.label).toBe('last')
  })

  it('maps data paths to schema paths', () => {
    expect(schemaPath('layout.0.images.12.caption')).toBe('layout.images.caption')
  })
})

describe('lazy writers', () => {
  it('runs registered flushers before getData and snapshot, and not after they unregister', () => {
    const form = new FormStore({ title: 'a' })
    let pending: string | null = 'typed'
    const off = form.registerFlusher(() => {
      if (pending !== null) form.setValue('title', pending)
      pending = null
    })
    expect(form.getData()).toEqual({ title: 'typed' })
    pending = 'again'
    expect(form.snapshot().get('title')).toBe('again')
    off()
    pending = 'ignored'
    expect(form.getData()).toEqual({ title: 'again' })
  })

  describe("a save's answer (loadSaved)", () => {
    /** The server's copy of what was sent, with the fields it sets itself. */
    const answer = (form: FormStore) => ({ ...(form.getData() as Record<string, unknown>), updatedAt: 'later' })

    it('tells only the fields whose value the answer changed, so an autosave does not re-render the form', () => {
      const form = store()
      form.setValue('title', 'Sent')
      form.setValue('meta.description', 'Unchanged')
      const told: string[] = []
      for (const path of ['title', 'meta.description', 'slug']) form.subscribe(path, () => told.push(path))
      const sentAt = form.revision
      form.loadSaved({ ...answer(form), slug: 'set by a hook' }, sentAt)
      expect(told).toEqual(['slug'])
      expect(form.getValue('slug')).toBe('set by a hook')
      expect(form.isModified()).toBe(false)
    })

    it('takes the whole answer when nothing was typed while the save was out', () => {
      const form = store()
      form.setValue('title', 'Sent')
      const sentAt = form.revision
      form.loadSaved({ ...answer(form), slug: 'sent' }, sentAt)
      expect(form.getValue('slug')).toBe('sent')
      expect(form.isModified()).toBe(false)
    })

    it('keeps what was typed after the request left, and only that stays modified', () => {
      const form = store()
      form.setValue('title', 'Sent')
      const sentAt = form.revision
      const server = { ...answer(form), slug: 'sent' }
      form.setValue('title', 'Sent and more')
      form.setValue('meta.description', 'Typed during the save')
      form.loadSaved(server, sentAt)
      expect(form.getValue('title')).toBe('Sent and more')
      expect(form.getValue('meta.description')).toBe('Typed during the save')
      expect(form.getValue('slug')).toBe('sent')
      expect(form.isModified()).toBe(true)
      // Undoing the later edits leaves nothing unsaved: the answer is the saved state.
      form.setValue('title', 'Sent')
      form.setValue('meta.description', 'About')
      expect(form.isModified()).toBe(false)
    })

    it('keeps rows added, removed or moved after the request left', () => {
      const form = store()
      const sentAt = form.revision
      const server = answer(form)
      form.removeRow('tags', 0)
      form.addRow('tags', { label: 'four' })
      form.loadSaved(server, sentAt)
      expect((form.getData() as { tags: Array<{ label: string }> }).tags.map((t) => t.label)).toEqual([
        'two',
        'three',
        'four',
      ])
      expect(form.getValue('layout.0.images.0.caption')).toBe('first')
      expect(form.isModified()).toBe(true)
    })

    it('runs pending field writes first, so rich text typed during the save is not replaced', () => {
      const form = store()
      const sentAt = form.revision
      const server = answer(form)
      let pending: unknown = { root: { type: 'root', children: [{ type: 'paragraph', text: 'typed' }] } }
      form.registerFlusher(() => {
        if (pending) form.setValue('body', pending)
        pending = null
      })
      form.loadSaved(server, sentAt)
      expect(form.getValue('body')).toEqual({
        root: { type: 'root', children: [{ type: 'paragraph', text: 'typed' }] },
      })
      expect(form.isModified()).toBe(true)
    })
  })
})

describe('values typed that cannot be sent', () => {
  it('stay one value, as typed, through the local draft and back (a number inside a group too)', () => {
    const form = store()
    form.setValue('meta.settings.theme', unsendable('not-a-number', '1e309'))
    form.setValue('title', unsendable('json', '{"ok": tru'))
    // The local draft is the form's data through JSON.
    const draft = JSON.parse(JSON.stringify(form.getData())) as Record<string, unknown>
    const reopened = store()
    reopened.applyData(draft)
    expect(reopened.getValue('meta.settings.theme')).toEqual(unsendable('not-a-number', '1e309'))
    expect(reopened.getValue('title')).toEqual(unsendable('json', '{"ok": tru'))
    expect(reopened.getValue('meta.settings.theme.text')).toBeUndefined()
    expect(reopened.isModified()).toBe(true)
  })
})
