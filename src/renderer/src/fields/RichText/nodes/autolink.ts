import { $applyNodeReplacement } from 'lexical'
import { LinkNode, type SerializedLinkNode } from './link'

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
