import { describe, expect, it } from 'vitest'
import { fieldPermissionsOf, mayEditField, mayReadField, nestedFieldPermissions } from './field-permissions'

// Shaped as Payload 3.90 answers POST /<slug>/access/<id> for a user who may read but not update `locked`.
const answer = {
  update: true,
  fields: {
    title: true,
    locked: { create: true, read: true, fields: { code: { create: true, read: true } } },
    open: { create: true, read: true, update: true, fields: true },
    sections: { read: true, update: true, blocks: { quote: { fields: { text: { read: true } } } } },
  },
}

describe('field permissions', () => {
  const fields = fieldPermissionsOf(answer)

  it('allows fields answered true or with update, and refuses those whose update was left out', () => {
    expect(mayEditField(fields, 'title', 'update')).toBe(true)
    expect(mayEditField(fields, 'open', 'update')).toBe(true)
    expect(mayEditField(fields, 'locked', 'update')).toBe(false)
    expect(mayEditField(fields, 'locked', 'create')).toBe(true)
  })

  it('leaves unnamed layout fields and fields the answer does not name to the server', () => {
    expect(mayEditField(fields, undefined, 'update')).toBe(true)
    expect(mayEditField(fields, 'unknown', 'update')).toBe(true)
    expect(mayEditField(true, 'anything', 'update')).toBe(true)
  })

  it('descends into groups and blocks', () => {
    expect(mayEditField(nestedFieldPermissions(fields, 'locked'), 'code', 'update')).toBe(false)
    expect(nestedFieldPermissions(fields, 'open')).toBe(true)
    expect(mayEditField(nestedFieldPermissions(fields, 'sections', 'quote'), 'text', 'update')).toBe(false)
    expect(nestedFieldPermissions(fields, 'sections', 'callout')).toBe(true)
  })

  it('shows a field its user may read, and leaves out one whose read was left out, as Payload’s admin does', () => {
    // Payload drops a refused operation: `secret` may be written but not read; `hidden` nothing at all.
    const withSecret = fieldPermissionsOf({
      fields: {
        title: true,
        secret: { create: true, update: true },
        hidden: {},
        where: { read: { permission: true } },
      },
    })
    expect(mayReadField(withSecret, 'title')).toBe(true)
    expect(mayReadField(withSecret, 'where')).toBe(true)
    expect(mayReadField(withSecret, 'secret')).toBe(false)
    expect(mayReadField(withSecret, 'hidden')).toBe(false)
    expect(mayReadField(withSecret, 'unknown')).toBe(true)
    expect(mayReadField(withSecret, undefined)).toBe(true)
    expect(mayReadField(true, 'anything')).toBe(true)
  })

  it('reads an answer without fields as everything allowed', () => {
    expect(fieldPermissionsOf({ update: true, fields: true })).toBe(true)
    expect(fieldPermissionsOf(null)).toBe(true)
  })
})
