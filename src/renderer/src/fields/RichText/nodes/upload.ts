/** Payload's UploadNode: a block-level decorator with a format, pointing at an upload collection's document. */
import { DecoratorBlockNode, type SerializedDecoratorBlockNode } from '@lexical/react/LexicalDecoratorBlockNode'
import {
  $applyNodeReplacement,
  type DOMExportOutput,
  type ElementFormatType,
  type LexicalNode,
  type NodeKey,
  type Spread,
} from 'lexical'
import type { JSX } from 'react'
import { decorators } from './decorators'
import { newNodeId } from './node-id'

declare module './decorators' {
  interface Decorators {
    upload?: (node: UploadNode) => JSX.Element
  }
}

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
