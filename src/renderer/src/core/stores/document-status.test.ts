import { describe, expect, it } from 'vitest'
import { documentStatus } from './document-status'

describe('documentStatus', () => {
  it('has none without drafts', () => {
    expect(documentStatus({ drafts: false, status: 'published', hasPublished: true })).toBeNull()
  })
  it('is Published when the newest version is the published one', () => {
    expect(documentStatus({ drafts: true, status: 'published', hasPublished: true })).toBe('published')
  })
  it('is Changed when a draft is newer than the published version', () => {
    expect(documentStatus({ drafts: true, status: 'draft', hasPublished: true })).toBe('changed')
  })
  it('is Draft when it was never published (or the status is not known yet)', () => {
    expect(documentStatus({ drafts: true, status: 'draft', hasPublished: false })).toBe('draft')
    expect(documentStatus({ drafts: true, status: undefined, hasPublished: false })).toBe('draft')
  })
})
