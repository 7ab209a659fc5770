/**
 * Types of the version diff: a tree of nodes, one per field (and per locale for localized fields),
 * that the version detail view renders as two columns (compare version on the left, "before";
 * current version on the right, "after").
 */
import type { FolioClientBlock, FolioClientField, FolioLabel } from '@shared/protocol'
import type { Translate } from '../i18n/translate'

export type DiffOp = 'equal' | 'insert' | 'delete'

/**
 * A run of text (or, for has-many fields, one item) with its edit operation. The left column shows
 * 'equal' and 'delete' segments, the right column 'equal' and 'insert' ones.
 */
export interface WordSegment {
  text: string
  op: DiffOp
}

export type DiffNodeKind =
  | 'field'
  | 'relationship'
  | 'richText'
  | 'group'
  | 'collapsible'
  | 'row'
  | 'tabs'
  | 'tab'
  | 'array'
  | 'blocks'
  | 'arrayRow'
  | 'blockRow'

interface DiffNodeBase {
  kind: DiffNodeKind
  /** Unique in the tree and stable between renders (schema position, row id, locale): a React key. */
  key: string
  /**
   * Data path, as Payload writes it: named groups, named tabs and arrays add their name, rows add
   * their index (in the current version; in the compare version for removed rows). Rows,
   * collapsibles and unnamed tabs/groups add nothing, so they carry their parent's path.
   */
  path: string
  /** Payload field type ('text', 'tabs', …; 'tab' for a tab; 'array'/'blocks' for rows). */
  fieldType: string
  /** Label in the UI language ('' for unlabelled rows/tabs fields; 'Item 01' / 'Block 01' for rows). */
  label: string
  /** The locale this comparison is for: set on a localized field split per locale and on everything beneath. */
  locale?: string
  /** Something differs beneath (or here, for a leaf). */
  changed: boolean
  /** Count pill: changed leaf fields beneath (a leaf counts itself; see RowDiffNode for rows). */
  changedCount: number
  /** Raw value in the compare version (sibling data for named containers; undefined for presentational ones). */
  before: unknown
  /** Raw value in the current version. */
  after: unknown
}

/** A scalar field: text, textarea, email, code, number, date, select, radio, checkbox, point, json, or unknown types. */
export interface FieldDiffNode extends DiffNodeBase {
  kind: 'field'
  /** Display text; '[No value]' (translated) when the value is missing. */
  beforeText: string
  afterText: string
  beforeMissing: boolean
  afterMissing: boolean
  /** Has-many field (text, number, select): each segment is one item. */
  hasMany: boolean
  /**
   * Word-level diff of the display text (equal → one 'equal' segment; a missing side contributes no
   * segment). For has-many fields one segment per item.
   */
  segments: WordSegment[]
}

export interface RelationRef {
  relationTo: string
  /** The related document's id (populated documents are reduced to their id). */
  value: string | number
}

export interface RelationDiffItem extends RelationRef {
  op: DiffOp
}

/** A relationship or upload field, compared by (collection, id). The view looks the titles up itself. */
export interface RelationshipDiffNode extends DiffNodeBase {
  kind: 'relationship'
  /** The field's relationTo: a slug, or several for a polymorphic field. */
  relationTo: string | string[]
  polymorphic: boolean
  hasMany: boolean
  beforeRefs: RelationRef[]
  afterRefs: RelationRef[]
  /** Both sides merged in display order (current order, removed ones where they were). */
  refs: RelationDiffItem[]
  beforeText: string
  afterText: string
  beforeMissing: boolean
  afterMissing: boolean
}

/**
 * A rich-text diff is drawn from a render tree: the Lexical document's own structure (headings, lists,
 * tables, links, formatted text, uploads, blocks) with each node's edit. The left column draws every node
 * but insertions, the right one every node but deletions. 'changed' nodes stand on both sides, with
 * changes beneath (or, for a block, in its fields).
 */
export type RichTextRenderOp = DiffOp | 'changed'

/** A run of text in one format (Lexical's format bits: 1 bold, 2 italic, 4 strikethrough, 8 underline, 16 code, 32 subscript, 64 superscript, 128 highlight). */
export interface RichTextTextRender {
  kind: 'text'
  key: string
  op: DiffOp
  text: string
  format: number
}

/** An element's attributes, as far as the diff draws them. */
export interface RichTextElementAttrs {
  /** Heading tag ('h1'…'h6'). */
  tag?: string
  /** Lists: 'bullet' | 'number' | 'check'. */
  listType?: string
  /** Check-list items. */
  checked?: boolean
  /** Alignment ('center', 'right', …). */
  align?: string
  /** Indent steps. */
  indent?: number
  /** Table cells: Lexical's header state (non-zero: a header cell). */
  headerState?: number
  /** Links: where they go ('' for an internal link without a URL) and whether in a new tab. */
  url?: string
  newTab?: boolean
  /** Code blocks: their language. */
  language?: string
}

/** An element: root-level blocks, list items, table rows and cells, links. `type` is Lexical's. */
export interface RichTextElementRender {
  kind: 'element'
  key: string
  op: RichTextRenderOp
  type: string
  attrs: RichTextElementAttrs
  /** A changed element whose attributes differ: the compared version's (the left column's). */
  beforeAttrs?: RichTextElementAttrs
  children: RichTextRenderNode[]
}

/** An upload or a relationship: the view draws the document (an image for an upload). */
export interface RichTextEmbedRender {
  kind: 'upload' | 'relationship'
  key: string
  op: DiffOp
  ref: RelationRef
}

/** One field of a block, its value as text compared word by word. */
export interface RichTextBlockFieldRender {
  name: string
  segments: WordSegment[]
}

/** A block or an inline block: a card with its type and its fields' values. */
export interface RichTextBlockRender {
  kind: 'block' | 'inlineBlock'
  key: string
  op: RichTextRenderOp
  blockType: string
  /** Its `blockName`, when it has one. */
  blockName?: string
  fields: RichTextBlockFieldRender[]
}

/** A line break, a horizontal rule, or a node the diff does not know (drawn by its type). */
export interface RichTextAtomRender {
  kind: 'linebreak' | 'rule' | 'unknown'
  key: string
  op: DiffOp
  type: string
}

export type RichTextRenderNode =
  RichTextTextRender | RichTextElementRender | RichTextEmbedRender | RichTextBlockRender | RichTextAtomRender

export interface RichTextDiffNode extends DiffNodeBase {
  kind: 'richText'
  /** The document's root-level nodes, with their edits. */
  tree: RichTextRenderNode[]
  /** Unchanged root-level nodes left out because of modifiedOnly. */
  omittedBlocks: number
  beforeMissing: boolean
  afterMissing: boolean
  /** '[No value]' (translated), for a missing side. */
  noValueText: string
}

export interface ContainerDiffNode extends DiffNodeBase {
  kind: 'group' | 'collapsible' | 'row' | 'tabs' | 'tab'
  children: DiffNode[]
}

export type RowStatus = 'unchanged' | 'changed' | 'moved' | 'added' | 'removed'

/**
 * An array or blocks row. Its `changedCount` is its changed leaf fields, plus one when it moved (or
 * its block type changed); an added or removed row counts at least one, so a row without values still
 * shows in the pill.
 */
export interface RowDiffNode extends DiffNodeBase {
  kind: 'arrayRow' | 'blockRow'
  /** The row's `id` (rows are matched by it), or null for a row without one. */
  rowId: string | number | null
  /** Position in the current version (null when removed). */
  index: number | null
  /** Position in the compare version (null when added). */
  beforeIndex: number | null
  /** 'Item NN' / 'Block NN', NN from `index` (or `beforeIndex` for removed rows), 1-based, two digits. */
  rowNumber: string
  status: RowStatus
  /** Set when the row changed place relative to the other rows (0-based positions). */
  rowMoved?: { from: number; to: number }
  /**
   * How the row was paired with its other version: by `id`; by equal `content` (same row saved under
   * a new id); by `position` (rows without ids, or an array whose ids all changed). Absent for added
   * and removed rows.
   */
  matchedBy?: 'id' | 'content' | 'position'
  /** Block rows: block slug (current side, else compare side) and its singular label. */
  blockType?: string
  blockLabel?: string
  /** Block rows whose type differs between the versions: the compare-side slug. */
  beforeBlockType?: string
  children: DiffNode[]
}

export interface IterableDiffNode extends DiffNodeBase {
  kind: 'array' | 'blocks'
  children: RowDiffNode[]
  beforeRowCount: number
  afterRowCount: number
  /** Plural label ('Tags'), or the translated 'Rows' when the field has none. */
  pluralLabel: string
  /** 'No Tags found' (translated), set when at least one side has no rows: show it on that side. */
  noRowsText?: string
}

export type DiffNode =
  FieldDiffNode | RelationshipDiffNode | RichTextDiffNode | ContainerDiffNode | IterableDiffNode | RowDiffNode

/** `(label, fallbackName) => text`: a label as Payload stores it (string or per language) in the UI language. */
export type LabelResolver = (label: FolioLabel | undefined, fallbackName: string) => string

export interface DiffLimits {
  /**
   * Largest edit distance the exact (Myers) diff explores before falling back to anchoring on unique
   * tokens (patience) and, within the gaps, a plain replace. Default 1000.
   */
  maxEditDistance?: number
}

export interface DiffVersionsOptions extends DiffLimits {
  /** The entity's client-config fields (`FolioClientEntity.fields`). */
  fields: FolioClientField[]
  /** `version` of the version being viewed (right column). */
  current: unknown
  /** `version` of the version compared against (left column). */
  compare: unknown
  /**
   * Selected locale codes. When given (non-empty), the data must have been fetched with `locale=all`:
   * localized fields hold `{ [code]: value }` and get one comparison per selected locale. When empty or
   * omitted, localized fields hold a single locale's value and are compared as is.
   */
  locales?: string[]
  /** Leave out unchanged fields, rows and rich-text blocks (parents of changed ones stay). */
  modifiedOnly?: boolean
  label: LabelResolver
  t: Translate
  /** Reusable blocks of the config (`config.blocks`), for `blockReferences` given as slugs. */
  blocks?: FolioClientBlock[]
  /**
   * Also show fields with `admin.hidden` (e.g. `updatedAt`, `createdAt`). Off by default: they are not
   * shown in the edit view and timestamps differ between any two versions.
   */
  includeAdminHidden?: boolean
}

export interface DiffResult {
  nodes: DiffNode[]
  /** Changed leaf fields in the whole document (the total pill). */
  changedCount: number
  changed: boolean
  /** '[No value]' in the UI language. */
  noValueText: string
}

export type DiffSide = 'before' | 'after'

/**
 * A value does not have the shape its field's type requires (an array field holding a string, a
 * localized field without a locale map, …). Spec point 8: the diff throws; the view reports it.
 */
export class DiffError extends Error {
  override readonly name = 'DiffError'
  readonly path: string
  readonly fieldType: string
  readonly expected: string
  readonly received: string
  readonly side: DiffSide
  readonly locale: string | undefined

  constructor(args: {
    path: string
    fieldType: string
    expected: string
    received: string
    side: DiffSide
    locale?: string
  }) {
    const where = args.side === 'after' ? 'current version' : 'compared version'
    const locale = args.locale ? ` (${args.locale})` : ''
    super(
      `Field "${args.path || '(root)'}"${locale} of type ${args.fieldType} holds ${args.received} in the ${where}; expected ${args.expected}`,
    )
    this.path = args.path
    this.fieldType = args.fieldType
    this.expected = args.expected
    this.received = args.received
    this.side = args.side
    this.locale = args.locale
  }
}
