/**
 * Node classes that serialize exactly as @payloadcms/richtext-lexical 3.90 stores its nodes
 * (its LinkNode, AutoLinkNode, UploadNode, RelationshipNode, BlockNode, InlineBlockNode,
 * HorizontalRuleNode). The renderer cannot import Payload's package (it pulls server code), so these
 * mirror its exportJSON/importJSON. How decorator nodes look is supplied by the editor through
 * `decorators` so that this module stays free of React components and runs in node tests.
 */
import { DecoratorBlockNode, type SerializedDecoratorBlockNode } from '@lexical/react/LexicalDecoratorBlockNode'
import {
  $applyNodeReplacement,
  $isElementNode,
  DecoratorNode,
  ElementNode,
  type BaseSelection,
  type DOMExportOutput,
  type EditorConfig,
  type ElementFormatType,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
  type RangeSelection,
  type SerializedElementNode,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical'
import type { JSX } from 'react'
import { newRowId } from '@renderer/core/form/form-store'

/** Payload's ids for link, upload and block nodes: 24-hex ObjectIds. */
export const newNodeId = newRowId

// ------------------------------------------------------------------------------------------------
// Decorator rendering hooks (filled by the editor; null in headless use)
// ------------------------------------------------------------------------------------------------

export interface Decorators {
  upload?: (node: UploadNode) => JSX.Element
  relationship?: (node: RelationshipNode) => JSX.Element
  block?: (node: BlockNode) => JSX.Element
  inlineBlock?: (node: InlineBlockNode) => JSX.Element
  horizontalRule?: (node: HorizontalRuleNode) => JSX.Element
}
export const decorators: Decorators = {}

// ------------------------------------------------------------------------------------------------
// Links
// ------------------------------------------------------------------------------------------------

export type LinkFields = {
  url?: string
  newTab: boolean
  linkType: 'custom' | 'internal'
  doc?: { relationTo: string; value: string | number } | null
  [key: string]: unknown
}

export type SerializedLinkNode = Spread<{ fields: LinkFields; id?: string }, SerializedElementNode>

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'sms:', 'tel:'])

export class LinkNode extends ElementNode {
  __fields: LinkFields
  __id?: string

  constructor(
    { id, fields = { linkType: 'custom', newTab: false } }: { id?: string; fields?: LinkFields } = {},
    key?: NodeKey,
  ) {
    super(key)
    this.__fields = fields
    this.__id = id
  }

  static override getType(): string {
    return 'link'
  }

  static override clone(node: LinkNode): LinkNode {
    return new LinkNode({ id: node.__id, fields: node.__fields }, node.__key)
  }

  static override importJSON(serialized: SerializedLinkNode): LinkNode {
    return $createLinkNode({}).updateFromJSON(serialized)
  }

  override updateFromJSON(serialized: SerializedLinkNode): this {
    const node = super.updateFromJSON(serialized)
    const writable = node.getWritable()
    writable.__fields = serialized.fields
    writable.__id = serialized.id
    return writable
  }

  override exportJSON(): SerializedLinkNode {
    const fields = { ...this.getFields() }
    // As Payload: an internal link keeps no url, a custom one no doc.
    if (fields.linkType === 'internal') delete fields.url
    else if (fields.linkType === 'custom') delete fields.doc
    const out: SerializedLinkNode = { ...super.exportJSON(), type: 'link', fields, version: 3 }
    const id = this.getID()
    if (id) out.id = id
    return out
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const a = document.createElement('a')
    const { url, newTab, linkType } = this.__fields
    if (linkType === 'custom' && url) a.href = sanitizeUrl(url)
    if (newTab) {
      a.target = '_blank'
      a.rel = 'noopener'
    }
    const cls = config.theme.link
    if (typeof cls === 'string') a.className = cls
    return a
  }

  override updateDOM(prev: LinkNode, a: HTMLAnchorElement): boolean {
    const { url, newTab, linkType } = this.__fields
    if (linkType === 'custom' && url) a.href = sanitizeUrl(url)
    else a.removeAttribute('href')
    if (newTab !== prev.__fields.newTab) {
      if (newTab) a.target = '_blank'
      else a.removeAttribute('target')
    }
    return false
  }

  getFields(): LinkFields {
    return this.getLatest().__fields
  }
  setFields(fields: LinkFields): this {
    const writable = this.getWritable()
    writable.__fields = fields
    return writable
  }
  getID(): string | undefined {
    return this.getLatest().__id
  }

  override isInline(): true {
    return true
  }
  override canBeEmpty(): false {
    return false
  }
  override canInsertTextBefore(): false {
    return false
  }
  override canInsertTextAfter(): false {
    return false
  }
  override insertNewAfter(_selection: RangeSelection, restoreSelection = true): ElementNode | null {
    const element = this.getParentOrThrow().insertNewAfter(_selection, restoreSelection)
    if ($isElementNode(element)) {
      const link = $createLinkNode({ fields: this.__fields })
      element.append(link)
      return link
    }
    return null
  }
  override extractWithChild(_child: LexicalNode, selection: BaseSelection): boolean {
    if (!('anchor' in selection)) return false
    const range = selection as RangeSelection
    return (
      this.isParentOf(range.anchor.getNode()) &&
      this.isParentOf(range.focus.getNode()) &&
      selection.getTextContent().length > 0
    )
  }
}

function sanitizeUrl(url: string): string {
  try {
    return SAFE_PROTOCOLS.has(new URL(url).protocol) ? url : 'about:blank'
  } catch {
    return url
  }
}

export function $createLinkNode({ id, fields }: { id?: string; fields?: LinkFields }): LinkNode {
  return $applyNodeReplacement(new LinkNode({ id: id ?? newNodeId(), fields }))
}
export const $isLinkNode = (node: LexicalNode | null | undefined): node is LinkNode => node instanceof LinkNode

export type SerializedAutoLinkNode = Omit<SerializedLinkNode, 'id'>

/** Links recognised in typed text: no id, version 2 (Payload's AutoLinkNode). */
export class AutoLinkNode extends LinkNode {
  static override getType(): string {
    return 'autolink'
  }
  static override clone(node: AutoLinkNode): AutoLinkNode {
    return new AutoLinkNode({ fields: node.__fields }, node.__key)
  }
  static override importJSON(serialized: SerializedAutoLinkNode): AutoLinkNode {
    return $applyNodeReplacement(new AutoLinkNode({})).updateFromJSON(serialized)
  }
  // @ts-expect-error Payload's autolink has no id and another version
  exportJSON(): SerializedAutoLinkNode {
    const s = super.exportJSON()
    return {
      type: 'autolink',
      children: s.children,
      direction: s.direction,
      fields: s.fields,
      format: s.format,
      indent: s.indent,
      version: 2,
    }
  }
}

// ------------------------------------------------------------------------------------------------
// Horizontal rule
// ------------------------------------------------------------------------------------------------

export class HorizontalRuleNode extends DecoratorNode<JSX.Element | null> {
  static override getType(): string {
    return 'horizontalrule'
  }
  static override clone(node: HorizontalRuleNode): HorizontalRuleNode {
    return new HorizontalRuleNode(node.__key)
  }
  static override importJSON(): HorizontalRuleNode {
    return $createHorizontalRuleNode()
  }
  override exportJSON(): SerializedLexicalNode {
    return { type: 'horizontalrule', version: 1 }
  }
  override exportDOM(): DOMExportOutput {
    return { element: document.createElement('hr') }
  }
  override createDOM(config: EditorConfig): HTMLElement {
    const el = document.createElement('div')
    const cls = config.theme.hr
    if (typeof cls === 'string') el.className = cls
    return el
  }
  override getTextContent(): string {
    return '\n'
  }
  override isInline(): false {
    return false
  }
  override updateDOM(): boolean {
    return false
  }
  override decorate(): JSX.Element | null {
    return decorators.horizontalRule?.(this) ?? null
  }
}
export const $createHorizontalRuleNode = (): HorizontalRuleNode => $applyNodeReplacement(new HorizontalRuleNode())
export const $isHorizontalRuleNode = (node: LexicalNode | null | undefined): node is HorizontalRuleNode =>
  node instanceof HorizontalRuleNode

// ------------------------------------------------------------------------------------------------
// Upload and relationship (block-level decorators with a format)
// ------------------------------------------------------------------------------------------------

export type UploadData = { fields: Record<string, unknown>; id: string; relationTo: string; value: string | number }
export type SerializedUploadNode = Spread<UploadData & { type: 'upload'; version: 3 }, SerializedDecoratorBlockNode>

export class UploadNode extends DecoratorBlockNode {
  __data: UploadData
  constructor(data: UploadData, format?: ElementFormatType, key?: NodeKey) {
    super(format, key)
    this.__data = data
  }
  static override getType(): string {
    return 'upload'
  }
  static override clone(node: UploadNode): UploadNode {
    return new UploadNode(node.__data, node.__format, node.__key)
  }
  static override importJSON(serialized: SerializedUploadNode): UploadNode {
    const { fields, id, relationTo, value } = serialized
    const data = { ...serialized } as Record<string, unknown>
    for (const key of ['type', 'version', 'format']) delete data[key]
    const node = $createUploadNode({
      ...(data as UploadData),
      fields: fields ?? {},
      id: id ?? newNodeId(),
      relationTo,
      value,
    })
    node.setFormat(serialized.format)
    return node
  }
  override exportJSON(): SerializedUploadNode {
    return { ...super.exportJSON(), ...this.getData(), type: 'upload', version: 3 }
  }
  getData(): UploadData {
    return this.getLatest().__data
  }
  setData(data: UploadData): void {
    this.getWritable().__data = data
  }
  override exportDOM(): DOMExportOutput {
    const img = document.createElement('img')
    img.setAttribute('data-lexical-upload-id', String(this.__data.value))
    img.setAttribute('data-lexical-upload-relation-to', this.__data.relationTo)
    return { element: img }
  }
  override decorate(): JSX.Element {
    return decorators.upload?.(this) ?? (null as unknown as JSX.Element)
  }
}
export const $createUploadNode = (data: UploadData): UploadNode => $applyNodeReplacement(new UploadNode(data))
export const $isUploadNode = (node: LexicalNode | null | undefined): node is UploadNode => node instanceof UploadNode

export type RelationshipData = { relationTo: string; value: string | number }
export type SerializedRelationshipNode = Spread<
  RelationshipData & { type: 'relationship'; version: 2 },
  SerializedDecoratorBlockNode
>

export class RelationshipNode extends DecoratorBlockNode {
  __data: RelationshipData
  constructor(data: RelationshipData, format?: ElementFormatType, key?: NodeKey) {
    super(format, key)
    this.__data = data
  }
  static override getType(): string {
    return 'relationship'
  }
  static override clone(node: RelationshipNode): RelationshipNode {
    return new RelationshipNode(node.__data, node.__format, node.__key)
  }
  static override importJSON(serialized: SerializedRelationshipNode): RelationshipNode {
    const value = serialized.value as unknown
    // Version 1 stored the populated document.
    const id =
      typeof value === 'object' && value !== null && 'id' in value
        ? (value as { id: string | number }).id
        : (value as string | number)
    const node = $createRelationshipNode({ relationTo: serialized.relationTo, value: id })
    node.setFormat(serialized.format)
    return node
  }
  override exportJSON(): SerializedRelationshipNode {
    return { ...super.exportJSON(), ...this.getData(), type: 'relationship', version: 2 }
  }
  getData(): RelationshipData {
    return this.getLatest().__data
  }
  override getTextContent(): string {
    return `${this.__data.relationTo} relation to ${this.__data.value}`
  }
  override decorate(): JSX.Element {
    return decorators.relationship?.(this) ?? (null as unknown as JSX.Element)
  }
}
export const $createRelationshipNode = (data: RelationshipData): RelationshipNode =>
  $applyNodeReplacement(new RelationshipNode(data))
export const $isRelationshipNode = (node: LexicalNode | null | undefined): node is RelationshipNode =>
  node instanceof RelationshipNode

// ------------------------------------------------------------------------------------------------
// Blocks and inline blocks
// ------------------------------------------------------------------------------------------------

export type BlockFields = { id: string; blockName?: string; blockType: string; [key: string]: unknown }
export type SerializedBlockNode = Spread<
  { fields: BlockFields; type: 'block'; version: 2 },
  SerializedDecoratorBlockNode
>

export class BlockNode extends DecoratorBlockNode {
  __fields: BlockFields
  __cacheBuster: number
  constructor(fields: BlockFields, format?: ElementFormatType, key?: NodeKey, cacheBuster = 0) {
    super(format, key)
    this.__fields = fields
    this.__cacheBuster = cacheBuster
  }
  static override getType(): string {
    return 'block'
  }
  static override clone(node: BlockNode): BlockNode {
    return new BlockNode(node.__fields, node.__format, node.__key, node.__cacheBuster)
  }
  static override importJSON(serialized: SerializedBlockNode): BlockNode {
    // Version 1 wrapped the fields in a `data` property.
    const fields =
      serialized.version === (1 as number)
        ? ({ ...(serialized.fields as { data?: BlockFields }).data } as BlockFields)
        : serialized.fields
    const node = $createBlockNode(fields)
    node.setFormat(serialized.format)
    return node
  }
  override exportJSON(): SerializedBlockNode {
    return { ...super.exportJSON(), type: 'block', fields: this.getFields(), version: 2 }
  }
  getFields(): BlockFields {
    return this.getLatest().__fields
  }
  setFields(fields: BlockFields): void {
    const writable = this.getWritable()
    writable.__fields = fields
    writable.__cacheBuster++
  }
  override getTextContent(): string {
    return 'Block Field'
  }
  override decorate(): JSX.Element {
    return decorators.block?.(this) ?? (null as unknown as JSX.Element)
  }
}
export function $createBlockNode(fields: Omit<BlockFields, 'id'> & { id?: string }): BlockNode {
  return $applyNodeReplacement(new BlockNode({ ...fields, id: fields.id || newNodeId() } as BlockFields))
}
export const $isBlockNode = (node: LexicalNode | null | undefined): node is BlockNode => node instanceof BlockNode

export type InlineBlockFields = { id: string; blockName?: string; blockType: string; [key: string]: unknown }
export type SerializedInlineBlockNode = { fields: InlineBlockFields; type: 'inlineBlock'; version: 1 }

export class InlineBlockNode extends DecoratorNode<JSX.Element | null> {
  __fields: InlineBlockFields
  __cacheBuster: number
  constructor(fields: InlineBlockFields, key?: NodeKey, cacheBuster = 0) {
    super(key)
    this.__fields = fields
    this.__cacheBuster = cacheBuster
  }
  static override getType(): string {
    return 'inlineBlock'
  }
  static override clone(node: InlineBlockNode): InlineBlockNode {
    return new InlineBlockNode(node.__fields, node.__key, node.__cacheBuster)
  }
  static override importJSON(serialized: SerializedInlineBlockNode): InlineBlockNode {
    return $createInlineBlockNode(serialized.fields)
  }
  override exportJSON(): SerializedInlineBlockNode {
    return { type: 'inlineBlock', fields: this.getFields(), version: 1 }
  }
  override exportDOM(): DOMExportOutput {
    const span = document.createElement('span')
    span.className = 'inline-block-container'
    span.textContent = this.getTextContent()
    return { element: span }
  }
  override createDOM(config: EditorConfig): HTMLElement {
    const span = document.createElement('span')
    const cls: unknown = config.theme.inlineBlock
    if (typeof cls === 'string') span.className = cls
    return span
  }
  override updateDOM(): boolean {
    return false
  }
  override isInline(): true {
    return true
  }
  canIndent(): boolean {
    return true
  }
  override getTextContent(): string {
    return 'Block Field'
  }
  getFields(): InlineBlockFields {
    return this.getLatest().__fields
  }
  getCacheBuster(): number {
    return this.getLatest().__cacheBuster
  }
  setFields(fields: InlineBlockFields): void {
    const writable = this.getWritable()
    writable.__fields = fields
    writable.__cacheBuster++
  }
  override decorate(_editor: LexicalEditor): JSX.Element | null {
    return decorators.inlineBlock?.(this) ?? null
  }
}
/** An id is generated when missing (Payload does the same when it creates the node). */
export function $createInlineBlockNode(fields: Omit<InlineBlockFields, 'id'> & { id?: string }): InlineBlockNode {
  return $applyNodeReplacement(new InlineBlockNode({ ...fields, id: fields.id || newNodeId() } as InlineBlockFields))
}
export const $isInlineBlockNode = (node: LexicalNode | null | undefined): node is InlineBlockNode =>
  node instanceof InlineBlockNode
