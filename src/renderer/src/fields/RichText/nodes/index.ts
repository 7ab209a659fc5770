/**
 * Every node class the Folio editor registers: Lexical's own plus the Payload-shaped ones, one file
 * each, that serialize exactly as @payloadcms/richtext-lexical 3.90 stores its nodes (its LinkNode,
 * AutoLinkNode, UploadNode, RelationshipNode, BlockNode, InlineBlockNode, HorizontalRuleNode). The
 * renderer cannot import Payload's package (it pulls server code), so these mirror its
 * exportJSON/importJSON.
 */
import { HeadingNode, QuoteNode } from '@lexical/rich-text'
import { ListItemNode, ListNode } from '@lexical/list'
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table'
import type { Klass, LexicalNode } from 'lexical'
import { AutoLinkNode } from './autolink'
import { BlockNode } from './block'
import { HorizontalRuleNode } from './horizontal-rule'
import { InlineBlockNode } from './inline-block'
import { LinkNode } from './link'
import { RelationshipNode } from './relationship'
import { UploadNode } from './upload'

export * from './node-id'
export * from './decorators'
export * from './link'
export * from './autolink'
export * from './horizontal-rule'
export * from './upload'
export * from './relationship'
export * from './block'
export * from './inline-block'

export const FOLIO_NODES: Array<Klass<LexicalNode>> = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  AutoLinkNode,
  HorizontalRuleNode,
  UploadNode,
  RelationshipNode,
  BlockNode,
  InlineBlockNode,
  TableNode,
  TableRowNode,
  TableCellNode,
]
