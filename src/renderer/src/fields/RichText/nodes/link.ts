/** Payload's LinkNode: a custom URL or an internal document, with its id (version 3). */
import {
  $applyNodeReplacement,
  $isElementNode,
  ElementNode,
  type BaseSelection,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type RangeSelection,
  type SerializedElementNode,
  type Spread,
} from 'lexical'
import { newNodeId } from './node-id'

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
