/**
 * The field walk: Payload client-config fields × two versions' data → diff nodes. Mirrors Payload's
 * own version view (which fields show, data paths, per-locale comparisons, row labels, count pills),
 * with rows matched by id and rich text compared word by word.
 */
import type { FolioClientBlock, FolioClientField, FolioLabel } from '@shared/protocol'
import type { Translate } from '../i18n/translate'
import { diffRelationRefs, relationText, toRelationRefs } from './relationship'
import { diffRichText as diffLexical, isEmptyDocument, isLexicalState } from './rich-text'
import { matchRows } from './rows'
import { DEFAULT_MAX_EDIT_DISTANCE, diffSequences } from './sequence'
import type {
  ContainerDiffNode,
  DiffNode,
  DiffSide,
  DiffVersionsOptions,
  FieldDiffNode,
  IterableDiffNode,
  LabelResolver,
  RelationshipDiffNode,
  RichTextDiffNode,
  RowDiffNode,
  RowStatus,
  WordSegment,
} from './types'
import {
  deepEqual,
  expectArray,
  expectObject,
  isMissing,
  isPlainObject,
  type PlainObject,
  type ValueSite,
  wrongType,
} from './values'
import { diffWords } from './words'

export interface WalkContext {
  /** Selected locales when the data holds all locales; null to compare localized fields as they are. */
  locales: string[] | null
  modifiedOnly: boolean
  label: LabelResolver
  t: Translate
  noValue: string
  blocks: Map<string, FolioClientBlock>
  includeAdminHidden: boolean
  maxEditDistance: number
}

export interface Scope {
  key: string
  path: string
  parentLocalized: boolean
  locale?: string
}

const joinPath = (path: string, name: string) => (path ? `${path}.${name}` : name)

const nameOf = (field: { name?: unknown }): string | undefined =>
  typeof field.name === 'string' && field.name !== '' ? field.name : undefined

/** Fields the version view leaves out (Payload's isFieldHiddenInVersionView, plus admin.hidden by default). */
export function isHiddenInDiff(field: FolioClientField, includeAdminHidden = false): boolean {
  if (field.type === 'ui' || field.type === 'join') return true
  if (field.name === 'id') return true
  if (field.hidden === true) return true
  const admin = isPlainObject(field.admin) ? field.admin : {}
  if (admin.disabled === true || admin.hiddenInVersionView === true) return true
  if (!includeAdminHidden && admin.hidden === true) return true
  return false
}

const sumCounts = (nodes: readonly DiffNode[]) => nodes.reduce((sum, n) => sum + n.changedCount, 0)

export function diffFields(
  fields: readonly FolioClientField[],
  before: PlainObject | undefined,
  after: PlainObject | undefined,
  scope: Scope,
  ctx: WalkContext,
): DiffNode[] {
  const out: DiffNode[] = []
  fields.forEach((field, index) => {
    if (isHiddenInDiff(field, ctx.includeAdminHidden)) return
    for (const node of diffField(field, index, before, after, scope, ctx)) out.push(node)
  })
  return out
}

function site(scope: Scope, fieldType: string, side: DiffSide, path = scope.path): ValueSite {
  return scope.locale ? { path, fieldType, side, locale: scope.locale } : { path, fieldType, side }
}

function diffField(
  field: FolioClientField,
  index: number,
  before: PlainObject | undefined,
  after: PlainObject | undefined,
  scope: Scope,
  ctx: WalkContext,
): DiffNode[] {
  const name = nameOf(field)
  const key = `${scope.key}/${name ?? `${field.type}#${index}`}`

  // Presentational containers: their fields' data sits in the same object.
  if (field.type === 'tabs') return keep(diffTabs(field, key, before, after, scope, ctx))
  if (field.type === 'row' || field.type === 'collapsible' || (field.type === 'group' && !name)) {
    const children = diffFields(field.fields ?? [], before, after, { ...scope, key }, ctx)
    return keep(layoutContainer(field.type === 'group' ? 'group' : field.type, field, key, scope, children, ctx))
  }
  if (!name) return []

  const path = joinPath(scope.path, name)
  const rawBefore = before?.[name]
  const rawAfter = after?.[name]
  if (field.localized === true && ctx.locales && !scope.parentLocalized) {
    const nodes: DiffNode[] = []
    for (const locale of ctx.locales) {
      const localeScope: Scope = { key: `${key}@${locale}`, path, parentLocalized: true, locale }
      const expected = 'a locale map ({ [locale]: value }; fetch with locale=all)'
      const mapBefore = expectObject(rawBefore, site(localeScope, field.type, 'before'), expected)
      const mapAfter = expectObject(rawAfter, site(localeScope, field.type, 'after'), expected)
      const node = diffDataField(field, localeScope, mapBefore?.[locale], mapAfter?.[locale], ctx)
      if (node) nodes.push(node)
    }
    return nodes
  }
  return keep(
    diffDataField(
      field,
      { key, path, parentLocalized: scope.parentLocalized || field.localized === true, locale: scope.locale },
      rawBefore,
      rawAfter,
      ctx,
    ),
  )
}

const keep = (node: DiffNode | null): DiffNode[] => (node ? [node] : [])

function container(
  kind: ContainerDiffNode['kind'],
  fieldType: string,
  key: string,
  path: string,
  label: string,
  locale: string | undefined,
  before: unknown,
  after: unknown,
  children: DiffNode[],
  ctx: WalkContext,
): ContainerDiffNode | null {
  const changed = children.some((c) => c.changed)
  if (ctx.modifiedOnly && !changed) return null
  const node: ContainerDiffNode = {
    kind,
    key,
    path,
    fieldType,
    label,
    changed,
    changedCount: sumCounts(children),
    before,
    after,
    children,
  }
  if (locale) node.locale = locale
  return node
}

/** A container that only lays fields out (tabs, row, collapsible, unnamed group): no values of its own. */
function layoutContainer(
  kind: ContainerDiffNode['kind'],
  field: FolioClientField,
  key: string,
  scope: Scope,
  children: DiffNode[],
  ctx: WalkContext,
): ContainerDiffNode | null {
  const label = ctx.label(field.label, '')
  return container(kind, field.type, key, scope.path, label, scope.locale, undefined, undefined, children, ctx)
}

function diffTabs(
  field: FolioClientField,
  key: string,
  before: PlainObject | undefined,
  after: PlainObject | undefined,
  scope: Scope,
  ctx: WalkContext,
): ContainerDiffNode | null {
  const tabs: DiffNode[] = []
  ;(field.tabs ?? []).forEach((tab, index) => {
    const tabName = nameOf(tab)
    const tabKey = `${key}/${tabName ?? `tab#${index}`}`
    const label = ctx.label(tab.label, tabName ?? '')
    if (!tabName) {
      const children = diffFields(tab.fields ?? [], before, after, { ...scope, key: tabKey }, ctx)
      const node = container('tab', 'tab', tabKey, scope.path, label, scope.locale, undefined, undefined, children, ctx)
      if (node) tabs.push(node)
      return
    }
    const path = joinPath(scope.path, tabName)
    const named = (tabScope: Scope, rawBefore: unknown, rawAfter: unknown) => {
      const b = expectObject(rawBefore, site(tabScope, 'tab', 'before'))
      const a = expectObject(rawAfter, site(tabScope, 'tab', 'after'))
      const children = diffFields(tab.fields ?? [], b, a, tabScope, ctx)
      const node = container('tab', 'tab', tabScope.key, path, label, tabScope.locale, b, a, children, ctx)
      if (node) tabs.push(node)
    }
    if (tab.localized === true && ctx.locales && !scope.parentLocalized) {
      for (const locale of ctx.locales) {
        const tabScope: Scope = { key: `${tabKey}@${locale}`, path, parentLocalized: true, locale }
        const expected = 'a locale map ({ [locale]: value }; fetch with locale=all)'
        const mapBefore = expectObject(before?.[tabName], site(tabScope, 'tab', 'before'), expected)
        const mapAfter = expectObject(after?.[tabName], site(tabScope, 'tab', 'after'), expected)
        named(tabScope, mapBefore?.[locale], mapAfter?.[locale])
      }
    } else {
      named(
        { key: tabKey, path, parentLocalized: scope.parentLocalized || tab.localized === true, locale: scope.locale },
        before?.[tabName],
        after?.[tabName],
      )
    }
  })
  return layoutContainer('tabs', field, key, scope, tabs, ctx)
}

/** The diff of one kind of data field (a leaf, a relationship, rich text, rows): null when hidden as unchanged. */
type DataFieldDiff<Node extends DiffNode> = (
  field: FolioClientField,
  scope: Scope,
  label: string,
  before: unknown,
  after: unknown,
  ctx: WalkContext,
) => Node | null

function diffDataField(
  field: FolioClientField,
  scope: Scope,
  before: unknown,
  after: unknown,
  ctx: WalkContext,
): DiffNode | null {
  const label = ctx.label(field.label, field.name ?? '')
  switch (field.type) {
    case 'group': {
      const b = expectObject(before, site(scope, 'group', 'before'))
      const a = expectObject(after, site(scope, 'group', 'after'))
      const children = diffFields(field.fields ?? [], b, a, scope, ctx)
      return container('group', 'group', scope.key, scope.path, label, scope.locale, b, a, children, ctx)
    }
    case 'array':
    case 'blocks':
      return diffIterable(field, scope, label, before, after, ctx)
    case 'richText':
      return diffRichText(field, scope, label, before, after, ctx)
    case 'relationship':
    case 'upload':
      return diffRelationship(field, scope, label, before, after, ctx)
    default:
      return diffLeaf(field, scope, label, before, after, ctx)
  }
}

// ---------------------------------------------------------------------------------------------
// Leaves
// ---------------------------------------------------------------------------------------------

const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code', 'date', 'select', 'radio'])
const HAS_MANY_TYPES = new Set(['text', 'number', 'select'])

type Option = string | { label?: FolioLabel; value?: unknown }

function optionLabel(field: FolioClientField, value: unknown, ctx: WalkContext): string {
  const options = Array.isArray(field.options) ? (field.options as Option[]) : []
  for (const option of options) {
    if (typeof option === 'string') {
      if (option === value) return option
    } else if (isPlainObject(option) && option.value === value) {
      return ctx.label(option.label, String(value))
    }
  }
  return String(value)
}

/** One item's display text; throws for a value of the wrong shape. */
function itemText(field: FolioClientField, value: unknown, valueSite: ValueSite, ctx: WalkContext): string {
  switch (field.type) {
    case 'json':
      return typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value))
    case 'point': {
      const coordinates = isPlainObject(value) ? value.coordinates : value
      if (
        !Array.isArray(coordinates) ||
        coordinates.length !== 2 ||
        !coordinates.every((c) => typeof c === 'number' || typeof c === 'string')
      ) {
        throw wrongType(valueSite, 'a point ([longitude, latitude])', value)
      }
      return `${coordinates[0]}, ${coordinates[1]}`
    }
    case 'select':
    case 'radio':
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        throw wrongType(valueSite, 'an option value', value)
      return optionLabel(field, value, ctx)
    case 'number':
    case 'checkbox':
    default:
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value)
      if (TEXT_TYPES.has(field.type) || field.type === 'number' || field.type === 'checkbox')
        throw wrongType(
          valueSite,
          `a ${field.type === 'number' ? 'number' : field.type === 'checkbox' ? 'boolean' : 'string'}`,
          value,
        )
      // Field types this module does not know: shown as JSON.
      return JSON.stringify(value, null, 2) ?? String(value)
  }
}

interface LeafSide {
  missing: boolean
  items: string[]
  /** Value with "missing" normalised away, for equality. */
  canonical: unknown
}

function leafSide(
  field: FolioClientField,
  value: unknown,
  hasMany: boolean,
  valueSite: ValueSite,
  ctx: WalkContext,
): LeafSide {
  if (isMissing(value) || (value === '' && TEXT_TYPES.has(field.type)))
    return { missing: true, items: [], canonical: undefined }
  if (hasMany) {
    const list = expectArray(value, valueSite, `an array (hasMany ${field.type})`) ?? []
    if (!list.length) return { missing: true, items: [], canonical: undefined }
    return { missing: false, items: list.map((item) => itemText(field, item, valueSite, ctx)), canonical: list }
  }
  if (
    Array.isArray(value) &&
    field.type !== 'json' &&
    field.type !== 'point' &&
    (TEXT_TYPES.has(field.type) || field.type === 'number' || field.type === 'checkbox')
  ) {
    throw wrongType(valueSite, `a single ${field.type} value`, value)
  }
  return { missing: false, items: [itemText(field, value, valueSite, ctx)], canonical: value }
}

const diffLeaf: DataFieldDiff<FieldDiffNode> = (field, scope, label, before, after, ctx) => {
  const hasMany = field.hasMany === true && HAS_MANY_TYPES.has(field.type)
  const b = leafSide(field, before, hasMany, site(scope, field.type, 'before'), ctx)
  const a = leafSide(field, after, hasMany, site(scope, field.type, 'after'), ctx)
  const changed = !deepEqual(b.canonical, a.canonical)
  if (ctx.modifiedOnly && !changed) return null
  let segments: WordSegment[]
  if (hasMany) segments = diffItems(b.items, a.items, ctx.maxEditDistance)
  else {
    const bText = b.items[0] ?? ''
    const aText = a.items[0] ?? ''
    if (!changed) segments = aText ? [{ text: aText, op: 'equal' }] : []
    else if (b.missing) segments = aText ? [{ text: aText, op: 'insert' }] : []
    else if (a.missing) segments = bText ? [{ text: bText, op: 'delete' }] : []
    else segments = diffWords(bText, aText, ctx.maxEditDistance)
  }
  const node: FieldDiffNode = {
    kind: 'field',
    ...leafHead(scope, field, label, changed, before, after),
    beforeText: b.missing ? ctx.noValue : b.items.join(', '),
    afterText: a.missing ? ctx.noValue : a.items.join(', '),
    beforeMissing: b.missing,
    afterMissing: a.missing,
    hasMany,
    segments,
  }
  if (scope.locale) node.locale = scope.locale
  return node
}

/** Has-many values: one segment per item, items matched in order. */
function diffItems(before: readonly string[], after: readonly string[], maxEditDistance: number): WordSegment[] {
  const runs = diffSequences(before, after, maxEditDistance)
  const out: WordSegment[] = []
  let i = 0
  let j = 0
  for (const run of runs) {
    for (let c = 0; c < run.count; c++) {
      if (run.op === 'equal') {
        out.push({ text: after[j++] as string, op: 'equal' })
        i++
      } else if (run.op === 'delete') out.push({ text: before[i++] as string, op: 'delete' })
      else out.push({ text: after[j++] as string, op: 'insert' })
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Relationships and uploads
// ---------------------------------------------------------------------------------------------

/** What every leaf node (scalar, relationship, rich text) starts with: it counts itself when changed. */
function leafHead(
  scope: Scope,
  field: FolioClientField,
  label: string,
  changed: boolean,
  before: unknown,
  after: unknown,
) {
  return {
    key: scope.key,
    path: scope.path,
    fieldType: field.type,
    label,
    changed,
    changedCount: changed ? 1 : 0,
    before,
    after,
  }
}

const diffRelationship: DataFieldDiff<RelationshipDiffNode> = (field, scope, label, before, after, ctx) => {
  const relationTo = Array.isArray(field.relationTo)
    ? (field.relationTo as string[])
    : typeof field.relationTo === 'string'
      ? field.relationTo
      : ''
  const polymorphic = Array.isArray(relationTo)
  const hasMany = field.hasMany === true
  const beforeRefs = toRelationRefs(before, relationTo, hasMany, site(scope, field.type, 'before'))
  const afterRefs = toRelationRefs(after, relationTo, hasMany, site(scope, field.type, 'after'))
  const refs = diffRelationRefs(beforeRefs, afterRefs, ctx.maxEditDistance)
  const changed = refs.some((r) => r.op !== 'equal')
  if (ctx.modifiedOnly && !changed) return null
  const node: RelationshipDiffNode = {
    kind: 'relationship',
    ...leafHead(scope, field, label, changed, before, after),
    relationTo,
    polymorphic,
    hasMany,
    beforeRefs,
    afterRefs,
    refs,
    beforeText: beforeRefs.length ? relationText(beforeRefs, polymorphic) : ctx.noValue,
    afterText: afterRefs.length ? relationText(afterRefs, polymorphic) : ctx.noValue,
    beforeMissing: beforeRefs.length === 0,
    afterMissing: afterRefs.length === 0,
  }
  if (scope.locale) node.locale = scope.locale
  return node
}

// ---------------------------------------------------------------------------------------------
// Rich text
// ---------------------------------------------------------------------------------------------

const diffRichText: DataFieldDiff<DiffNode> = (field, scope, label, before, after, ctx) => {
  // Other editors (e.g. Slate's arrays): compared as JSON.
  if (Array.isArray(before) || Array.isArray(after))
    return diffLeaf({ ...field, type: 'json' }, scope, label, before, after, ctx)
  for (const [value, side] of [
    [before, 'before'],
    [after, 'after'],
  ] as const) {
    if (!isMissing(value) && !isLexicalState(value))
      throw wrongType(site(scope, 'richText', side), 'a Lexical editor state ({ root })', value)
  }
  const bState = isLexicalState(before) ? before : undefined
  const aState = isLexicalState(after) ? after : undefined
  const identical = deepEqual(bState, aState)
  if (identical && ctx.modifiedOnly) return null
  const { tree, omittedBlocks, changed } = diffLexical(bState, aState, {
    modifiedOnly: ctx.modifiedOnly,
    maxEditDistance: ctx.maxEditDistance,
  })
  if (ctx.modifiedOnly && !changed) return null
  const node: RichTextDiffNode = {
    kind: 'richText',
    ...leafHead(scope, field, label, changed, before, after),
    tree,
    omittedBlocks,
    beforeMissing: isEmptyDocument(bState),
    afterMissing: isEmptyDocument(aState),
    noValueText: ctx.noValue,
  }
  if (scope.locale) node.locale = scope.locale
  return node
}

// ---------------------------------------------------------------------------------------------
// Arrays and blocks
// ---------------------------------------------------------------------------------------------

const blockMaps = new WeakMap<FolioClientField, Map<string, FolioClientBlock>>()

function blocksOf(field: FolioClientField, ctx: WalkContext): Map<string, FolioClientBlock> {
  let map = blockMaps.get(field)
  if (!map) {
    map = new Map()
    for (const block of field.blockReferences ?? field.blocks ?? []) {
      const resolved = typeof block === 'string' ? ctx.blocks.get(block) : block
      if (resolved) map.set(resolved.slug, resolved)
    }
    // Payload keeps `blocks` next to `blockReferences` in some configs: know both.
    for (const block of field.blocks ?? []) if (!map.has(block.slug)) map.set(block.slug, block)
    blockMaps.set(field, map)
  }
  return map
}

const diffIterable: DataFieldDiff<IterableDiffNode> = (field, scope, label, before, after, ctx) => {
  const isBlocks = field.type === 'blocks'
  const beforeRows =
    expectArray(before, site(scope, field.type, 'before'), `an array of ${isBlocks ? 'blocks' : 'rows'}`) ?? []
  const afterRows =
    expectArray(after, site(scope, field.type, 'after'), `an array of ${isBlocks ? 'blocks' : 'rows'}`) ?? []
  const rows: RowDiffNode[] = []
  let changedCount = 0
  let changed = false
  for (const match of matchRows(beforeRows, afterRows)) {
    const row = diffRow(field, scope, match, beforeRows, afterRows, ctx)
    changedCount += row.changedCount
    if (row.changed) changed = true
    if (!ctx.modifiedOnly || row.changed) rows.push(row)
  }
  if (ctx.modifiedOnly && !changed) return null
  const labels = isPlainObject(field.labels) ? (field.labels as { plural?: FolioLabel }) : undefined
  const plural = labels?.plural ? ctx.label(labels.plural, '') : ''
  const pluralLabel = plural || ctx.t('general:rows')
  const node: IterableDiffNode = {
    kind: isBlocks ? 'blocks' : 'array',
    key: scope.key,
    path: scope.path,
    fieldType: field.type,
    label,
    changed,
    changedCount,
    before,
    after,
    children: rows,
    beforeRowCount: beforeRows.length,
    afterRowCount: afterRows.length,
    pluralLabel,
  }
  if (!beforeRows.length || !afterRows.length) node.noRowsText = ctx.t('version:noRowsFound', { label: pluralLabel })
  if (scope.locale) node.locale = scope.locale
  return node
}

function rowFields(
  field: FolioClientField,
  beforeType: string | undefined,
  afterType: string | undefined,
  ctx: WalkContext,
): { fields: FolioClientField[]; block?: FolioClientBlock } {
  if (field.type !== 'blocks') return { fields: field.fields ?? [] }
  const blocks = blocksOf(field, ctx)
  const afterBlock = afterType !== undefined ? blocks.get(afterType) : undefined
  const beforeBlock = beforeType !== undefined ? blocks.get(beforeType) : undefined
  const block = afterBlock ?? beforeBlock
  if (!afterBlock || !beforeBlock || afterBlock === beforeBlock) return { fields: block?.fields ?? [], block }
  // Block type changed under the same id: the union of both blocks' fields, by name.
  const seen = new Set(afterBlock.fields.map((f) => f.name).filter(Boolean))
  return { fields: [...afterBlock.fields, ...beforeBlock.fields.filter((f) => !f.name || !seen.has(f.name))], block }
}

function diffRow(
  field: FolioClientField,
  scope: Scope,
  match: ReturnType<typeof matchRows>[number],
  beforeRows: unknown[],
  afterRows: unknown[],
  ctx: WalkContext,
): RowDiffNode {
  const isBlocks = field.type === 'blocks'
  const index = (match.afterIndex ?? match.beforeIndex) as number
  const path = `${scope.path}.${index}`
  const rowSite = (side: DiffSide, at: number) => site(scope, field.type, side, `${scope.path}.${at}`)
  const beforeRow =
    match.beforeIndex !== null
      ? expectObject(beforeRows[match.beforeIndex], rowSite('before', match.beforeIndex), 'a row object')
      : undefined
  const afterRow =
    match.afterIndex !== null
      ? expectObject(afterRows[match.afterIndex], rowSite('after', match.afterIndex), 'a row object')
      : undefined

  let beforeType: string | undefined
  let afterType: string | undefined
  if (isBlocks) {
    if (beforeRow && typeof beforeRow.blockType !== 'string')
      throw wrongType(rowSite('before', match.beforeIndex as number), 'a block with a blockType', beforeRow.blockType)
    if (afterRow && typeof afterRow.blockType !== 'string')
      throw wrongType(rowSite('after', match.afterIndex as number), 'a block with a blockType', afterRow.blockType)
    beforeType = beforeRow?.blockType as string | undefined
    afterType = afterRow?.blockType as string | undefined
  }
  const { fields, block } = rowFields(field, beforeType, afterType, ctx)
  const rowScope: Scope = {
    key: `${scope.key}[${match.key}]`,
    path,
    parentLocalized: scope.parentLocalized,
    locale: scope.locale,
  }
  const children = diffFields(fields, beforeRow, afterRow, rowScope, ctx)
  const blockType = afterType ?? beforeType
  if (isBlocks && !block) {
    // Unknown block type: its data compared as JSON, so changes still show.
    const strip = (row: PlainObject | undefined) => {
      if (!row) return undefined
      const { id: _id, blockType: _type, blockName: _name, ...rest } = row
      return rest
    }
    const fallback = diffLeaf(
      { type: 'json', name: 'data' },
      { ...rowScope, key: `${rowScope.key}/data` },
      blockType ?? '',
      strip(beforeRow),
      strip(afterRow),
      ctx,
    )
    if (fallback) children.push(fallback)
  }
  const blockTypeChanged = isBlocks && beforeRow !== undefined && afterRow !== undefined && beforeType !== afterType
  const leafCount = sumCounts(children) + (blockTypeChanged ? 1 : 0)
  const status: RowStatus = !beforeRow
    ? 'added'
    : !afterRow
      ? 'removed'
      : match.moved
        ? 'moved'
        : leafCount > 0
          ? 'changed'
          : 'unchanged'
  const changedCount =
    status === 'added' || status === 'removed' ? Math.max(1, leafCount) : leafCount + (match.moved ? 1 : 0)
  const rowNumber = String(index + 1).padStart(2, '0')
  const node: RowDiffNode = {
    kind: isBlocks ? 'blockRow' : 'arrayRow',
    key: rowScope.key,
    path,
    fieldType: field.type,
    label: `${isBlocks ? 'Block' : 'Item'} ${rowNumber}`,
    changed: status !== 'unchanged',
    changedCount,
    before: beforeRow,
    after: afterRow,
    rowId: match.id,
    index: match.afterIndex,
    beforeIndex: match.beforeIndex,
    rowNumber,
    status,
    children,
  }
  if (match.moved) node.rowMoved = { from: match.beforeIndex as number, to: match.afterIndex as number }
  if (match.matchedBy) node.matchedBy = match.matchedBy
  if (isBlocks && blockType !== undefined) {
    node.blockType = blockType
    node.blockLabel = block ? ctx.label(block.labels?.singular, block.slug) : blockType
    if (blockTypeChanged) node.beforeBlockType = beforeType
  }
  if (scope.locale) node.locale = scope.locale
  return node
}

/** The walk's settings, from the options of diffVersions (all but the data and the fields). */
export function createContext(args: Omit<DiffVersionsOptions, 'fields' | 'current' | 'compare'>): WalkContext {
  return {
    locales: args.locales && args.locales.length ? [...args.locales] : null,
    modifiedOnly: args.modifiedOnly === true,
    label: args.label,
    t: args.t,
    noValue: `[${args.t('general:noValue')}]`,
    blocks: new Map((args.blocks ?? []).map((b) => [b.slug, b])),
    includeAdminHidden: args.includeAdminHidden === true,
    maxEditDistance: args.maxEditDistance ?? DEFAULT_MAX_EDIT_DISTANCE,
  }
}
