import { describe, expect, it } from 'vitest'
import { diffTokens, diffWords, mergeSegments, sideText, tokenize } from './words'

describe('tokenize', () => {
  it('cuts words, whitespace runs and punctuation apart', () => {
    expect(tokenize('Versioned post (revision 15).')).toEqual([
      'Versioned',
      ' ',
      'post',
      ' ',
      '(',
      'revision',
      ' ',
      '15',
      ')',
      '.',
    ])
    expect(tokenize("don't stop\n  now")).toEqual(["don't", ' ', 'stop', '\n  ', 'now'])
    expect(tokenize('Größe über')).toEqual(['Größe', ' ', 'über'])
  })

  it('cuts scripts without spaces into characters', () => {
    expect(tokenize('日本語です')).toEqual(['日', '本', '語', 'で', 'す'])
  })
})

describe('diffWords', () => {
  it('marks changed words only', () => {
    expect(diffWords('Versioned post (revision 15)', 'Versioned post (revision 16)')).toEqual([
      { text: 'Versioned post (revision ', op: 'equal' },
      { text: '15', op: 'delete' },
      { text: '16', op: 'insert' },
      { text: ')', op: 'equal' },
    ])
  })

  it('reports pure insertions and deletions', () => {
    expect(diffWords('quick fox', 'quick brown fox')).toEqual([
      { text: 'quick ', op: 'equal' },
      { text: 'brown ', op: 'insert' },
      { text: 'fox', op: 'equal' },
    ])
    expect(diffWords('quick brown fox', 'quick fox')).toEqual([
      { text: 'quick ', op: 'equal' },
      { text: 'brown ', op: 'delete' },
      { text: 'fox', op: 'equal' },
    ])
  })

  it('folds whitespace between changes into one deletion and one insertion', () => {
    expect(diffWords('a one two three z', 'a uno dos tres z')).toEqual([
      { text: 'a ', op: 'equal' },
      { text: 'one two three', op: 'delete' },
      { text: 'uno dos tres', op: 'insert' },
      { text: ' z', op: 'equal' },
    ])
  })

  it('equal strings give one equal segment, empty ones none', () => {
    expect(diffWords('same', 'same')).toEqual([{ text: 'same', op: 'equal' }])
    expect(diffWords('', '')).toEqual([])
  })

  it('each side reads back exactly (random texts)', () => {
    const words = ['alpha', 'beta', 'gamma', 'delta', ',', '.', ' ', '  ', '\n']
    let seed = 3
    const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    for (let round = 0; round < 300; round++) {
      const gen = () =>
        Array.from({ length: Math.floor(rand() * 20) }, () => words[Math.floor(rand() * words.length)]).join(' ')
      const a = gen()
      const b = gen()
      const segments = diffWords(a, b)
      expect(sideText(segments, 'before')).toBe(a)
      expect(sideText(segments, 'after')).toBe(b)
      for (let i = 1; i < segments.length; i++) expect(segments[i]!.op === segments[i - 1]!.op).toBe(false)
    }
  })

  it('compares tokens by key and shows their text', () => {
    const segments = diffTokens(
      [
        { text: 'x ', key: 'x ' },
        { text: '[badge]', key: 'badge:red' },
      ],
      [
        { text: 'x ', key: 'x ' },
        { text: '[badge]', key: 'badge:blue' },
      ],
    )
    expect(segments).toEqual([
      { text: 'x ', op: 'equal' },
      { text: '[badge]', op: 'delete' },
      { text: '[badge]', op: 'insert' },
    ])
  })

  it('keeps whitespace between pure deletions on both sides', () => {
    expect(
      mergeSegments([
        { text: 'a', op: 'delete' },
        { text: ' ', op: 'equal' },
        { text: 'b', op: 'delete' },
      ]),
    ).toEqual([
      { text: 'a', op: 'delete' },
      { text: ' ', op: 'equal' },
      { text: 'b', op: 'delete' },
    ])
  })
})
