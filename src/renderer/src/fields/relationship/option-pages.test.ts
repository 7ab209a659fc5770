import { describe, expect, it } from 'vitest'
import { choiceOf } from './refs'
import { emptyPages, hasMore, mergePages, moveItem, nextPages } from './option-pages'

const opt = (slug: string, id: number) => choiceOf(slug, { id }, `${slug} ${id}`)

describe('picker option pages', () => {
  it('asks for the first page of every collection, then the next of those that have more', () => {
    let state = emptyPages('ab')
    expect(nextPages(state, ['posts', 'pages'])).toEqual([
      { slug: 'posts', page: 1 },
      { slug: 'pages', page: 1 },
    ])
    state = mergePages(state, 'ab', [
      { slug: 'posts', page: 1, hasNextPage: true, options: [opt('posts', 1)] },
      { slug: 'pages', page: 1, hasNextPage: false, options: [opt('pages', 1)] },
    ])
    expect(nextPages(state, ['posts', 'pages'])).toEqual([{ slug: 'posts', page: 2 }])
    state = mergePages(state, 'ab', [{ slug: 'posts', page: 2, hasNextPage: false, options: [opt('posts', 2)] }])
    expect(state.options.map((o) => o.key)).toEqual(['posts:1', 'pages:1', 'posts:2'])
    expect(hasMore(state, ['posts', 'pages'])).toBe(false)
  })

  it('drops answers for an earlier search and pages already merged', () => {
    const state = mergePages(emptyPages('new'), 'new', [
      { slug: 'posts', page: 1, hasNextPage: true, options: [opt('posts', 1)] },
    ])
    expect(mergePages(state, 'old', [{ slug: 'posts', page: 2, hasNextPage: false, options: [opt('posts', 9)] }])).toBe(
      state,
    )
    const again = mergePages(state, 'new', [{ slug: 'posts', page: 1, hasNextPage: false, options: [opt('posts', 7)] }])
    expect(again.options.map((o) => o.key)).toEqual(['posts:1'])
    expect(again.pages.posts).toEqual({ page: 1, hasNextPage: true })
  })

  it('remembers that a read for this search failed, until the next search', () => {
    const state = mergePages(emptyPages('x'), 'x', [
      { slug: 'posts', page: 1, hasNextPage: false, options: [], failed: true },
      { slug: 'pages', page: 1, hasNextPage: false, options: [opt('pages', 1)] },
    ])
    expect(state.failed).toBe(true)
    expect(state.options.map((o) => o.key)).toEqual(['pages:1'])
    // A failed read offers no next page: scrolling does not ask again and again.
    expect(hasMore(state, ['posts', 'pages'])).toBe(false)
    expect(mergePages(state, 'x', [{ slug: 'pages', page: 2, hasNextPage: false, options: [] }]).failed).toBe(true)
    expect(emptyPages('y').failed).toBe(false)
    expect(mergePages(emptyPages('y'), 'y', [{ slug: 'posts', page: 1, hasNextPage: false, options: [] }]).failed).toBe(
      false,
    )
  })

  it('lists a document only once when it shows up again on a later page', () => {
    const one = mergePages(emptyPages(''), '', [
      { slug: 'posts', page: 1, hasNextPage: true, options: [opt('posts', 1), opt('posts', 2)] },
    ])
    const two = mergePages(one, '', [
      { slug: 'posts', page: 2, hasNextPage: false, options: [opt('posts', 2), opt('posts', 3)] },
    ])
    expect(two.options.map((o) => o.key)).toEqual(['posts:1', 'posts:2', 'posts:3'])
  })

  it('moves a chip earlier or later, keeping the others in order', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a'])
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c'])
  })
})
