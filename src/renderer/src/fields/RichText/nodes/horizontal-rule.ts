/** Payload's HorizontalRuleNode. */
import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
  type SerializedLexicalNode,
} from 'lexical'
import type { JSX } from 'react'
import { decorators } from './decorators'

declare module './decorators' {
  interface Decorators {
    horizontalRule?: (node: HorizontalRuleNode) => JSX.Element
  }
}

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
