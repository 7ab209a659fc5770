import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { diffVersions } from '../../../core/diff'
import { label, t } from '../../../core/diff/fixtures'
import { FormStore } from '../../../core/form/form-store'
import { conflictFields, restoredData, restoreSplit, takeTheirs } from './conflict-merge'
import { draftBase } from './draft-base'

const fields = [
  { name: 'title', type: 'text' },
  { name: 'excerpt', type: 'textarea' },
  { type: 'row', fields: [{ name: 'priority', type: 'select', options: ['low', 'high'] }] },
  { name: 'stats', type: 'group', label: 'Statistics', fields: [{ name: 'rating', type: 'number' }] },
  { name: 'tags', type: 'array', fields: [{ name: 'label', type: 'text' }] },
  // The save decides the status (a draft or a publish): never offered.
  { name: '_status', type: 'select', options: ['draft', 'published'] },
] as unknown as FolioClientField[]

const base = {
  title: 'Base',
  excerpt: 'Base',
  priority: 'low',
  stats: { rating: 1 },
  tags: [{ id: 'a', label: 'x' }],
  _status: 'draft',
}

/** The form loaded from `base`, with this editor's edits. */
function formWith(edit: (form: FormStore) => void) {
  const form = new FormStore(base)
  edit(form)
  return form
}

const choicesFor = (form: FormStore, theirs: Record<string, unknown>) =>
  conflictFields(
    diffVersions({ fields, compare: theirs, current: form.getData(), modifiedOnly: true, label, t }).nodes,
    { here: (path) => form.changedUnder(path), there: form.savedDiffersFrom(theirs) },
  )

describe('the fields to choose between when the server changed the document meanwhile', () => {
  it('offers every differing field once, theirs first where only the server changed it and mine where I did', () => {
    const form = formWith((f) => {
      f.setValue('title', 'Mine')
      f.setValue('excerpt', 'Mine too')
    })
    const theirs = { ...base, excerpt: 'Theirs', priority: 'high', stats: { rating: 4 }, _status: 'published' }
    const choices = choicesFor(form, theirs)
    expect(choices.map((c) => [c.path, c.label, c.changedHere, c.changedThere, c.preferred])).toEqual([
      ['title', 'title', true, false, 'mine'],
      ['excerpt', 'excerpt', true, true, 'mine'],
      ['priority', 'priority', false, true, 'theirs'],
      ['stats.rating', 'Statistics › rating', false, true, 'theirs'],
    ])
  })

  it('offers a changed array as one choice', () => {
    const form = formWith((f) => f.setValue('tags.0.label', 'mine'))
    const choices = choicesFor(form, {
      ...base,
      tags: [
        { id: 'a', label: 'x' },
        { id: 'b', label: 'theirs' },
      ],
    })
    expect(choices.map((c) => [c.path, c.changedHere])).toEqual([['tags', true]])
  })

  it('offers nothing when the copies hold the same values', () => {
    expect(
      choicesFor(
        formWith(() => {}),
        base,
      ),
    ).toEqual([])
  })
})

describe('taking theirs', () => {
  it("puts theirs' values at the chosen paths and keeps mine elsewhere, without touching either copy", () => {
    const mine = { title: 'Mine', stats: { rating: 1, readingTime: 3 }, tags: [{ label: 'm' }] }
    const theirs = { title: 'Theirs', stats: { rating: 5 }, tags: [{ label: 't' }, { label: 'u' }] }
    const merged = takeTheirs(mine, theirs, ['stats.rating', 'tags'])
    expect(merged).toEqual({
      title: 'Mine',
      stats: { rating: 5, readingTime: 3 },
      tags: [{ label: 't' }, { label: 'u' }],
    })
    expect(mine.stats.rating).toBe(1)
    ;(merged.tags as { label: string }[])[0]!.label = 'changed'
    expect(theirs.tags[0]!.label).toBe('t')
  })

  it('removes a value theirs no longer has', () => {
    expect(takeTheirs({ title: 'Mine', excerpt: 'x' }, { title: 'Theirs' }, ['excerpt'])).toEqual({ title: 'Mine' })
  })
})

describe('restoring a local draft over the copy shown now: a three-way merge per field against its base', () => {
  const richText = (text: string) => ({
    root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
  })
  const withBody = { ...base, body: richText('Base') }
  const richFields = [...fields, { name: 'body', type: 'richText' }]

  /** The draft an editor kept: the form loaded from `loaded`, with their edits, and its base. */
  function keptDraft(loaded: Record<string, unknown>, edit: (form: FormStore) => void) {
    const form = new FormStore(loaded, (path) => path === 'body')
    edit(form)
    return { data: form.getData() as Record<string, unknown>, base: draftBase(form.snapshot(), form.savedSnapshot()) }
  }
  const split = (
    draft: ReturnType<typeof keptDraft> | { data: Record<string, unknown> },
    current: Record<string, unknown>,
  ) =>
    restoreSplit(
      diffVersions({ fields: richFields, compare: current, current: draft.data, modifiedOnly: true, label, t }).nodes,
      draft,
      current,
    )

  it('applies what only the draft changed and keeps what only the server changed: a colleague’s excerpt survives', () => {
    const draft = keptDraft(withBody, (f) => f.setValue('title', 'Mine'))
    expect(draft.base.fields).toEqual(['title'])
    const server = { ...withBody, excerpt: 'The colleague’s', stats: { rating: 5 } }
    const { apply, ask } = split(draft, server)
    expect(apply).toEqual(['title'])
    expect(ask).toEqual([])
    expect(restoredData(server, draft.data, apply)).toEqual({ ...server, title: 'Mine' })
  })

  it('asks only where both changed the same field, differently, and preselects the draft’s value', () => {
    const draft = keptDraft(withBody, (f) => {
      f.setValue('title', 'Mine')
      f.setValue('excerpt', 'My excerpt')
    })
    const server = { ...withBody, excerpt: 'Their excerpt' }
    const { apply, ask } = split(draft, server)
    expect(apply).toEqual(['title'])
    expect(ask.map((f) => [f.path, f.changedHere, f.changedThere, f.preferred])).toEqual([
      ['excerpt', true, true, 'mine'],
    ])
  })

  it('a field both changed to the same value is nothing to do', () => {
    const draft = keptDraft(withBody, (f) => f.setValue('excerpt', 'Same'))
    expect(split(draft, { ...withBody, excerpt: 'Same' })).toEqual({ apply: [], ask: [] })
  })

  it('takes an array and rich text whole: a row the server added is kept, a body only the draft changed is applied', () => {
    const draft = keptDraft(withBody, (f) => f.setValue('body', richText('My body')))
    const server = { ...withBody, tags: [...withBody.tags, { id: 'b', label: 'theirs' }] }
    const { apply, ask } = split(draft, server)
    expect(apply).toEqual(['body'])
    expect(ask).toEqual([])
    const restored = restoredData(server, draft.data, apply)
    expect(restored.tags).toEqual(server.tags)
    expect(restored.body).toEqual(richText('My body'))
  })

  it('asks for an array both changed, as one field', () => {
    const draft = keptDraft(withBody, (f) => f.setValue('tags.0.label', 'mine'))
    const server = { ...withBody, tags: [{ id: 'a', label: 'theirs' }] }
    const { apply, ask } = split(draft, server)
    expect(apply).toEqual([])
    expect(ask.map((f) => f.path)).toEqual(['tags'])
  })

  it('reads a field inside a group by its path', () => {
    const draft = keptDraft(withBody, (f) => f.setValue('stats.rating', 3))
    const server = { ...withBody, title: 'Theirs' }
    expect(split(draft, server)).toEqual({ apply: ['stats.rating'], ask: [] })
  })

  it('a draft without a base (from an older Folio) has every field that differs asked', () => {
    const data = { ...withBody, title: 'Mine' }
    const server = { ...withBody, excerpt: 'Theirs' }
    const { apply, ask } = split({ data }, server)
    expect(apply).toEqual([])
    expect(ask.map((f) => [f.path, f.preferred])).toEqual([
      ['title', 'mine'],
      ['excerpt', 'mine'],
    ])
  })

  it('the server unchanged since: everything the draft changed is applied without a question', () => {
    const draft = keptDraft(withBody, (f) => {
      f.setValue('title', 'Mine')
      f.setValue('tags.0.label', 'mine')
    })
    const { apply, ask } = split(draft, withBody)
    expect(apply).toEqual(['title', 'tags'])
    expect(ask).toEqual([])
  })
})
