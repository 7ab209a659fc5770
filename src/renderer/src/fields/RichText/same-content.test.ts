import { describe, expect, it } from 'vitest'
import { sameRichText } from './same-content'

const text = (value: string, format = 0) => ({
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  text: value,
  type: 'text',
  version: 1,
})
const paragraph = (...children: unknown[]) => ({ root: { type: 'root', children: [{ type: 'paragraph', children }] } })

describe('sameRichText', () => {
  it('treats adjacent text nodes of one format, and any key order, as the same content', () => {
    expect(sameRichText(paragraph(text('Hello '), text('world')), paragraph(text('Hello world')))).toBe(true)
    const reordered = { root: { children: [{ children: [text('Hi')], type: 'paragraph' }], type: 'root' } }
    expect(sameRichText(paragraph(text('Hi')), reordered)).toBe(true)
    expect(sameRichText(paragraph(text('a')), paragraph(text('a'), text('')))).toBe(true)
  })

  it('tells apart different words, formats and structure', () => {
    expect(sameRichText(paragraph(text('Hello')), paragraph(text('Hallo')))).toBe(false)
    expect(sameRichText(paragraph(text('a '), text('b', 1)), paragraph(text('a b')))).toBe(false)
    expect(sameRichText(paragraph(text('a')), { root: { type: 'root', children: [] } })).toBe(false)
  })
})
