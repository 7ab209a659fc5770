import { describe, expect, it } from 'vitest'
import { FormStore } from '../../../core/form/form-store'
import { applyLocaleEdit, PendingLocaleEdits } from './locale-edits'

describe('PendingLocaleEdits', () => {
  it('gives the edit to its locale once, and to no other', () => {
    const edits = new PendingLocaleEdits()
    const edit = (data: Record<string, unknown>) => data
    edits.queue('de', edit)
    expect(edits.take('en')).toBeNull()
    expect(edits.isWaitingFor('de')).toBe(true)
    expect(edits.take('de')).toBe(edit)
    expect(edits.take('de')).toBeNull()
    expect(edits.isWaitingFor('de')).toBe(false)
  })

  it('keeps only the newest edit, and drops it on request', () => {
    const edits = new PendingLocaleEdits()
    edits.queue('de', (d) => d)
    edits.queue('fr', (d) => d)
    expect(edits.take('de')).toBeNull()
    edits.drop()
    expect(edits.take('fr')).toBeNull()
  })
})

describe('applyLocaleEdit', () => {
  it('puts the values in the loaded form as unsaved edits over the loaded ones', () => {
    const form = new FormStore({ title: null, slug: 'hello', layout: [{ id: 'r1', blockType: 'hero', heading: null }] })
    applyLocaleEdit(form, (loaded) => ({
      ...loaded,
      title: 'Hello',
      layout: [{ id: 'r1', blockType: 'hero', heading: 'Welcome' }],
    }))
    expect(form.isModified()).toBe(true)
    expect(form.getValue('title')).toBe('Hello')
    expect(form.getValue('layout.0.heading')).toBe('Welcome')
    expect(form.getValue('slug')).toBe('hello')
    form.setValue('title', null)
    form.setValue('layout.0.heading', null)
    // Back to what was loaded: nothing unsaved any more.
    expect(form.isModified()).toBe(false)
  })
})
