import { describe, expect, it } from 'vitest'

import {
  CONFIRM_PASSWORD_FIELD,
  PASSWORD_FIELD,
  hasText,
  isEmailAddress,
  validateField,
  type ValidationOptions,
} from './index'
import { englishTranslator, field } from './test-helpers'

const t = englishTranslator()
const check = (f: ReturnType<typeof field>, value: unknown, options?: ValidationOptions) =>
  validateField(f, value, t, options)

const REQUIRED = 'This field is required.'
const EMAIL = 'Please enter a valid email address.'
const NUMBER = 'Please enter a valid number.'
const SELECTION = 'This field has an invalid selection.'
const INVALID_INPUT = 'This field has an invalid input.'
const shorter = (n: number) => `This value must be shorter than the max length of ${n} characters.`
const longer = (n: number) => `This value must be longer than the minimum length of ${n} characters.`
const atLeast = (n: number, label: string) => `This field requires at least ${n} ${label}.`
const noMoreThan = (n: number) => `This field requires no more than ${n} Rows.`

describe('text', () => {
  it('passes a value within the lengths, and an empty optional value', () => {
    expect(check(field('text', { minLength: 3, maxLength: 5 }), 'abcd')).toBe(true)
    expect(check(field('text'), undefined)).toBe(true)
    expect(check(field('text'), null)).toBe(true)
    expect(check(field('text'), '')).toBe(true)
  })
  it('rejects longer than the field maxLength', () => {
    expect(check(field('text', { maxLength: 5 }), 'abcdef')).toBe(shorter(5))
  })
  it('uses the default max text length (40000), or the configured one', () => {
    expect(check(field('text'), 'x'.repeat(40000))).toBe(true)
    expect(check(field('text'), 'x'.repeat(40001))).toBe(shorter(40000))
    expect(check(field('text'), 'abcdef', { defaultMaxTextLength: 5 })).toBe(shorter(5))
    // The field's own maxLength wins over the default.
    expect(check(field('text', { maxLength: 10 }), 'abcdef', { defaultMaxTextLength: 5 })).toBe(true)
  })
  it('rejects shorter than minLength', () => {
    expect(check(field('text', { minLength: 3 }), 'ab')).toBe(longer(3))
  })
  it('required: empty is required', () => {
    expect(check(field('text', { required: true }), '')).toBe(REQUIRED)
    expect(check(field('text', { required: true }), undefined)).toBe(REQUIRED)
    expect(check(field('text', { required: true }), 'a')).toBe(true)
  })
  it('required with a minLength says required when empty (Payload reports the minimum length), and the length once typed', () => {
    expect(check(field('text', { required: true, minLength: 3 }), '')).toBe(REQUIRED)
    expect(check(field('text', { required: true, minLength: 3 }), undefined)).toBe(REQUIRED)
    expect(check(field('text', { required: true, minLength: 3 }), 'ab')).toBe(longer(3))
  })
  describe('hasMany', () => {
    const tags = field('text', { hasMany: true, minRows: 2, maxRows: 3, maxLength: 4 })
    it('passes a row count within minRows..maxRows with short items', () => {
      expect(check(tags, ['a', 'b'])).toBe(true)
      expect(check(tags, [])).toBe(true) // not required and empty
    })
    it('checks row counts', () => {
      expect(check(tags, ['a'])).toBe(atLeast(2, 'Rows'))
      expect(check(tags, ['a', 'b', 'c', 'd'])).toBe(noMoreThan(3))
    })
    it('checks each item', () => {
      expect(check(tags, ['ok', 'too long'])).toBe(shorter(4))
      expect(check(field('text', { hasMany: true, minLength: 2 }), ['ab', 'c'])).toBe(longer(2))
    })
    it('required needs at least 1 row', () => {
      expect(check(field('text', { hasMany: true, required: true }), [])).toBe(atLeast(1, 'Row'))
      expect(check(field('text', { hasMany: true, required: true }), ['x'])).toBe(true)
    })
  })
})

describe('textarea', () => {
  it('passes within the lengths', () => {
    expect(check(field('textarea', { maxLength: 10, minLength: 2 }), 'hello')).toBe(true)
    expect(check(field('textarea'), '')).toBe(true)
  })
  it('rejects too long (field or default max) and too short', () => {
    expect(check(field('textarea', { maxLength: 3 }), 'hello')).toBe(shorter(3))
    expect(check(field('textarea'), 'x'.repeat(40001))).toBe(shorter(40000))
    expect(check(field('textarea', { minLength: 8 }), 'hello')).toBe(longer(8))
  })
  it('required', () => {
    expect(check(field('textarea', { required: true }), '')).toBe(REQUIRED)
    expect(check(field('textarea', { required: true }), 'x')).toBe(true)
  })
})

describe('email', () => {
  const contact = field('email')
  it('passes a valid address and an empty optional value', () => {
    expect(check(contact, 'user.name+alias@example.co.uk')).toBe(true)
    expect(check(contact, '')).toBe(true)
    expect(check(contact, undefined)).toBe(true)
  })
  it('rejects an invalid address', () => {
    expect(check(contact, 'user@example')).toBe(EMAIL)
    expect(check(contact, 'user..name@example.com')).toBe(EMAIL)
    expect(check(contact, 'user name@example.com')).toBe(EMAIL)
  })
  it('a required empty email reports emailAddress (Payload)', () => {
    expect(check(field('email', { required: true }), '')).toBe(EMAIL)
  })
  describe('login with username', () => {
    const eitherOr: ValidationOptions['loginWithUsername'] = {
      allowEmailLogin: true,
      requireEmail: false,
      requireUsername: false,
    }
    const optionalEmail = field('email', { name: 'email', required: false })
    it('either email or username must be present', () => {
      expect(check(optionalEmail, '', { loginWithUsername: eitherOr, siblingData: {} })).toBe(REQUIRED)
      expect(check(optionalEmail, '', { loginWithUsername: eitherOr, siblingData: { username: 'ann' } })).toBe(true)
      expect(check(optionalEmail, 'ann@example.com', { loginWithUsername: eitherOr, siblingData: {} })).toBe(true)
    })
    it('no either/or when one of them is required', () => {
      const requireUsername = { allowEmailLogin: false, requireEmail: false, requireUsername: true }
      expect(check(optionalEmail, '', { loginWithUsername: requireUsername, siblingData: {} })).toBe(true)
    })
  })
})

describe('username (auth collection with login by username)', () => {
  const usernameField = field('text', { name: 'username', required: true })
  const requireUsername = { allowEmailLogin: false, requireEmail: false, requireUsername: true }
  const eitherOr = { allowEmailLogin: true, requireEmail: false, requireUsername: false }
  it('required when flagged', () => {
    expect(check(usernameField, '', { loginWithUsername: requireUsername })).toBe(REQUIRED)
    expect(check(usernameField, 'ann', { loginWithUsername: requireUsername })).toBe(true)
  })
  it('either/or with email', () => {
    const optional = field('text', { name: 'username', required: false })
    expect(check(optional, '', { loginWithUsername: eitherOr, siblingData: {} })).toBe(REQUIRED)
    expect(check(optional, '', { loginWithUsername: eitherOr, siblingData: { email: 'a@b.io' } })).toBe(true)
  })
  it('applies the default max text length only (not the field maxLength)', () => {
    expect(check(usernameField, 'abcdef', { loginWithUsername: requireUsername, defaultMaxTextLength: 5 })).toBe(
      shorter(5),
    )
    expect(check({ ...usernameField, maxLength: 2 }, 'abc', { loginWithUsername: requireUsername })).toBe(true)
  })
  it('is a plain text field elsewhere (no login by username, or nested)', () => {
    expect(check({ ...usernameField, maxLength: 2 }, 'abc')).toBe(shorter(2))
    expect(
      check({ ...usernameField, maxLength: 2 }, 'abc', {
        loginWithUsername: requireUsername,
        path: 'profile.username',
      }),
    ).toBe(shorter(2))
  })
})

describe('password and confirm-password', () => {
  it('password: required, minimum length 3 by default', () => {
    expect(check(PASSWORD_FIELD, '')).toBe(REQUIRED)
    expect(check(PASSWORD_FIELD, 'ab')).toBe(longer(3))
    expect(check(PASSWORD_FIELD, 'abc')).toBe(true)
    expect(check(PASSWORD_FIELD, 'abcdef', { defaultMaxTextLength: 5 })).toBe(shorter(5))
  })
  it('confirm-password: required, must equal the password', () => {
    expect(check(CONFIRM_PASSWORD_FIELD, '', { siblingData: { password: 'secret' } })).toBe(REQUIRED)
    expect(check(CONFIRM_PASSWORD_FIELD, 'secrets', { siblingData: { password: 'secret' } })).toBe(
      'Passwords do not match.',
    )
    expect(check(CONFIRM_PASSWORD_FIELD, 'secret', { siblingData: { password: 'secret' } })).toBe(true)
  })
})

describe('number', () => {
  const rating = field('number', { min: 0, max: 5 })
  it('passes numbers within min/max, numeric strings, and empty optional values', () => {
    expect(check(rating, 3)).toBe(true)
    expect(check(rating, 0)).toBe(true)
    expect(check(rating, '4.5')).toBe(true)
    expect(check(rating, undefined)).toBe(true)
    expect(check(rating, '')).toBe(true)
  })
  it('rejects what is not a number', () => {
    expect(check(rating, 'abc')).toBe(NUMBER)
    expect(check(rating, NaN)).toBe(true) // NaN is falsy and not a number: treated as empty, as in Payload
    expect(check(field('number', { required: true }), NaN)).toBe(REQUIRED)
  })
  it('empty is required; blank is not a number', () => {
    expect(check(field('number', { required: true }), '')).toBe(REQUIRED)
    expect(check(field('number', { required: true }), '   ')).toBe(NUMBER)
    expect(check(field('number'), '   ')).toBe(NUMBER)
    expect(check(field('number', { required: true }), null)).toBe(REQUIRED)
    expect(check(field('number', { required: true }), 0)).toBe(true)
  })
  it('checks min and max', () => {
    expect(check(rating, 7)).toBe('7 is greater than the max allowed Value of 5.')
    expect(check(rating, -1)).toBe('-1 is less than the min allowed Value of 0.')
  })
  it('hasMany: rows and each item', () => {
    const scores = field('number', { hasMany: true, minRows: 2, maxRows: 3, max: 10 })
    expect(check(scores, [1, 2])).toBe(true)
    expect(check(scores, [1])).toBe(atLeast(2, 'Rows'))
    expect(check(scores, [1, 2, 3, 4])).toBe(noMoreThan(3))
    expect(check(scores, [1, 'x'])).toBe(NUMBER)
    expect(check(scores, [1, 20])).toBe('1,20 is greater than the max allowed Value of 10.')
  })
})

describe('checkbox', () => {
  it('passes booleans and an empty optional value', () => {
    expect(check(field('checkbox'), true)).toBe(true)
    expect(check(field('checkbox'), false)).toBe(true)
    expect(check(field('checkbox'), undefined)).toBe(true)
  })
  it('rejects non-booleans, and a missing required value', () => {
    expect(check(field('checkbox'), 'yes')).toBe('This field can only be equal to true or false.')
    expect(check(field('checkbox', { required: true }), undefined)).toBe(
      'This field can only be equal to true or false.',
    )
  })
})

describe('select', () => {
  const color = field('select', { options: ['gray', 'blue'] })
  const priority = field('select', {
    options: [
      { label: 'Low', value: 'low' },
      { label: 'High', value: 'high' },
    ],
  })
  it('passes an option (string or {label, value})', () => {
    expect(check(color, 'blue')).toBe(true)
    expect(check(priority, 'low')).toBe(true)
    expect(check(priority, undefined)).toBe(true)
  })
  it('rejects a value not among the options', () => {
    expect(check(color, 'red')).toBe(SELECTION)
    expect(check(priority, 'Low')).toBe(SELECTION)
  })
  it('hasMany: each value an option, no repeats, required needs one', () => {
    const many = field('select', { hasMany: true, required: true, options: ['a', 'b', 'c'] })
    expect(check(many, ['a', 'c'])).toBe(true)
    expect(check(many, ['a', 'x'])).toBe(SELECTION)
    expect(check(many, ['a', 'b', 'a'])).toBe('This field has the following invalid selections: "a", "a"')
    expect(check(many, [])).toBe(REQUIRED)
  })
  it('required', () => {
    expect(check({ ...color, required: true }, null)).toBe(REQUIRED)
  })
})

describe('radio', () => {
  const visibility = field('radio', {
    options: [
      { label: 'Public', value: 'public' },
      { label: 'Hidden', value: 'hidden' },
    ],
  })
  it('passes an option, and an empty optional value', () => {
    expect(check(visibility, 'public')).toBe(true)
    expect(check(visibility, '')).toBe(true)
  })
  it('rejects another value; required', () => {
    expect(check(visibility, 'members')).toBe(SELECTION)
    expect(check({ ...visibility, required: true }, undefined)).toBe(REQUIRED)
  })
})

describe('date', () => {
  it('passes a parseable date, and an empty optional value', () => {
    expect(check(field('date'), '2024-05-01T10:00:00.000Z')).toBe(true)
    expect(check(field('date'), undefined)).toBe(true)
  })
  it('rejects an unparseable value', () => {
    expect(check(field('date'), 'soon')).toBe('"soon" is not a valid date.')
  })
  it('required', () => {
    expect(check(field('date', { required: true }), '')).toBe(REQUIRED)
  })
  it('a required date with a timezone needs <name>_tz beside it', () => {
    const when = field('date', { name: 'when', required: true, timezone: true })
    expect(check(when, '2024-05-01', { siblingData: {} })).toBe('A timezone is required.')
    expect(check(when, '2024-05-01', { siblingData: { when_tz: 'Europe/Paris' } })).toBe(true)
  })
})

describe('point', () => {
  it('passes a valid [lng, lat] and an empty optional value', () => {
    expect(check(field('point'), [2.35, 48.85])).toBe(true)
    expect(check(field('point'), undefined)).toBe(true)
    expect(check(field('point'), null)).toBe(true)
  })
  it('required needs two numbers', () => {
    expect(check(field('point', { required: true }), null)).toBe(REQUIRED)
    expect(check(field('point', { required: true }), ['', ''])).toBe('This field requires two numbers.')
    expect(check(field('point', { required: true }), [1, 2])).toBe(true)
  })
  it('rejects non-numbers and out-of-bounds coordinates', () => {
    expect(check(field('point'), ['x', '2'])).toBe(INVALID_INPUT)
    expect(check(field('point'), [200, 10])).toBe('Longitude must be between -180 and 180.')
    expect(check(field('point'), [10, -95])).toBe('Latitude must be between -90 and 90.')
  })
})

describe('json', () => {
  it('passes parsed values and parseable text', () => {
    expect(check(field('json'), { a: 1 })).toBe(true)
    expect(check(field('json'), '{"a": 1}')).toBe(true)
    expect(check(field('json'), undefined)).toBe(true)
  })
  it('rejects unparseable text, or a reported editor error', () => {
    expect(check(field('json'), '{"a": ')).toBe(INVALID_INPUT)
    expect(check(field('json'), { a: 1 }, { jsonError: new SyntaxError('Unexpected end') })).toBe(INVALID_INPUT)
  })
  it('required', () => {
    expect(check(field('json', { required: true }), null)).toBe(REQUIRED)
    expect(check(field('json', { required: true }), [1])).toBe(true)
  })
})

describe('code', () => {
  it('required rejects only a missing value', () => {
    expect(check(field('code', { required: true }), undefined)).toBe(REQUIRED)
    expect(check(field('code', { required: true }), '')).toBe(true)
    expect(check(field('code', { required: true }), '<p>hi</p>')).toBe(true)
    expect(check(field('code'), undefined)).toBe(true)
  })
})

describe.each(['relationship', 'upload'])('%s', (type) => {
  const single = field(type, { relationTo: 'media' })
  it('passes an id, and an empty optional value', () => {
    expect(check(single, 12)).toBe(true)
    expect(check(single, 'abc')).toBe(true)
    expect(check(single, null)).toBe(true)
  })
  it('required', () => {
    expect(check({ ...single, required: true }, null)).toBe(REQUIRED)
    expect(check({ ...single, required: true }, 0)).toBe(true)
    expect(check(field(type, { relationTo: 'media', hasMany: true, required: true }), [])).toBe(REQUIRED)
  })
  it('hasMany row counts', () => {
    const many = field(type, { relationTo: 'media', hasMany: true, minRows: 2, maxRows: 3 })
    expect(check(many, [1, 2])).toBe(true)
    expect(check(many, [1])).toBe('1 is less than the min allowed Rows of 2.')
    expect(check(many, [1, 2, 3, 4])).toBe('4 is greater than the max allowed Rows of 3.')
  })
  it('checks id shapes (Payload’s own untranslated message)', () => {
    expect(check(single, 'abc', { idType: 'number' })).toBe(
      'This relationship field has the following invalid relationships: abc 0',
    )
    expect(check(single, { id: 1 })).toBe(
      'This relationship field has the following invalid relationships: [object Object] 0',
    )
    const polymorphic = field(type, { relationTo: ['posts', 'pages'], hasMany: true })
    expect(check(polymorphic, [{ relationTo: 'posts', value: 1 }])).toBe(true)
    expect(check(polymorphic, [1])).toBe('This relationship field has the following invalid relationships: 1 0')
  })
})

describe('array and blocks', () => {
  it.each(['array', 'blocks'])('%s: row counts and required', (type) => {
    const rows = field(type, { minRows: 1, maxRows: 2, fields: [], blocks: [] })
    expect(check(rows, [{}])).toBe(true)
    expect(check(rows, [])).toBe(true) // not required and empty
    expect(check(rows, [{}, {}, {}])).toBe(noMoreThan(2))
    expect(check({ ...rows, minRows: 2 }, [{}])).toBe(atLeast(2, 'Rows'))
    expect(check(field(type, { required: true }), [])).toBe(atLeast(1, 'Row'))
    expect(check(field(type, { required: true }), undefined)).toBe(atLeast(1, 'Row'))
  })
  it('accepts a row count as the value (form state keeps one for arrays and blocks)', () => {
    expect(check(field('array', { maxRows: 2 }), 3)).toBe(noMoreThan(2))
    expect(check(field('array', { maxRows: 2 }), 2)).toBe(true)
  })
  it('blocks: a slug list in filterOptions rejects other block types', () => {
    const layout = field('blocks', { filterOptions: ['hero'] })
    expect(check(layout, [{ blockType: 'hero' }])).toBe(true)
    expect(check(layout, [{ blockType: 'hero' }, { blockType: 'gallery' }])).toBe(
      'This field contains blocks that are no longer allowed: gallery.',
    )
  })
})

describe('richText', () => {
  const paragraph = (text?: string) => ({
    type: 'paragraph',
    children: text === undefined ? [] : [{ type: 'text', text }],
  })
  const doc = (...children: unknown[]) => ({ root: { type: 'root', children } })
  it('required: a non-empty Lexical root passes', () => {
    expect(check(field('richText', { required: true }), doc(paragraph('Hello')))).toBe(true)
    expect(check(field('richText', { required: true }), doc(paragraph(), paragraph()))).toBe(true)
    expect(check(field('richText', { required: true }), doc({ type: 'heading', tag: 'h1', children: [] }))).toBe(true)
  })
  it('required: missing, no children, or one empty paragraph is required', () => {
    for (const value of [undefined, null, doc(), doc(paragraph()), doc(paragraph(''))]) {
      expect(check(field('richText', { required: true }), value)).toBe(REQUIRED)
    }
  })
  it('not required: anything passes', () => {
    expect(check(field('richText'), doc(paragraph()))).toBe(true)
  })
  it('hasText follows the lexical editor', () => {
    expect(hasText(doc(paragraph(' ')))).toBe(true)
    expect(hasText({ root: {} })).toBe(false)
  })
})

describe('skipped and unknown fields', () => {
  it('pass without validation', () => {
    expect(check(field('text', { required: true, hidden: true }), '')).toBe(true)
    expect(check(field('text', { required: true, admin: { hidden: true } }), '')).toBe(true)
    expect(check(field('text', { required: true, admin: { disabled: true } }), '')).toBe(true)
    expect(check(field('text', { required: true, admin: { condition: 'server-side' } }), '')).toBe(true)
    expect(check(field('ui'), undefined)).toBe(true)
    expect(check(field('group', { required: true }), undefined)).toBe(true)
    expect(check(field('join'), undefined)).toBe(true)
    expect(check(field('constructor', { required: true }), undefined)).toBe(true)
  })
})

describe('isEmailAddress', () => {
  it.each(['a@b.co', 'user-name@ex--ample.org', "o'brien+x@sub.domain.example.com", 'UPPER@EXAMPLE.COM', '_@x.io'])(
    'accepts %s',
    (address) => {
      expect(isEmailAddress(address)).toBe(true)
    },
  )
  it.each([
    '',
    '@x.io',
    'a@',
    'a@b',
    'a@b.c',
    'a@b.c0',
    '.a@b.io',
    'a.@b.io',
    'a@-b.io',
    'a@b-.io',
    'a@b..io',
    '"a"@b.io',
    'a b@c.io',
    'a@b.io ',
    'a@@b.io',
    'a@b_c.io',
    'é@b.io',
  ])('rejects %j', (address) => {
    expect(isEmailAddress(address)).toBe(false)
  })
})
