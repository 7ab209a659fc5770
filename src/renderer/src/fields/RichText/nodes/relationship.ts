/** Payload's RelationshipNode: a block-level decorator with a format, pointing at a related document. */
import { DecoratorBlockNode, type SerializedDecoratorBlockNode } from '@lexical/react/LexicalDecoratorBlockNode'
import { $applyNodeReplacement, type ElementFormatType, type LexicalNode, type NodeKey, type Spread } from 'lexical'
import type { JSX } from 'react'
import { decorators } from './decorators'

declare module './decorators' {
  interface Decorators {
    relationship?: (node: RelationshipNode) => JSX.Element
  }
}

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
