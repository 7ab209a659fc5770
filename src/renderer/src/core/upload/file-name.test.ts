import { describe, expect, it } from 'vitest'
import { uploadFileName } from './file-name'

describe('uploadFileName', () => {
  it('leaves ordinary names alone, other scripts included', () => {
    expect(uploadFileName('photo.png')).toBe('photo.png')
    expect(uploadFileName('Café del Mar 2.jpg')).toBe('Café del Mar 2.jpg')
    expect(uploadFileName('صورة.png')).toBe('صورة.png')
  })
  it('removes what Payload removes, backslashes first of all, instead of refusing the file', () => {
    expect(uploadFileName('back\\slash.png')).toBe('backslash.png')
    expect(uploadFileName('a/b:c*d?e"f<g>h|i.png')).toBe('abcdefghi.png')
    expect(uploadFileName('tab\there.png')).toBe('tabhere.png')
    expect(uploadFileName('trailing. . ')).toBe('trailing')
    expect(uploadFileName('CON.txt')).toBe('file')
    expect(uploadFileName('..')).toBe('file')
  })
  it('strips bidirectional controls, so a name reads as what it is', () => {
    expect(uploadFileName('invoice\u202egnp.exe')).toBe('invoicegnp.exe')
    expect(uploadFileName('\u2066a\u2069\u200e\u200f\u202a\u202b\u202c\u202d.png')).toBe('a.png')
  })
  it('keeps at most 255 bytes, cut between characters', () => {
    expect(new TextEncoder().encode(uploadFileName('é'.repeat(300))).length).toBe(254)
    expect(uploadFileName('é'.repeat(300))).toBe('é'.repeat(127))
  })
})
