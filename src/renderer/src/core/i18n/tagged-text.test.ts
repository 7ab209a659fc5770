import { describe, expect, it } from 'vitest'
import { taggedParts } from './tagged-text'

describe('taggedParts', () => {
  it('marks the tagged names and keeps the words around them', () => {
    expect(taggedParts('You are about to delete <0>3</0> <1>Pages</1> from the trash.')).toEqual([
      { text: 'You are about to delete ', strong: false },
      { text: '3', strong: true },
      { text: ' ', strong: false },
      { text: 'Pages', strong: true },
      { text: ' from the trash.', strong: false },
    ])
  })

  it('leaves a text without tags as it is, and does not read a title with angle brackets as a tag', () => {
    expect(taggedParts('Restore <b>?')).toEqual([{ text: 'Restore <b>?', strong: false }])
    expect(taggedParts('<1>a <2> b</1>')).toEqual([{ text: 'a <2> b', strong: true }])
  })
})
