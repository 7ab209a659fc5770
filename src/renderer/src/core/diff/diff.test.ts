import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { doc, label, paragraph, postsFields, t, versionedPostCompare, versionedPostCurrent } from './fixtures'
import {
  type ContainerDiffNode,
  DiffError,
  type DiffNode,
  type DiffResult,
  type DiffVersionsOptions,
  diffVersions,
  type FieldDiffNode,
  type IterableDiffNode,
  type RelationshipDiffNode,
  type RichTextDiffNode,
} from './index'

const run = (
  fields: FolioClientField[],
  compare: unknown,
  current: unknown,
  options: Partial<DiffVersionsOptions> = {},
): DiffResult => diffVersions({ fields, compare, current, label, t, ...options })

function* walk(nodes: readonly DiffNode[]): Generator<DiffNode> {
  for (const node of nodes) {
    yield node
    if ('children' in node) yield* walk(node.children)
  }
}

const all = (result: DiffResult) => [...walk(result.nodes)]

function at<T extends DiffNode = FieldDiffNode>(
  result: DiffResult,
  path: string,
  locale?: string,
  kind?: DiffNode['kind'],
): T {
  const node = all(result).find((n) => n.path === path && n.locale === locale && (!kind || n.kind === kind))
  if (!node) throw new Error(`no node at ${path}${locale ? `@${locale}` : ''}`)
  return node as T
}

const has = (result: DiffResult, path: string) => all(result).some((n) => n.path === path)

describe('scalar fields', () => {
  const cases: {
    type: string
    field?: Partial<FolioClientField>
    before: unknown
    after: unknown
    beforeText: string
    afterText: string
  }[] = [
    { type: 'text', before: 'Hello world', after: 'Hello there', beforeText: 'Hello world', afterText: 'Hello there' },
    {
      type: 'textarea',
      before: 'Line one\nLine two',
      after: 'Line one\nLine 2',
      beforeText: 'Line one\nLine two',
      afterText: 'Line one\nLine 2',
    },
    {
      type: 'email',
      before: 'a@example.com',
      after: 'b@example.com',
      beforeText: 'a@example.com',
      afterText: 'b@example.com',
    },
    { type: 'code', before: '<p>hi</p>', after: '<p>bye</p>', beforeText: '<p>hi</p>', afterText: '<p>bye</p>' },
    { type: 'number', before: 3, after: 4, beforeText: '3', afterText: '4' },
    {
      type: 'date',
      before: '2024-02-19T09:00:00.000Z',
      after: '2024-02-20T09:00:00.000Z',
      beforeText: '2024-02-19T09:00:00.000Z',
      afterText: '2024-02-20T09:00:00.000Z',
    },
    {
      type: 'select',
      field: {
        options: [
          { label: 'Low', value: 'low' },
          { label: { en: 'High', de: 'Hoch' }, value: 'high' },
        ],
      },
      before: 'low',
      after: 'high',
      beforeText: 'Low',
      afterText: 'High',
    },
    {
      type: 'radio',
      field: { options: ['public', 'members'] },
      before: 'public',
      after: 'members',
      beforeText: 'public',
      afterText: 'members',
    },
    { type: 'checkbox', before: false, after: true, beforeText: 'false', afterText: 'true' },
    {
      type: 'point',
      before: [13.89, 52.01],
      after: [13.9, 52.01],
      beforeText: '13.89, 52.01',
      afterText: '13.9, 52.01',
    },
    { type: 'json', before: { a: 1 }, after: { a: 2 }, beforeText: '{\n  "a": 1\n}', afterText: '{\n  "a": 2\n}' },
  ]

  for (const c of cases) {
    it(`${c.type}: changed and unchanged`, () => {
      const fields = [{ name: 'f', type: c.type, label: 'F', ...c.field }] as FolioClientField[]
      const changed = run(fields, { f: c.before }, { f: c.after })
      const node = at(changed, 'f')
      expect(node).toMatchObject({
        kind: 'field',
        fieldType: c.type,
        label: 'F',
        changed: true,
        changedCount: 1,
        before: c.before,
        after: c.after,
        beforeText: c.beforeText,
        afterText: c.afterText,
      })
      expect(node.segments.some((s) => s.op === 'delete')).toBe(true)
      expect(node.segments.some((s) => s.op === 'insert')).toBe(true)
      expect(changed.changedCount).toBe(1)

      const same = run(fields, { f: c.before }, { f: structuredClone(c.before) })
      expect(at(same, 'f')).toMatchObject({
        changed: false,
        changedCount: 0,
        segments: [{ text: c.beforeText, op: 'equal' }],
      })
      expect(same.changedCount).toBe(0)
      expect(run(fields, { f: c.before }, { f: c.before }, { modifiedOnly: true }).nodes).toEqual([])
    })
  }

  it('json ignores key order', () => {
    const fields = [{ name: 'f', type: 'json' }] as FolioClientField[]
    expect(at(run(fields, { f: { a: 1, b: [1, 2] } }, { f: { b: [1, 2], a: 1 } }), 'f').changed).toBe(false)
  })

  it('has-many text, number and select diff item by item', () => {
    const fields = [
      { name: 'keywords', type: 'text', hasMany: true },
      { name: 'scores', type: 'number', hasMany: true },
      {
        name: 'colors',
        type: 'select',
        hasMany: true,
        options: [
          { label: 'Red', value: 'red' },
          { label: 'Blue', value: 'blue' },
          { label: 'Green', value: 'green' },
        ],
      },
    ] as FolioClientField[]
    const result = run(
      fields,
      { keywords: ['folio', 'kw-4'], scores: [1, 2], colors: ['red', 'blue'] },
      { keywords: ['folio', 'kw-5'], scores: [1, 2], colors: ['blue', 'green'] },
    )
    expect(at(result, 'keywords')).toMatchObject({
      hasMany: true,
      changed: true,
      beforeText: 'folio, kw-4',
      segments: [
        { text: 'folio', op: 'equal' },
        { text: 'kw-4', op: 'delete' },
        { text: 'kw-5', op: 'insert' },
      ],
    })
    expect(at(result, 'scores').changed).toBe(false)
    expect(at(result, 'colors').segments).toEqual([
      { text: 'Red', op: 'delete' },
      { text: 'Blue', op: 'equal' },
      { text: 'Green', op: 'insert' },
    ])
    expect(result.changedCount).toBe(2)
  })
})

describe('[no value]', () => {
  const fields = [
    { name: 'title', type: 'text', label: 'Title' },
    { name: 'count', type: 'number' },
    { name: 'author', type: 'relationship', relationTo: 'users' },
  ] as FolioClientField[]

  it('shows the translated "[No value]" for a missing side', () => {
    const result = run(fields, { title: null, count: 5 }, { title: 'New', count: undefined, author: 3 })
    expect(result.noValueText).toBe('[No value]')
    expect(at(result, 'title')).toMatchObject({
      beforeMissing: true,
      beforeText: '[No value]',
      afterText: 'New',
      segments: [{ text: 'New', op: 'insert' }],
    })
    expect(at(result, 'count')).toMatchObject({
      afterMissing: true,
      afterText: '[No value]',
      segments: [{ text: '5', op: 'delete' }],
    })
    expect(at<RelationshipDiffNode>(result, 'author')).toMatchObject({
      beforeMissing: true,
      beforeText: '[No value]',
      afterText: '3',
    })
  })

  it('treats null, undefined and an empty string alike', () => {
    const result = run(fields, { title: '' }, { title: null })
    expect(at(result, 'title')).toMatchObject({
      changed: false,
      beforeText: '[No value]',
      afterText: '[No value]',
      segments: [],
    })
  })

  it('uses the translator of the UI language', () => {
    const german = (key: string) => (key === 'general:noValue' ? 'Kein Wert' : key)
    expect(run(fields, {}, {}, { t: german }).noValueText).toBe('[Kein Wert]')
  })
})

describe('containers and paths (posts collection)', () => {
  const result = run(postsFields, versionedPostCompare, versionedPostCurrent, { locales: ['en', 'de'] })

  it('walks tabs, tabs, rows, collapsibles and groups with Payload data paths', () => {
    const tabs = result.nodes.find((n) => n.kind === 'tabs') as ContainerDiffNode
    expect(tabs.children.map((c) => [c.kind, c.label, c.path])).toEqual([
      ['tab', 'Content', ''],
      ['tab', 'Details', ''],
      ['tab', 'SEO', 'seo'],
    ])
    expect(at<RelationshipDiffNode>(result, 'heroImage').label).toBe('Hero image')
    expect(at(result, 'priority').label).toBe('Priority')
    const row = all(result).find((n) => n.kind === 'row') as ContainerDiffNode
    expect(row.children.map((c) => c.path)).toEqual(['priority', 'visibility'])
    const collapsible = all(result).find((n) => n.kind === 'collapsible') as ContainerDiffNode
    expect(collapsible.label).toBe('Advanced')
    expect(collapsible.children.map((c) => c.path)).toEqual(['contactEmail', 'metadata', 'embedCode', 'location'])
    expect(at<ContainerDiffNode>(result, 'stats', undefined, 'group')).toMatchObject({
      label: 'Statistics',
      changed: true,
      changedCount: 1,
    })
    expect(at(result, 'stats.readingTime')).toMatchObject({
      label: 'Reading time (min)',
      beforeText: '24',
      afterText: '30',
    })
    expect(at(result, 'seo.metaTitle', 'en').label).toBe('Meta Title')
    expect(at(result, 'seo.keywords').changed).toBe(false)
  })

  it('leaves out id, hidden, admin-disabled and admin-hidden fields', () => {
    const paths = all(result).map((n) => n.path)
    for (const hidden of [
      'id',
      'internalNotes',
      'updatedAt',
      'createdAt',
      'layout.0.id',
      'layout.0.blockName',
      'tags.0.id',
    ])
      expect(paths).not.toContain(hidden)
    expect(paths).toContain('_status')
    const withHidden = run(postsFields, versionedPostCompare, versionedPostCurrent, {
      locales: ['en'],
      includeAdminHidden: true,
    })
    expect(at(withHidden, 'updatedAt').changed).toBe(true)
    expect(has(withHidden, 'internalNotes')).toBe(false)
  })

  /** A layout of one gallery block whose one image has one credit, named `name`. */
  const galleryCredited = (name: string) => [
    {
      id: 'g1',
      blockType: 'gallery',
      title: 'G',
      images: [{ id: 'i1', caption: 'x', credits: [{ id: 'c1', name }] }],
    },
  ]

  it('nests paths through named groups, arrays, blocks and nested arrays', () => {
    const fields = [
      {
        name: 'outer',
        type: 'group',
        fields: [
          { type: 'row', fields: [{ name: 'inRow', type: 'text' }] },
          {
            type: 'tabs',
            tabs: [
              { name: 'named', fields: [{ name: 'deep', type: 'text' }] },
              { label: 'Plain', fields: [{ name: 'flat', type: 'text' }] },
            ],
          },
          { type: 'group', label: 'Unnamed group', fields: [{ name: 'loose', type: 'text' }] },
        ],
      },
      postsFields[2]!, // the tabs with layout (blocks with a gallery nesting arrays)
    ] as FolioClientField[]
    const before = {
      outer: { inRow: 'a', named: { deep: 'b' }, flat: 'c', loose: 'd' },
      layout: galleryCredited('Ann'),
    }
    const after = {
      outer: { inRow: 'A', named: { deep: 'B' }, flat: 'C', loose: 'D' },
      layout: galleryCredited('Bob'),
    }
    const result = run(fields, before, after, { modifiedOnly: true })
    expect(
      all(result)
        .filter((n) => n.kind === 'field')
        .map((n) => n.path),
    ).toEqual(['outer.inRow', 'outer.named.deep', 'outer.flat', 'outer.loose', 'layout.0.images.0.credits.0.name'])
    expect(at<ContainerDiffNode>(result, 'outer.named', undefined, 'tab').label).toBe('named')
    expect(all(result).find((n) => n.kind === 'group' && n.label === 'Unnamed group')?.path).toBe('outer')
    expect(at<ContainerDiffNode>(result, 'outer', undefined, 'group').changedCount).toBe(4)
  })

  it('gives every node a unique key', () => {
    const keys = all(result).map((n) => n.key)
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('arrays and blocks', () => {
  const tagsField = {
    name: 'tags',
    type: 'array',
    label: 'Tags',
    labels: { singular: 'Tag', plural: 'Tags' },
    fields: [
      { name: 'label', type: 'text', label: 'Label' },
      { name: 'id', type: 'text', admin: { hidden: true } },
    ],
  } as FolioClientField
  const tags = (...labels: string[]) => labels.map((l) => ({ id: `id-${l}`, label: l }))

  it('labels rows "Item NN" with two digits and compares matched rows field by field', () => {
    const result = run(
      [tagsField],
      { tags: tags('a', 'b') },
      {
        tags: [
          { id: 'id-a', label: 'a' },
          { id: 'id-b', label: 'B' },
        ],
      },
    )
    const array = at<IterableDiffNode>(result, 'tags', undefined, 'array')
    expect(array).toMatchObject({
      kind: 'array',
      label: 'Tags',
      changed: true,
      changedCount: 1,
      beforeRowCount: 2,
      afterRowCount: 2,
      pluralLabel: 'Tags',
    })
    expect(array.noRowsText).toBeUndefined()
    expect(array.children.map((r) => [r.kind, r.label, r.rowNumber, r.status, r.path])).toEqual([
      ['arrayRow', 'Item 01', '01', 'unchanged', 'tags.0'],
      ['arrayRow', 'Item 02', '02', 'changed', 'tags.1'],
    ])
    expect(at(result, 'tags.1.label')).toMatchObject({ beforeText: 'b', afterText: 'B' })
  })

  it('shows a reordering as moves, not as every row changed', () => {
    const result = run([tagsField], { tags: tags('a', 'b', 'c', 'd') }, { tags: tags('d', 'a', 'b', 'c') })
    const rows = at<IterableDiffNode>(result, 'tags', undefined, 'array').children
    expect(rows.map((r) => [r.label, r.status, r.rowMoved ?? null])).toEqual([
      ['Item 01', 'moved', { from: 3, to: 0 }],
      ['Item 02', 'unchanged', null],
      ['Item 03', 'unchanged', null],
      ['Item 04', 'unchanged', null],
    ])
    expect(rows.flatMap((r) => r.children).every((c) => !c.changed)).toBe(true)
    expect(result.changedCount).toBe(1)
    const onlyModified = at<IterableDiffNode>(
      run([tagsField], { tags: tags('a', 'b', 'c', 'd') }, { tags: tags('d', 'a', 'b', 'c') }, { modifiedOnly: true }),
      'tags',
      undefined,
      'array',
    )
    expect(onlyModified.children.map((r) => r.rowId)).toEqual(['id-d'])
  })

  it('marks added and removed rows; removed ones stay where they were', () => {
    const result = run([tagsField], { tags: tags('a', 'b', 'c') }, { tags: tags('a', 'c', 'new') })
    const rows = at<IterableDiffNode>(result, 'tags', undefined, 'array').children
    expect(rows.map((r) => [r.label, r.status, r.index, r.beforeIndex])).toEqual([
      ['Item 01', 'unchanged', 0, 0],
      ['Item 02', 'removed', null, 1],
      ['Item 02', 'unchanged', 1, 2],
      ['Item 03', 'added', 2, null],
    ])
    expect(rows[1]).toMatchObject({ before: { id: 'id-b', label: 'b' }, after: undefined, changedCount: 1 })
    expect(rows[1]!.children[0]).toMatchObject({
      beforeText: 'b',
      afterText: '[No value]',
      segments: [{ text: 'b', op: 'delete' }],
    })
    expect(rows[3]!.children[0]).toMatchObject({
      beforeText: '[No value]',
      afterText: 'new',
      segments: [{ text: 'new', op: 'insert' }],
    })
    expect(result.changedCount).toBe(2)
  })

  it('pairs rows saved again under new ids by content, and a wholly replaced array by position', () => {
    const sameContent = run(
      [tagsField],
      { tags: tags('a', 'b', 'c') },
      {
        tags: [
          { id: 'id-a', label: 'a' },
          { id: 'new-b', label: 'b' },
          { id: 'id-c', label: 'c' },
        ],
      },
      { modifiedOnly: true },
    )
    expect(sameContent.nodes).toEqual([])
    const replaced = run(
      [tagsField],
      { tags: tags('a', 'b') },
      {
        tags: [
          { id: 'n1', label: 'a' },
          { id: 'n2', label: 'x' },
          { id: 'n3', label: 'y' },
        ],
      },
    )
    expect(
      at<IterableDiffNode>(replaced, 'tags', undefined, 'array').children.map((r) => [
        r.label,
        r.status,
        r.matchedBy ?? null,
      ]),
    ).toEqual([
      ['Item 01', 'unchanged', 'content'],
      ['Item 02', 'changed', 'position'],
      ['Item 03', 'added', null],
    ])
  })

  it('counts an added row with no values as one change', () => {
    const result = run([tagsField], { tags: [] }, { tags: [{ id: 'x', label: null }] })
    expect(at<IterableDiffNode>(result, 'tags', undefined, 'array')).toMatchObject({ changed: true, changedCount: 1 })
  })

  it('says "No Tags found" (plural label, or "Rows") for a side without rows', () => {
    const empty = at<IterableDiffNode>(run([tagsField], { tags: [] }, { tags: null }), 'tags', undefined, 'array')
    expect(empty).toMatchObject({ changed: false, children: [], noRowsText: 'No Tags found' })
    const unlabelled = { name: 'items', type: 'array', fields: [{ name: 'x', type: 'text' }] } as FolioClientField
    expect(at<IterableDiffNode>(run([unlabelled], {}, {}), 'items', undefined, 'array')).toMatchObject({
      pluralLabel: 'Rows',
      noRowsText: 'No Rows found',
    })
    const oneSided = at<IterableDiffNode>(
      run([tagsField], { tags: [] }, { tags: tags('a') }),
      'tags',
      undefined,
      'array',
    )
    expect(oneSided.noRowsText).toBe('No Tags found')
    const blocksEmpty = at<IterableDiffNode>(
      run(postsFields, { layout: [] }, { layout: [] }),
      'layout',
      undefined,
      'blocks',
    )
    expect(blocksEmpty.noRowsText).toBe('No Sections found')
  })

  it('labels blocks "Block NN" with the block type label', () => {
    const hero = { id: 'h1', blockType: 'hero', heading: 'Hi', subheading: 'Sub', image: 1, blockName: null }
    const content = { id: 'c1', blockType: 'content', text: 'Body', align: 'left', blockName: null }
    const result = run(postsFields, { layout: [hero, content] }, { layout: [{ ...content, align: 'center' }, hero] })
    const rows = at<IterableDiffNode>(result, 'layout', undefined, 'blocks').children
    expect(rows.map((r) => [r.kind, r.label, r.blockType, r.blockLabel, r.status])).toEqual([
      ['blockRow', 'Block 01', 'content', 'Content', 'moved'],
      ['blockRow', 'Block 02', 'hero', 'Hero', 'unchanged'],
    ])
    expect(rows[0]!.changedCount).toBe(2) // moved + align
    expect(at(result, 'layout.0.align')).toMatchObject({ beforeText: 'Left', afterText: 'Center' })
    expect(rows[1]!.children.map((c) => c.label)).toEqual(['Heading', 'Subheading', 'Image'])
  })

  it('resolves blockReferences and compares unknown block types as JSON', () => {
    const field = {
      name: 'content',
      type: 'blocks',
      blockReferences: ['quote'],
      blocks: [],
    } as unknown as FolioClientField
    const blocks = [
      { slug: 'quote', labels: { singular: 'Quote' }, fields: [{ name: 'text', type: 'text', label: 'Text' }] },
    ]
    const result = run(
      [field],
      {
        content: [
          { id: 'q', blockType: 'quote', text: 'a' },
          { id: 'm', blockType: 'mystery', n: 1 },
        ],
      },
      {
        content: [
          { id: 'q', blockType: 'quote', text: 'b' },
          { id: 'm', blockType: 'mystery', n: 2 },
        ],
      },
      { blocks },
    )
    const rows = at<IterableDiffNode>(result, 'content', undefined, 'blocks').children
    expect(rows.map((r) => [r.label, r.blockLabel])).toEqual([
      ['Block 01', 'Quote'],
      ['Block 02', 'mystery'],
    ])
    // the row's data (without id/blockType) as one JSON field, at the row's path
    expect(rows[1]!.children).toMatchObject([
      {
        kind: 'field',
        fieldType: 'json',
        path: 'content.1',
        label: 'mystery',
        changed: true,
        beforeText: '{\n  "n": 1\n}',
      },
    ])
  })

  it('compares a block whose type changed under the same id on the union of both blocks’ fields', () => {
    const result = run(
      postsFields,
      { layout: [{ id: 'x', blockType: 'hero', heading: 'H', subheading: 'S' }] },
      { layout: [{ id: 'x', blockType: 'content', text: 'T' }] },
      { modifiedOnly: true },
    )
    const row = at<IterableDiffNode>(result, 'layout', undefined, 'blocks').children[0]!
    expect(row).toMatchObject({ blockType: 'content', beforeBlockType: 'hero', status: 'changed' })
    expect(row.children.map((c) => c.path)).toEqual(['layout.0.text', 'layout.0.heading', 'layout.0.subheading'])
    expect(row.changedCount).toBe(4)
  })
})

describe('relationships and uploads', () => {
  const fields = postsFields
  it('compares by id, a populated document equal to its id', () => {
    const result = run(
      fields,
      { author: 2, heroImage: { id: 1, filename: 'a.png' }, categories: [5, 6] },
      { author: { id: 2, name: 'Ed' }, heroImage: 3, categories: [6, 7] },
    )
    expect(at<RelationshipDiffNode>(result, 'author')).toMatchObject({
      changed: false,
      beforeRefs: [{ relationTo: 'users', value: 2 }],
      afterRefs: [{ relationTo: 'users', value: 2 }],
    })
    expect(at<RelationshipDiffNode>(result, 'heroImage')).toMatchObject({
      kind: 'relationship',
      fieldType: 'upload',
      changed: true,
      refs: [
        { relationTo: 'media', value: 1, op: 'delete' },
        { relationTo: 'media', value: 3, op: 'insert' },
      ],
    })
    expect(at<RelationshipDiffNode>(result, 'categories')).toMatchObject({
      hasMany: true,
      beforeText: '5, 6',
      afterText: '6, 7',
      refs: [
        { value: 5, op: 'delete' },
        { value: 6, op: 'equal' },
        { value: 7, op: 'insert' },
      ],
    })
  })

  it('polymorphic relationships compare collection and id', () => {
    const result = run(
      fields,
      {
        related: [
          { relationTo: 'posts', value: 1 },
          { relationTo: 'pages', value: 2 },
        ],
      },
      {
        related: [
          { relationTo: 'pages', value: { id: 2, title: 'P' } },
          { relationTo: 'pages', value: 1 },
        ],
      },
    )
    const node = at<RelationshipDiffNode>(result, 'related')
    expect(node).toMatchObject({
      polymorphic: true,
      relationTo: ['posts', 'pages'],
      changed: true,
      changedCount: 1,
      beforeText: 'posts: 1, pages: 2',
      afterText: 'pages: 2, pages: 1',
    })
    expect(node.refs).toEqual([
      { relationTo: 'posts', value: 1, op: 'delete' },
      { relationTo: 'pages', value: 2, op: 'equal' },
      { relationTo: 'pages', value: 1, op: 'insert' },
    ])
    expect(
      at<RelationshipDiffNode>(
        run(
          fields,
          { related: [{ relationTo: 'posts', value: 1 }] },
          { related: [{ relationTo: 'posts', value: { id: 1 } }] },
        ),
        'related',
      ).changed,
    ).toBe(false)
  })
})

describe('rich text field', () => {
  const fields = [{ name: 'body', type: 'richText', label: 'Body' }] as FolioClientField[]

  it('diffs word by word per block', () => {
    const result = run(
      fields,
      { body: doc(paragraph('Versioned post revision 15')) },
      { body: doc(paragraph('Versioned post revision 16'), paragraph('Added')) },
    )
    const node = at<RichTextDiffNode>(result, 'body')
    expect(node).toMatchObject({ kind: 'richText', changed: true, changedCount: 1 })
    expect(node.tree).toMatchObject([
      {
        kind: 'element',
        op: 'changed',
        type: 'paragraph',
        children: [
          { text: 'Versioned post revision ', op: 'equal' },
          { text: '15', op: 'delete' },
          { text: '16', op: 'insert' },
        ],
      },
      { kind: 'element', op: 'insert', type: 'paragraph', children: [{ text: 'Added', op: 'insert' }] },
    ])
  })

  it('honours modifiedOnly inside the document and drops an unchanged one', () => {
    const before = doc(paragraph('same'), paragraph('old'))
    const after = doc(paragraph('same'), paragraph('new'))
    expect(
      at<RichTextDiffNode>(run(fields, { body: before }, { body: after }, { modifiedOnly: true }), 'body'),
    ).toMatchObject({ omittedBlocks: 1, tree: [{ op: 'changed' }] })
    expect(at<RichTextDiffNode>(run(fields, { body: before }, { body: after }), 'body').tree.map((b) => b.op)).toEqual([
      'equal',
      'changed',
    ])
    expect(run(fields, { body: before }, { body: structuredClone(before) }, { modifiedOnly: true }).nodes).toEqual([])
    expect(
      at<RichTextDiffNode>(run(fields, { body: before }, { body: structuredClone(before) }), 'body'),
    ).toMatchObject({ changed: false, tree: [{ op: 'equal' }, { op: 'equal' }] })
  })

  it('a missing or empty document is "no value"', () => {
    const node = at<RichTextDiffNode>(run(fields, { body: null }, { body: doc(paragraph()) }), 'body')
    expect(node).toMatchObject({
      changed: false,
      beforeMissing: true,
      afterMissing: true,
      noValueText: '[No value]',
      tree: [],
    })
    const added = at<RichTextDiffNode>(run(fields, {}, { body: doc(paragraph('hi')) }), 'body')
    expect(added).toMatchObject({ changed: true, beforeMissing: true, afterMissing: false, tree: [{ op: 'insert' }] })
  })
})

describe('locales', () => {
  it('compares a localized field once per selected locale', () => {
    const result = run(postsFields, versionedPostCompare, versionedPostCurrent, { locales: ['en', 'de', 'fr'] })
    const titles = result.nodes.filter((n) => n.path === 'title') as FieldDiffNode[]
    expect(titles.map((n) => [n.locale, n.changed, n.afterText])).toEqual([
      ['en', true, 'Versioned post (revision 28)'],
      ['de', true, 'Versionierter Beitrag (revision 30)'],
      ['fr', false, '[No value]'],
    ])
    expect(titles[0]!.segments).toEqual([
      { text: 'Versioned post (revision ', op: 'equal' },
      { text: '22', op: 'delete' },
      { text: '28', op: 'insert' },
      { text: ')', op: 'equal' },
    ])
    // localized fields inside a non-localized block row are split too
    expect(at(result, 'layout.0.heading', 'de').afterText).toBe('Hero block 1')
    expect(at(result, 'seo.metaTitle', 'en').changed).toBe(false)
  })

  it('splits localized groups, named tabs and arrays, and not their localized children again', () => {
    const fields = [
      { name: 'meta', type: 'group', localized: true, fields: [{ name: 'note', type: 'text', localized: true }] },
      { type: 'tabs', tabs: [{ name: 'seo', localized: true, fields: [{ name: 'title', type: 'text' }] }] },
      { name: 'links', type: 'array', localized: true, fields: [{ name: 'url', type: 'text' }] },
    ] as FolioClientField[]
    const before = {
      meta: { en: { note: 'a' }, de: { note: 'b' } },
      seo: { en: { title: 'x' } },
      links: { en: [{ id: '1', url: 'u' }], de: [] },
    }
    const after = {
      meta: { en: { note: 'a' }, de: { note: 'c' } },
      seo: { en: { title: 'y' } },
      links: { en: [{ id: '1', url: 'u' }], de: [{ id: '2', url: 'v' }] },
    }
    const result = run(fields, before, after, { locales: ['en', 'de'], modifiedOnly: true })
    expect(all(result).map((n) => `${n.kind}:${n.path}@${n.locale ?? ''}`)).toEqual([
      'group:meta@de',
      'field:meta.note@de',
      'tabs:@',
      'tab:seo@en',
      'field:seo.title@en',
      'array:links@de',
      'arrayRow:links.0@de',
      'field:links.0.url@de',
    ])
  })

  it('without selected locales, localized fields hold one locale’s value', () => {
    const result = run(postsFields, { title: 'Old' }, { title: 'New' })
    expect(at(result, 'title')).toMatchObject({ changed: true, beforeText: 'Old', afterText: 'New' })
    expect(at(result, 'title').locale).toBeUndefined()
  })
})

describe('modifiedOnly', () => {
  it('off: every field is listed; on: only changed ones and their parents', () => {
    const full = run(postsFields, versionedPostCompare, versionedPostCurrent, { locales: ['en', 'de'] })
    const modified = run(postsFields, versionedPostCompare, versionedPostCurrent, {
      locales: ['en', 'de'],
      modifiedOnly: true,
    })
    expect(all(full).some((n) => !n.changed)).toBe(true)
    expect(all(modified).every((n) => n.changed)).toBe(true)
    expect(modified.changedCount).toBe(full.changedCount)
    expect(
      all(modified)
        .filter((n) => n.kind === 'field')
        .map((n) => `${n.path}${n.locale ? `@${n.locale}` : ''}`),
    ).toEqual([
      'title@en',
      'title@de',
      'excerpt@en',
      'excerpt@de',
      'tags.0.label',
      'tags.1.label',
      'tags.2.label',
      'tags.3.label',
      'tags.4.label',
      'stats.readingTime',
    ])
    // parents of changed fields are kept, other containers dropped
    expect(
      modified.nodes
        .filter((n) => n.kind === 'tabs')
        .flatMap((n) => (n as ContainerDiffNode).children.map((c) => c.label)),
    ).toEqual(['Details'])
  })
})

describe('count pills', () => {
  it('count changed leaf fields beneath each collapser', () => {
    const result = run(postsFields, versionedPostCompare, versionedPostCurrent, { locales: ['en', 'de'] })
    expect(result.changedCount).toBe(10)
    const tabs = result.nodes.find((n) => n.kind === 'tabs') as ContainerDiffNode
    expect(tabs.changedCount).toBe(6)
    expect(tabs.children.map((c) => c.changedCount)).toEqual([0, 6, 0])
    // the seed rewrote the tags (new ids): paired by position as Payload does, the rest removed
    const tags = at<IterableDiffNode>(result, 'tags', undefined, 'array')
    expect(tags.changedCount).toBe(5)
    expect(tags.children.map((r) => [r.label, r.status, r.matchedBy ?? null])).toEqual([
      ['Item 01', 'changed', 'position'],
      ['Item 02', 'removed', null],
      ['Item 03', 'removed', null],
      ['Item 04', 'removed', null],
      ['Item 05', 'removed', null],
    ])
    expect(at(result, 'tags.0.label').segments).toEqual([
      { text: 'v24', op: 'delete' },
      { text: 'v30', op: 'insert' },
      { text: '-0', op: 'equal' },
    ])
    expect(at<ContainerDiffNode>(result, 'stats', undefined, 'group').changedCount).toBe(1)
    for (const node of all(result)) {
      if ('children' in node && node.kind !== 'arrayRow' && node.kind !== 'blockRow') {
        expect(node.changedCount).toBe(node.children.reduce((s, c) => s + c.changedCount, 0))
      }
    }
  })
})

describe('a value of the wrong type for its field throws a DiffError', () => {
  const expectDiffError = (fn: () => unknown, match: Partial<DiffError>) => {
    let error: unknown
    try {
      fn()
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DiffError)
    expect(error).toMatchObject(match)
    return error as DiffError
  }

  it('an array field holding a string throws a DiffError', () => {
    const error = expectDiffError(() => run(postsFields, { tags: [] }, { tags: 'oops' }), {
      name: 'DiffError',
      path: 'tags',
      fieldType: 'array',
      side: 'after',
      received: 'a string',
    })
    expect(error.message).toContain('tags')
  })

  it('other shapes that do not fit', () => {
    expectDiffError(() => run(postsFields, { stats: 'x' }, {}), { path: 'stats', fieldType: 'group', side: 'before' })
    expectDiffError(() => run(postsFields, { layout: [{ id: 'a' }] }, {}), { path: 'layout.0', fieldType: 'blocks' })
    expectDiffError(() => run(postsFields, {}, { tags: ['plain string'] }), {
      path: 'tags.0',
      expected: 'a row object',
    })
    expectDiffError(() => run(postsFields, {}, { body: 'text' }), { path: 'body', fieldType: 'richText' })
    expectDiffError(() => run(postsFields, {}, { related: [7] }), { path: 'related', fieldType: 'relationship' })
    expectDiffError(() => run(postsFields, {}, { categories: 5 }), { path: 'categories' })
    expectDiffError(() => run(postsFields, {}, { slug: { x: 1 } }), { path: 'slug', fieldType: 'text' })
    expectDiffError(() => run(postsFields, {}, { location: 'here' }), { path: 'location', fieldType: 'point' })
    expectDiffError(() => run(postsFields, {}, { seo: { keywords: 'one' } }), { path: 'seo.keywords' })
    expectDiffError(() => run(postsFields, { title: 'not a locale map' }, {}, { locales: ['en'] }), {
      path: 'title',
      locale: 'en',
      side: 'before',
    })
    expectDiffError(() => run(postsFields, [], {}), { path: '', fieldType: 'document' })
  })
})
