import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { diffVersions } from '../lib/diff'
import { label, t } from '../lib/diff/fixtures'
import { FormStore } from '../lib/form/form-store'
import { conflictFields, takeTheirs } from './conflict-merge'

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
