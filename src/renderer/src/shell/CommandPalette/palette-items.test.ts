import { describe, expect, it } from 'vitest'
import { filterPaletteItems, matchRank, nextEnabled, type PaletteItem } from './palette-items'

const item = (
  label: string,
  section: PaletteItem['section'] = 'go',
  extra: Partial<PaletteItem> = {},
): PaletteItem => ({
  key: label,
  label,
  section,
  ...extra,
})

describe('matchRank', () => {
  it('matches every word of the query, in any order, ignoring case and accents', () => {
    expect(matchRank(item('Seiten'), 'sei')).toBe(0)
    expect(matchRank(item('Café settings'), 'settings cafe')).not.toBeNull()
    expect(matchRank(item('Posts'), 'pages')).toBeNull()
  })

  it('ranks a label that starts with the query before one that only contains it', () => {
    const starts = matchRank(item('Publish'), 'pub')!
    const word = matchRank(item('Unpublish or publish'), 'pub')!
    const inside = matchRank(item('Republished'), 'pub')!
    expect(starts).toBeLessThan(word)
    expect(word).toBeLessThan(inside)
  })

  it('finds an item by its keywords', () => {
    expect(matchRank(item('Toggle theme', 'actions', { keywords: ['dark', 'light'] }), 'dark')).toBe(3)
  })
})

describe('filterPaletteItems', () => {
  it('puts actions first, then places, then documents, each best first', () => {
    const items = [
      item('Posts'),
      item('Media'),
      item('Post: hello', 'documents'),
      item('Publish', 'actions'),
      item('Open in new window', 'actions'),
    ]
    expect(filterPaletteItems(items, 'p').map((i) => i.label)).toEqual([
      'Publish',
      'Open in new window',
      'Posts',
      'Post: hello',
    ])
  })

  it('leaves out items offered only when searched until the query matches them', () => {
    const items = [
      item('Toggle theme', 'actions'),
      item('Language: Deutsch', 'actions', { whenSearched: true, keywords: ['de', 'language'] }),
      item('Language: Français', 'actions', { whenSearched: true, keywords: ['fr', 'language'] }),
      item('Posts'),
    ]
    expect(filterPaletteItems(items, '').map((i) => i.label)).toEqual(['Toggle theme', 'Posts'])
    expect(filterPaletteItems(items, '  ').map((i) => i.label)).toEqual(['Toggle theme', 'Posts'])
    expect(filterPaletteItems(items, 'deut').map((i) => i.label)).toEqual(['Language: Deutsch'])
    expect(filterPaletteItems(items, 'language').map((i) => i.label)).toEqual([
      'Language: Deutsch',
      'Language: Français',
    ])
  })

  it('keeps documents the server found even when their title does not contain the query', () => {
    expect(filterPaletteItems([item('Hällo', 'documents')], 'hallo x')).toHaveLength(1)
  })
})

describe('nextEnabled', () => {
  it('skips disabled items and wraps around', () => {
    const items = [item('a'), item('b', 'go', { disabled: true }), item('c')]
    expect(nextEnabled(items, 0, 1)).toBe(2)
    expect(nextEnabled(items, 2, 1)).toBe(0)
    expect(nextEnabled(items, 0, -1)).toBe(2)
    expect(nextEnabled([item('x', 'go', { disabled: true })], 0, 1)).toBe(-1)
  })
})
