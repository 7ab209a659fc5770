import { describe, expect, it } from 'vitest'
import { FormStore } from '../../../core/form/form-store'
import { baseLeavesUnder, draftBase, leavesUnder, sameLeaves } from './draft-base'

const loaded = {
  title: 'As loaded',
  excerpt: 'As loaded',
  tags: [
    { id: 'a', label: 'x' },
    { id: 'b', label: 'y' },
  ],
  body: { root: { children: [{ type: 'text', text: 'As loaded' }] } },
}

const formOf = () => new FormStore(loaded, (path) => path === 'body')

describe("a local draft's base", () => {
  it('keeps the saved values of the top-level fields the edits changed, and only those', () => {
    const form = formOf()
    form.setValue('title', 'Typed')
    form.removeRow('tags', 1)
    expect(draftBase(form.snapshot(), form.savedSnapshot())).toEqual({
      fields: ['title', 'tags'],
      values: { title: 'As loaded', 'tags.0.label': 'x', 'tags.1.label': 'y' },
    })
  })

  it('is empty for a form as loaded', () => {
    const form = formOf()
    expect(draftBase(form.snapshot(), form.savedSnapshot())).toEqual({ fields: [], values: {} })
  })

  it('compares the base with a copy read again by content, rows by their values, not their ids', () => {
    const form = formOf()
    form.setValue('body', { root: { children: [{ type: 'text', text: 'Typed' }] } })
    form.setValue('tags.0.label', 'typed')
    const base = draftBase(form.snapshot(), form.savedSnapshot())
    const reread = structuredClone(loaded)
    expect(sameLeaves(baseLeavesUnder(base, 'body'), leavesUnder(reread, 'body'))).toBe(true)
    expect(sameLeaves(baseLeavesUnder(base, 'tags'), leavesUnder(reread, 'tags'))).toBe(true)
    reread.tags[1]!.label = 'changed on the server'
    expect(sameLeaves(baseLeavesUnder(base, 'tags'), leavesUnder(reread, 'tags'))).toBe(false)
    expect(sameLeaves(baseLeavesUnder(base, 'body'), leavesUnder(form.getData(), 'body'))).toBe(false)
  })
})
