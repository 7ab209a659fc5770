import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { englishTranslator } from '../../../core/validation/test-helpers'
import { chosenData, chosenErrors, hasChosenInput } from './chosen-data'
import type { FieldOption } from './field-options'

const option = (path: string, field: FolioClientField): FieldOption => ({
  path,
  parentPath: path.split('.').slice(0, -1).join('.'),
  label: path,
  field,
})

const title = option('title', { name: 'title', type: 'text', required: true, minLength: 3 })
const rating = option('stats.rating', { name: 'rating', type: 'number', min: 0, max: 5 })
const featured = option('featured', { name: 'featured', type: 'checkbox' })
const tags = option('tags', {
  name: 'tags',
  type: 'array',
  fields: [{ name: 'label', type: 'text', required: true }],
})
const metaTitle = option('seo.metaTitle', { name: 'metaTitle', type: 'text', maxLength: 5 })

const t = englishTranslator()

describe('chosenData', () => {
  it('gives only the chosen fields, nested by their paths', () => {
    const form = {
      title: 'Hello',
      excerpt: 'not chosen',
      stats: { rating: 4, readingTime: 9 },
      seo: { metaTitle: 'M' },
    }
    expect(chosenData(form, [title, rating, metaTitle])).toEqual({
      title: 'Hello',
      stats: { rating: 4 },
      seo: { metaTitle: 'M' },
    })
  })

  it('applies an untouched chosen field as it shows: empty', () => {
    expect(chosenData({}, [title, featured, tags, rating])).toEqual({
      title: null,
      featured: false,
      tags: [],
      stats: { rating: null },
    })
  })

  it('keeps rows whole', () => {
    const rows = [{ id: 'a', label: 'x' }]
    expect(chosenData({ tags: rows }, [tags])).toEqual({ tags: rows })
  })
})

describe('chosenErrors', () => {
  it('checks the chosen fields with the edit view rules, at their data paths', () => {
    const applied = chosenData({ title: 'ab', stats: { rating: 9 }, tags: [{ id: 'a' }] }, [title, rating, tags])
    const errors = chosenErrors(applied, [title, rating, tags], t)
    expect(errors.map((e) => e.path)).toEqual(['title', 'stats.rating', 'tags.0.label'])
    expect(errors[0]!.message).toMatch(/minimum length of 3/)
    expect(errors[1]!.message).toMatch(/5/)
  })

  it('reports a required chosen field left empty', () => {
    const name = option('name', { name: 'name', type: 'text', required: true })
    expect(chosenErrors(chosenData({}, [name]), [name], t)).toEqual([
      { path: 'name', message: 'This field is required.' },
    ])
  })

  it('passes valid values and ignores fields not chosen', () => {
    expect(
      chosenErrors(chosenData({ title: 'Fine', seo: { metaTitle: 'ok' } }, [title, metaTitle]), [title, metaTitle], t),
    ).toEqual([])
  })
})

describe('hasChosenInput', () => {
  it('tells whether a chosen field holds something typed', () => {
    expect(hasChosenInput({}, [title, rating])).toBe(false)
    expect(hasChosenInput({ stats: { rating: 2 } }, [title, rating])).toBe(true)
    expect(hasChosenInput({ excerpt: 'x' }, [title])).toBe(false)
    expect(hasChosenInput({ title: '' }, [title])).toBe(true)
  })
})
