/**
 * Cross-checks every rule against Payload 3.90's own validators (`payload/shared`), run the way the
 * admin's form state runs them (event 'onChange'), with the same English translator: for each
 * field variant and each value of a broad pool, our result must equal theirs.
 */
import * as payload from 'payload/shared'
import { describe, expect, it } from 'vitest'

import type { FolioClientField, FolioLoginWithUsername } from '@shared/protocol'
import { CONFIRM_PASSWORD_FIELD, PASSWORD_FIELD, isEmailAddress, validateField, type IDType } from './index'
import { englishTranslator } from './test-helpers'

const t = englishTranslator()

type PayloadValidator = (value: unknown, options: Record<string, unknown>) => unknown
const payloadValidators = payload as unknown as Record<string, PayloadValidator>

interface Scenario {
  siblingData?: Record<string, unknown>
  loginWithUsername?: false | FolioLoginWithUsername
  idType?: IDType
  defaultMaxTextLength?: number
}

/** What Folio's form-state endpoint does for json fields: a string value is the editor's text. */
function jsonErrorOf(field: FolioClientField, value: unknown): unknown {
  if (field.type !== 'json' || typeof value !== 'string') return undefined
  try {
    JSON.parse(value)
    return undefined
  } catch (error) {
    return error
  }
}

async function theirs(
  validator: string,
  field: FolioClientField,
  value: unknown,
  scenario: Scenario,
): Promise<unknown> {
  const validate = payloadValidators[validator]
  if (!validate) throw new Error(`payload/shared has no ${validator}`)
  const defaultMaxTextLength = scenario.defaultMaxTextLength ?? 40000
  return await validate(value, {
    ...field,
    collectionSlug: scenario.loginWithUsername === undefined ? undefined : 'users',
    data: {},
    event: 'onChange',
    jsonError: jsonErrorOf(field, value),
    operation: 'update',
    path: [field.name],
    preferences: { fields: {} },
    req: {
      t,
      payload: {
        collections: {},
        config: {
          defaultMaxTextLength,
          collections: [{ slug: 'users', auth: { loginWithUsername: scenario.loginWithUsername ?? false } }],
        },
        db: { defaultIDType: scenario.idType ?? 'number' },
      },
    },
    siblingData: scenario.siblingData ?? {},
  })
}

function ours(field: FolioClientField, value: unknown, scenario: Scenario): unknown {
  return validateField(field, value, t, {
    siblingData: scenario.siblingData ?? {},
    loginWithUsername: scenario.loginWithUsername,
    idType: scenario.idType ?? 'number',
    defaultMaxTextLength: scenario.defaultMaxTextLength,
  })
}

const VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'a',
  'abc',
  'abcdef',
  'soon',
  '2024-05-01',
  '2024-05-01T10:00:00.000Z',
  'blue',
  'low',
  'x@y.io',
  'bad@',
  'user..name@example.com',
  0,
  1,
  3,
  -1,
  7,
  250,
  NaN,
  1.5,
  '4.5',
  '12abc',
  '0x10',
  true,
  false,
  [],
  ['a'],
  ['a', 'b'],
  ['a', 'b', 'a'],
  ['a', 'b', 'c', 'd'],
  ['ok', 'too long'],
  [''],
  [1],
  [1, 2],
  [1, 20],
  [1, 2, 3, 4],
  [1, 'x'],
  [2.35, 48.85],
  [200, 10],
  [10, -95],
  ['x', '2'],
  ['', ''],
  [1, 2, 3],
  [null],
  {},
  { a: 1 },
  { relationTo: 'posts', value: 1 },
  [{ relationTo: 'posts', value: 1 }],
  [
    { relationTo: 'posts', value: 'x' },
    { relationTo: 'pages', value: null },
  ],
  [{ blockType: 'hero' }, { blockType: 'gallery' }],
  '{"a": 1}',
  '{"a": ',
]

const f = (type: string, props: Partial<FolioClientField> = {}): FolioClientField => ({ type, name: 'f', ...props })
const eitherOr: FolioLoginWithUsername = { allowEmailLogin: true, requireEmail: false, requireUsername: false }
const requireUsername: FolioLoginWithUsername = { allowEmailLogin: false, requireEmail: false, requireUsername: true }
const options = ['a', 'b', 'c']
const labelled = [
  { label: 'Low', value: 'low' },
  { label: 'High', value: 'high' },
]

/** [Payload validator, field, scenarios] */
const CASES: [string, FolioClientField, Scenario[]][] = [
  ['text', f('text'), [{}, { defaultMaxTextLength: 4 }]],
  ['text', f('text', { required: true }), [{}]],
  ['text', f('text', { minLength: 3, maxLength: 5 }), [{}]],
  ['text', f('text', { required: true, minLength: 3 }), [{}]],
  ['text', f('text', { hasMany: true, minRows: 2, maxRows: 3, maxLength: 4 }), [{}]],
  ['text', f('text', { hasMany: true, required: true }), [{}]],
  ['textarea', f('textarea'), [{}, { defaultMaxTextLength: 4 }]],
  ['textarea', f('textarea', { required: true }), [{}]],
  ['textarea', f('textarea', { minLength: 3, maxLength: 5 }), [{}]],
  [
    'email',
    f('email'),
    [{}, { loginWithUsername: eitherOr }, { loginWithUsername: eitherOr, siblingData: { username: 'ann' } }],
  ],
  ['email', f('email', { required: true }), [{}, { loginWithUsername: requireUsername }]],
  [
    'username',
    f('text', { name: 'username', required: true }),
    [{ loginWithUsername: requireUsername }, { loginWithUsername: requireUsername, defaultMaxTextLength: 4 }],
  ],
  [
    'username',
    f('text', { name: 'username', required: false }),
    [{ loginWithUsername: eitherOr }, { loginWithUsername: eitherOr, siblingData: { email: 'a@b.io' } }],
  ],
  ['password', PASSWORD_FIELD, [{}, { defaultMaxTextLength: 4 }]],
  ['password', { ...PASSWORD_FIELD, minLength: 5, maxLength: 6 }, [{}]],
  [
    'confirmPassword',
    CONFIRM_PASSWORD_FIELD,
    [{}, { siblingData: { password: 'abc' } }, { siblingData: { password: 1 } }],
  ],
  ['number', f('number'), [{}]],
  ['number', f('number', { required: true }), [{}]],
  ['number', f('number', { min: 0, max: 5 }), [{}]],
  ['number', f('number', { hasMany: true, minRows: 2, maxRows: 3, max: 10 }), [{}]],
  ['number', f('number', { hasMany: true, required: true }), [{}]],
  ['checkbox', f('checkbox'), [{}]],
  ['checkbox', f('checkbox', { required: true }), [{}]],
  ['select', f('select', { options }), [{}]],
  ['select', f('select', { options: labelled, required: true }), [{}]],
  ['select', f('select', { options, hasMany: true, required: true }), [{}]],
  ['radio', f('radio', { options: labelled }), [{}]],
  ['radio', f('radio', { options, required: true }), [{}]],
  ['date', f('date'), [{}]],
  ['date', f('date', { required: true }), [{}]],
  ['date', f('date', { required: true, timezone: true }), [{}, { siblingData: { f_tz: 'Europe/Paris' } }]],
  ['point', f('point'), [{}]],
  ['point', f('point', { required: true }), [{}]],
  ['json', f('json'), [{}]],
  ['json', f('json', { required: true }), [{}]],
  ['code', f('code'), [{}]],
  ['code', f('code', { required: true }), [{}]],
  ['array', f('array', { fields: [] }), [{}]],
  ['array', f('array', { fields: [], required: true }), [{}]],
  ['array', f('array', { fields: [], minRows: 1, maxRows: 2 }), [{}]],
  ['blocks', f('blocks', { blocks: [] }), [{}]],
  ['blocks', f('blocks', { blocks: [], required: true, minRows: 2, maxRows: 3 }), [{}]],
  ['blocks', f('blocks', { blocks: [], filterOptions: ['hero'] }), [{}]],
]

for (const type of ['relationship', 'upload']) {
  const byIdType = (idType: IDType): Scenario[] => [{ idType }]
  CASES.push(
    [type, f(type, { relationTo: 'media' }), [...byIdType('number'), ...byIdType('text')]],
    [type, f(type, { relationTo: 'media', required: true }), byIdType('number')],
    [
      type,
      f(type, { relationTo: 'media', hasMany: true, minRows: 2, maxRows: 3 }),
      [...byIdType('number'), ...byIdType('text')],
    ],
    [type, f(type, { relationTo: ['posts', 'pages'], hasMany: true }), [...byIdType('number'), ...byIdType('text')]],
  )
}

describe('same result as Payload 3.90’s validators', () => {
  it.each(
    CASES.map(
      ([validator, field, scenarios]) =>
        [`${validator} ${JSON.stringify(field)}`, validator, field, scenarios] as const,
    ),
  )('%s', async (_title, validator, field, scenarios) => {
    let compared = 0
    for (const scenario of scenarios) {
      for (const value of VALUES) {
        let expected: unknown
        try {
          expected = await theirs(validator, field, value, scenario)
        } catch {
          // Payload itself throws on this input (e.g. `null` inside a blocks value): only ask that we don't.
          expect(() => ours(field, value, scenario)).not.toThrow()
          continue
        }
        const actual = ours(field, value, scenario)
        // Folio's one deliberate difference (rules.ts): a required text left empty says "required".
        if (validator === 'text' && field.required && !field.hasMany && (value === '' || value == null))
          expected = t('validation:required')
        expect({ value, scenario, result: actual }).toEqual({ value, scenario, result: expected })
        compared++
      }
    }
    expect(compared).toBeGreaterThan(VALUES.length / 2)
  })
})

describe('isEmailAddress agrees with Payload’s email pattern', () => {
  // `required` so that an empty string counts as rejected, like the pattern does.
  const payloadAccepts = (address: string) =>
    payloadValidators.email!(address, { required: true, req: { t, payload: { config: {} } } }) === true

  it('on hand-picked addresses', () => {
    const samples = [
      'user@example.com',
      'user.name+alias@example.co.uk',
      'user-name@example.org',
      'user@ex--ample.com',
      'user@sub.domain.example.com',
      '"user"@example.com',
      'user@"example.com"',
      'user @example.com',
      'user@ example.com',
      'user..name@example.com',
      'user@example..com',
      'user@-example.com',
      'user@example-.com',
      '.user@example.com',
      'user.@example.com',
      'user@example.c',
      'user@example.c0m',
      'user@127.0.0.1',
      'user@[127.0.0.1]',
      'USER@EXAMPLE.COM',
      "!#$%&'*+/=?^`{|}~-@x.io",
      'a_b@x.io',
      'a@x_y.io',
      'a@x.io\n',
      'ü@x.io',
      'a@ü.io',
      'a@b@c.io',
    ]
    for (const address of samples)
      expect({ address, valid: isEmailAddress(address) }).toEqual({ address, valid: payloadAccepts(address) })
  })

  it('on 20,000 pseudo-random strings', () => {
    // Deterministic generator (mulberry32) over characters that matter to the pattern.
    let seed = 0x5eed
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed)
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296
    }
    const alphabet = 'aZ09._-+@@..--"  é~!'
    const pick = (chars: string) => chars[Math.floor(random() * chars.length)]!
    const word = (max: number, chars: string) => {
      let s = ''
      const length = Math.floor(random() * max)
      for (let i = 0; i < length; i++) s += pick(chars)
      return s
    }
    let accepted = 0
    for (let i = 0; i < 20000; i++) {
      // Half fully random, half shaped like local@domain.tld to reach the accepting paths.
      const address = i % 2 ? word(14, alphabet) : `${word(6, 'ab._-+"')}@${word(6, 'xy0.-_')}.${word(4, 'comZ0-')}`
      const expected = payloadAccepts(address)
      if (expected) accepted++
      if (isEmailAddress(address) !== expected)
        expect({ address, valid: isEmailAddress(address) }).toEqual({ address, valid: expected })
    }
    expect(accepted).toBeGreaterThan(100)
  })
})
