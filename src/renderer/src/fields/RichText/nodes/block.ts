/** Payload's BlockNode: a block's fields, edited in a form of their own. */
import { DecoratorBlockNode, type SerializedDecoratorBlockNode } from '@lexical/react/LexicalDecoratorBlockNode'
import { $applyNodeReplacement, type ElementFormatType, type LexicalNode, type NodeKey, type Spread } from 'lexical'
import type { JSX } from 'react'
import { decorators } from './decorators'
import { newNodeId } from './node-id'

declare module './decorators' {
  interface Decorators {
    block?: (node: BlockNode) => JSX.Element
  }
}

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
