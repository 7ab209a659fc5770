import { describe, expect, it } from 'vitest'

import type { FolioClientBlock, FolioClientField } from '@shared/protocol'
import { createTranslator, type Translate } from '../i18n/translate'
import { en as folioEn } from '../i18n/folio-strings/en'
import schema from './__fixtures__/demo-schema.json'
import { CONFIRM_PASSWORD_FIELD, PASSWORD_FIELD, validateDocument, type FieldValidationError } from './index'
import { english, englishTranslator } from './test-helpers'
import { unsendable } from './typed-text'

const t = englishTranslator()

/** Field definitions exactly as the built-in CMS serves them (GET /api/folio/schema). */
const fields = (slug: 'posts' | 'pages' | 'users' | 'navigation' | 'site-settings') =>
  schema[slug] as unknown as FolioClientField[]

const REQUIRED = 'This field is required.'
const SELECTION = 'This field has an invalid selection.'
const shorter = (n: number) => `This value must be shorter than the max length of ${n} characters.`

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  }
  return value
}

const validPost = () => ({
  title: 'A good title',
  excerpt: 'Short',
  slug: 'a-good-title',
  heroImage: 1,
  body: { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hi' }] }] } },
  layout: [
    { id: 'l1', blockType: 'hero', heading: 'Welcome', blockName: null },
    {
      id: 'l2',
      blockType: 'gallery',
      title: 'Pics',
      images: [{ id: 'i1', image: 2, caption: 'One', credits: [{ id: 'c1', name: 'Ann', role: 'Photo' }] }],
    },
    { id: 'l3', blockType: 'content', text: 'Text', align: 'left' },
  ],
  author: 1,
  categories: [1, 2],
  related: [{ relationTo: 'pages', value: 3 }],
  tags: [{ id: 't1', label: 'news' }],
  priority: 'normal',
  visibility: 'public',
  contactEmail: 'press@example.com',
  metadata: { a: 1 },
  embedCode: '<p>hi</p>',
  location: [2.35, 48.85],
  stats: { rating: 4, readingTime: 3 },
  seo: { metaTitle: 'Meta', metaDescription: 'Description', keywords: ['a', 'b'] },
  publishedAt: '2024-05-01T10:00:00.000Z',
  featured: true,
  wordCount: 1,
  _status: 'draft',
})

describe('validateDocument on the demo content model', () => {
  it('passes a valid post', () => {
    expect(validateDocument(fields('posts'), deepFreeze(validPost()), t)).toEqual([])
  })

  // Expected errors recorded from the CMS's own form-state endpoint (Payload's validators on the
  // server, POST /api/folio/form-state) for the same documents: same paths, messages and order.
  it('reports every failing field of a post with Payload’s data paths, in field order', () => {
    const post = {
      title: '',
      excerpt: 'x'.repeat(501),
      slug: undefined,
      layout: [
        { blockType: 'hero', heading: '' },
        {
          blockType: 'gallery',
          title: 't',
          images: [{ caption: 'ok' }, { caption: 'x'.repeat(40001), credits: [{ name: '' }, { name: 'n' }] }],
        },
        { blockType: 'content', align: 'middle' },
      ],
      tags: [{ label: 'a' }, { label: 'b' }, { label: 'c' }, { label: '' }],
      priority: 'urgent',
      visibility: 'secret',
      contactEmail: 'not-an-email',
      metadata: '{"a":',
      embedCode: '',
      location: [200, 95],
      stats: { rating: 7, readingTime: -1 },
      seo: {
        metaTitle: 'x'.repeat(71),
        metaDescription: 'y'.repeat(161),
        keywords: Array.from({ length: 11 }, (_, i) => `k${i}`),
      },
      publishedAt: 'soon',
      featured: 'yes',
      wordCount: 'many',
      categories: [1, 2],
      related: [{ relationTo: 'posts', value: 1 }],
      author: 1,
      heroImage: 1,
    }
    expect(validateDocument(fields('posts'), deepFreeze(post), t)).toEqual([
      { path: 'title', message: REQUIRED },
      { path: 'excerpt', message: shorter(500) },
      { path: 'layout.0.heading', message: REQUIRED },
      { path: 'layout.1.images.1.caption', message: shorter(40000) },
      { path: 'layout.1.images.1.credits.0.name', message: REQUIRED },
      { path: 'layout.2.align', message: SELECTION },
      { path: 'tags.3.label', message: REQUIRED },
      { path: 'priority', message: SELECTION },
      { path: 'visibility', message: SELECTION },
      { path: 'contactEmail', message: 'Please enter a valid email address.' },
      { path: 'metadata', message: 'This field has an invalid input.' },
      { path: 'location', message: 'Longitude must be between -180 and 180.' },
      { path: 'stats.rating', message: '7 is greater than the max allowed Value of 5.' },
      { path: 'stats.readingTime', message: '-1 is less than the min allowed Value of 0.' },
      { path: 'seo.metaTitle', message: shorter(70) },
      { path: 'seo.metaDescription', message: shorter(160) },
      { path: 'seo.keywords', message: 'This field requires no more than 10 Rows.' },
      { path: 'slug', message: REQUIRED },
      { path: 'publishedAt', message: '"soon" is not a valid date.' },
      { path: 'featured', message: 'This field can only be equal to true or false.' },
      { path: 'wordCount', message: 'Please enter a valid number.' },
    ])
  })

  it('skips rows of unknown block types; a missing named group or tab validates its fields against empty data', () => {
    expect(
      validateDocument(
        fields('pages'),
        { title: 'ab', slug: 's', parent: 1, layout: [{ blockType: 'hero' }, { blockType: 'nope' }] },
        t,
      ),
    ).toEqual([{ path: 'layout.0.heading', message: REQUIRED }])
    expect(validateDocument(fields('posts'), { title: 'Fine title', slug: 'fine', tags: [] }, t)).toEqual([])
  })

  it('users: email, role and the default max text length', () => {
    expect(validateDocument(fields('users'), { email: 'bad', role: 'admin', name: 'x'.repeat(40001) }, t)).toEqual([
      { path: 'name', message: shorter(40000) },
      { path: 'role', message: SELECTION },
      { path: 'email', message: 'Please enter a valid email address.' },
    ])
    expect(validateDocument(fields('users'), { email: '', role: undefined }, t)).toEqual([
      { path: 'role', message: REQUIRED },
      { path: 'email', message: 'Please enter a valid email address.' },
    ])
  })

  it('users with the auth view’s password fields', () => {
    const withPassword = [...fields('users'), PASSWORD_FIELD, CONFIRM_PASSWORD_FIELD]
    const user = { email: 'ann@example.com', role: 'editor' }
    expect(validateDocument(withPassword, { ...user, password: 'secret', 'confirm-password': 'secret' }, t)).toEqual([])
    expect(validateDocument(withPassword, { ...user, password: 'secret', 'confirm-password': 'secrets' }, t)).toEqual([
      { path: 'confirm-password', message: 'Passwords do not match.' },
    ])
    expect(validateDocument(withPassword, { ...user, password: 'ab' }, t)).toEqual([
      { path: 'password', message: 'This value must be longer than the minimum length of 3 characters.' },
      { path: 'confirm-password', message: REQUIRED },
    ])
  })

  it('navigation: nested arrays', () => {
    const navigation = {
      items: [{ label: 'a', children: [{ label: '' }, { label: 'b', url: 'x'.repeat(40001) }] }, { label: '' }],
    }
    expect(validateDocument(fields('navigation'), navigation, t)).toEqual([
      { path: 'items.0.children.0.label', message: REQUIRED },
      { path: 'items.0.children.1.url', message: shorter(40000) },
      { path: 'items.1.label', message: REQUIRED },
    ])
  })

  it('site settings: checkbox, select and text in array rows', () => {
    expect(
      validateDocument(
        fields('site-settings'),
        { siteName: '', maintenanceMode: 1, social: [{ platform: 'myspace', url: '' }] },
        t,
      ),
    ).toEqual([
      { path: 'siteName', message: REQUIRED },
      { path: 'maintenanceMode', message: 'This field can only be equal to true or false.' },
      { path: 'social.0.platform', message: SELECTION },
      { path: 'social.0.url', message: REQUIRED },
    ])
  })

  it('skips hidden row ids, disabled block names and hidden fields', () => {
    const post = validPost()
    const long = 'x'.repeat(40001)
    const data = {
      ...post,
      internalNotes: long, // hidden: true
      id: 'not a number', // admin.hidden, admin.disabled
      tags: [{ id: long, label: 'ok' }], // row id: admin.hidden
      layout: [{ id: long, blockType: 'hero', heading: 'Hi', blockName: long }], // blockName: admin.disabled
    }
    expect(validateDocument(fields('posts'), data, t)).toEqual([])
  })
})

describe('validateDocument paths and traversal', () => {
  const text = (name: string, props: Partial<FolioClientField> = {}): FolioClientField => ({
    type: 'text',
    name,
    required: true,
    ...props,
  })

  it('row, collapsible, unnamed group and unnamed tab add nothing; named group and named tab add their name', () => {
    const layout: FolioClientField[] = [
      { type: 'row', fields: [text('a')] },
      { type: 'collapsible', label: 'More', fields: [text('b')] },
      { type: 'group', label: 'Unnamed', fields: [text('c')] },
      { type: 'group', name: 'meta', fields: [text('d'), { type: 'row', fields: [text('e')] }] },
      {
        type: 'tabs',
        tabs: [
          { type: 'tab', label: 'One', fields: [text('f')] },
          {
            type: 'tab',
            name: 'two',
            label: 'Two',
            fields: [text('g'), { type: 'group', name: 'deep', fields: [text('h')] }],
          },
        ],
      },
    ]
    const paths = validateDocument(layout, {}, t).map((error) => error.path)
    expect(paths).toEqual(['a', 'b', 'c', 'meta.d', 'meta.e', 'f', 'two.g', 'two.deep.h'])
    expect(
      validateDocument(
        layout,
        { a: 'a', b: 'b', c: 'c', meta: { d: 'd', e: 'e' }, f: 'f', two: { g: 'g', deep: { h: 'h' } } },
        t,
      ),
    ).toEqual([])
  })

  it('arrays and blocks add name and row index, also when nested', () => {
    const image: FolioClientField = { type: 'array', name: 'images', fields: [text('caption')] }
    const gallery: FolioClientBlock = { slug: 'gallery', fields: [image] }
    const layout: FolioClientField[] = [
      { type: 'array', name: 'tags', fields: [text('label')] },
      { type: 'blocks', name: 'layout', blocks: [gallery] },
    ]
    const data = {
      tags: [{ label: 'a' }, { label: 'b' }, { label: 'c' }, {}],
      layout: [{ blockType: 'gallery', images: [{ caption: 'x' }, { caption: '' }] }],
    }
    expect(validateDocument(layout, data, t)).toEqual([
      { path: 'tags.3.label', message: REQUIRED },
      { path: 'layout.0.images.1.caption', message: REQUIRED },
    ])
  })

  it('a row that is not an object validates its fields against empty data', () => {
    expect(validateDocument([{ type: 'array', name: 'rows', fields: [text('x')] }], { rows: [null, 'a'] }, t)).toEqual([
      { path: 'rows.0.x', message: REQUIRED },
      { path: 'rows.1.x', message: REQUIRED },
    ])
  })

  it('resolves blockReferences: inline blocks and slugs from the config’s blocksMap', () => {
    const quote: FolioClientBlock = { slug: 'quote', fields: [text('by')] }
    const cta: FolioClientBlock = { slug: 'cta', fields: [text('href')] }
    const layout: FolioClientField[] = [{ type: 'blocks', name: 'layout', blockReferences: ['quote', cta] }]
    const data = { layout: [{ blockType: 'quote' }, { blockType: 'cta' }] }
    expect(validateDocument(layout, data, t, { blocksMap: { quote } })).toEqual([
      { path: 'layout.0.by', message: REQUIRED },
      { path: 'layout.1.href', message: REQUIRED },
    ])
    // Without the map the referenced block is unknown: its rows are skipped.
    expect(validateDocument(layout, data, t)).toEqual([{ path: 'layout.1.href', message: REQUIRED }])
  })

  it('skips ui fields, fields with a (server-side) condition, and everything inside hidden or disabled containers', () => {
    const layout: FolioClientField[] = [
      { type: 'ui', name: 'banner' },
      text('conditional', { admin: { condition: true } }),
      { type: 'group', name: 'secret', admin: { hidden: true }, fields: [text('x')] },
      { type: 'row', admin: { disabled: true }, fields: [text('y')] },
      { type: 'array', name: 'rows', hidden: true, minRows: 5, fields: [text('z')] },
      { type: 'tabs', tabs: [{ type: 'tab', label: 'Off', admin: { disabled: true }, fields: [text('w')] }] },
      text('shown'),
    ]
    expect(validateDocument(layout, { rows: [{}] }, t)).toEqual([{ path: 'shown', message: REQUIRED }])
  })

  it('reports the row count of an array or blocks field before its rows', () => {
    const layout: FolioClientField[] = [{ type: 'array', name: 'tags', maxRows: 1, fields: [text('label')] }]
    expect(validateDocument(layout, { tags: [{ label: 'a' }, {}] }, t)).toEqual([
      { path: 'tags', message: 'This field requires no more than 1 Rows.' },
      { path: 'tags.1.label', message: REQUIRED },
    ])
  })

  it('login with username, email or username: either must be present', () => {
    const authFields: FolioClientField[] = [
      { type: 'email', name: 'email', required: false },
      { type: 'text', name: 'username', required: false },
    ]
    const loginWithUsername = { allowEmailLogin: true, requireEmail: false, requireUsername: false }
    expect(validateDocument(authFields, {}, t, { loginWithUsername })).toEqual([
      { path: 'email', message: REQUIRED },
      { path: 'username', message: REQUIRED },
    ])
    expect(validateDocument(authFields, { username: 'ann' }, t, { loginWithUsername })).toEqual([])
    expect(validateDocument(authFields, { email: 'ann@example.com' }, t, { loginWithUsername })).toEqual([])
  })

  it('validates an empty or missing document', () => {
    expect(validateDocument([text('a')], undefined, t)).toEqual([{ path: 'a', message: REQUIRED }])
    expect(validateDocument([], {}, t)).toEqual([])
  })
})

describe('a document with 1,000 array rows', () => {
  const tagFields = fields('posts')
  const post = (rows: number, label: (i: number) => string) => ({
    ...validPost(),
    tags: Array.from({ length: rows }, (_, i) => ({ id: `t${i}`, label: label(i) })),
  })

  /** Counts translator calls: valid fields must not build any message. */
  function countingTranslator(): { t: Translate; calls: () => number } {
    let calls = 0
    return { t: (key, vars) => (calls++, t(key, vars)), calls: () => calls }
  }

  it('valid rows: no errors, no message built, input untouched', () => {
    const counting = countingTranslator()
    const data = deepFreeze(post(1000, (i) => `tag ${i}`))
    const first = validateDocument(tagFields, data, counting.t)
    expect(first).toEqual([])
    expect(counting.calls()).toBe(0)
    // Repeated runs (one per keystroke) give the same answer.
    for (let i = 0; i < 20; i++) expect(validateDocument(tagFields, data, counting.t)).toEqual([])
    expect(counting.calls()).toBe(0)
  })

  it('every row failing: one error per row, with its index', () => {
    const errors: FieldValidationError[] = validateDocument(
      tagFields,
      post(1000, () => ''),
      t,
    )
    expect(errors).toHaveLength(1000)
    expect(errors[0]).toEqual({ path: 'tags.0.label', message: REQUIRED })
    expect(errors[999]).toEqual({ path: 'tags.999.label', message: REQUIRED })
  })

  it('1,001 rows exceed maxRows 1000', () => {
    expect(
      validateDocument(
        tagFields,
        post(1001, (i) => `tag ${i}`),
        t,
      ),
    ).toEqual([{ path: 'tags', message: 'This field requires no more than 1000 Rows.' }])
  })
})

describe('validateDocument for a draft save or an autosave', () => {
  const draft = { draft: true }
  const withFolio = createTranslator({ ...english, folio: folioEn }, (message) => {
    throw new Error(message)
  })

  it('lets a draft be incomplete: required, minLength and minRows wait for publishing', () => {
    const post = { ...validPost(), title: '', tags: [], slug: undefined, layout: [{ id: 'l1', blockType: 'hero' }] }
    expect(validateDocument(fields('posts'), post, t, draft)).toEqual([])
    expect(validateDocument(fields('posts'), { ...validPost(), title: 'ab' }, t, draft)).toEqual([])
    // Published, the same post is refused.
    expect(validateDocument(fields('posts'), post, t).map((e) => e.path)).toContain('title')
  })

  it('refuses what no saved copy may hold: lengths, ranges, options and e-mail shapes', () => {
    const post = {
      ...validPost(),
      title: 'x'.repeat(1_000_000),
      stats: { rating: 6, readingTime: -1 },
      priority: 'urgent',
      contactEmail: 'not an address',
    }
    expect(validateDocument(fields('posts'), post, t, draft).map((e) => e.path)).toEqual([
      'title',
      'priority',
      'contactEmail',
      'stats.rating',
      'stats.readingTime',
    ])
  })

  it('refuses values typed that cannot be sent, in drafts and when publishing, with the reason', () => {
    const post = {
      ...validPost(),
      metadata: unsendable('json', '{"ok": tru'),
      stats: { rating: unsendable('out-of-range', '1e309'), readingTime: unsendable('not-exact', '9007199254740993') },
    }
    const expected = [
      { path: 'metadata', message: folioEn.invalidJson },
      { path: 'stats.rating', message: folioEn.numberOutOfRange },
      { path: 'stats.readingTime', message: 'Whole numbers beyond ±9007199254740991 cannot be stored exactly.' },
    ]
    expect(validateDocument(fields('posts'), post, withFolio, draft)).toEqual(expected)
    expect(validateDocument(fields('posts'), post, withFolio)).toEqual(expected)
  })
})
