/** Editing actions on Lexical's own nodes, offered by both the toolbar and the slash menu. */
import {
  INSERT_CHECK_LIST_COMMAND,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  $isListNode,
  ListNode,
} from '@lexical/list'
import {
  $createHeadingNode,
  $createQuoteNode,
  $isHeadingNode,
  $isQuoteNode,
  type HeadingTagType,
} from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { INSERT_TABLE_COMMAND } from '@lexical/table'
import { $getNearestNodeOfType, $insertNodeToNearestRoot } from '@lexical/utils'
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical'
import { $createHorizontalRuleNode } from '../nodes'

export type BlockType = 'paragraph' | HeadingTagType | 'quote' | 'bullet' | 'number' | 'check'
export const HEADINGS: HeadingTagType[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

export function setBlockType(editor: LexicalEditor, type: BlockType): void {
  if (type === 'bullet') return void editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)
  if (type === 'number') return void editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)
  if (type === 'check') return void editor.dispatchCommand(INSERT_CHECK_LIST_COMMAND, undefined)
  editor.update(() => {
    const selection = $getSelection()
    if (!$isRangeSelection(selection)) return
    $setBlocksType(selection, () =>
      type === 'paragraph' ? $createParagraphNode() : type === 'quote' ? $createQuoteNode() : $createHeadingNode(type),
    )
  })
}

/** The block type at the selection, for the toolbar's select (read inside editor state). */
export function $currentBlockType(): BlockType {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return 'paragraph'
  const anchor = selection.anchor.getNode()
  const list = $getNearestNodeOfType(anchor, ListNode)
  if ($isListNode(list)) return list.getListType()
  let top: LexicalNode | null = anchor
  while (top && !$isRootOrShadowRoot(top.getParent())) top = top.getParent()
  if ($isHeadingNode(top)) return top.getTag()
  if ($isQuoteNode(top)) return 'quote'
  return 'paragraph'
}

export const insertHorizontalRule = (editor: LexicalEditor) =>
  editor.update(() => void $insertNodeToNearestRoot($createHorizontalRuleNode()))

/** A 3 × 3 table with a header row, as Payload's table feature inserts by default. */
export const insertTable = (editor: LexicalEditor, rows = 3, columns = 3) =>
  editor.dispatchCommand(INSERT_TABLE_COMMAND, {
    rows: String(rows),
    columns: String(columns),
    includeHeaders: { rows: true, columns: false },
  })
