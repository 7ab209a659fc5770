/** Every node class the Folio editor registers: Lexical's own plus the Payload-shaped ones. */
import { HeadingNode, QuoteNode } from '@lexical/rich-text'
import { ListItemNode, ListNode } from '@lexical/list'
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table'
import type { Klass, LexicalNode } from 'lexical'
import {
  AutoLinkNode,
  BlockNode,
  HorizontalRuleNode,
  InlineBlockNode,
  LinkNode,
  RelationshipNode,
  UploadNode,
} from './payload-nodes'

export * from './payload-nodes'

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
