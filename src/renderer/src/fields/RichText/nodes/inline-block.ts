/** Payload's InlineBlockNode: a block's fields inside a line of text. */
import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
} from 'lexical'
import type { JSX } from 'react'
import { decorators } from './decorators'
import { newNodeId } from './node-id'

declare module './decorators' {
  interface Decorators {
    inlineBlock?: (node: InlineBlockNode) => JSX.Element
  }
}

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
