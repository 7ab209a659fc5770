import { describe, expect, it } from 'vitest'
import { emphasisParts } from './emphasis-parts'

describe("Payload's emphasis markup", () => {
  it('shows the title in bold and never the tags', () => {
    expect(emphasisParts('You are about to delete the Page <1>Home</1>. Are you sure?')).toEqual([
      { text: 'You are about to delete the Page ', strong: false },
      { text: 'Home', strong: true },
      { text: '. Are you sure?', strong: false },
    ])
  })
  it('leaves a sentence without markup as it is', () => {
    expect(emphasisParts('Delete?')).toEqual([{ text: 'Delete?', strong: false }])
  })
})
