/** Editor actions shared by the toolbar and the slash menu. */
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
  $insertNodes,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $isTextNode,
  $setSelection,
  type BaseSelection,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical'
import type { FolioClientBlock } from '@shared/protocol'
import {
  $createBlockNode,
  $createHorizontalRuleNode,
  $createInlineBlockNode,
  $createLinkNode,
  $createRelationshipNode,
  $createUploadNode,
  $isLinkNode,
  newNodeId,
  type LinkNode,
} from '../../nodes'
import { blockDefaults, ownFields } from '../inline-blocks/BlockDrawer'
import { openOnMount } from '../inline-blocks/InlineBlockComponent'

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

export function insertInlineBlock(editor: LexicalEditor, block: FolioClientBlock): void {
  editor.update(() => {
    const node = $createInlineBlockNode({ id: newNodeId(), ...blockDefaults(block), blockType: block.slug })
    // The drawer opens by itself only for blocks with more than 2 fields of their own.
    if (ownFields(block).length > 2) openOnMount.add(node.getKey())
    $insertNodes([node])
  })
}

export function insertBlock(editor: LexicalEditor, block: FolioClientBlock): void {
  editor.update(() => {
    const node = $createBlockNode({ id: newNodeId(), blockName: '', ...blockDefaults(block), blockType: block.slug })
    openOnMount.add(node.getKey())
    $insertNodeToNearestRoot(node)
  })
}

export const insertUpload = (editor: LexicalEditor, relationTo: string, value: string | number) =>
  editor.update(
    () => void $insertNodeToNearestRoot($createUploadNode({ fields: {}, id: newNodeId(), relationTo, value })),
  )

export const insertRelationship = (editor: LexicalEditor, relationTo: string, value: string | number) =>
  editor.update(() => void $insertNodeToNearestRoot($createRelationshipNode({ relationTo, value })))

/**
 * Wraps the selected text in a (custom) link, updates the link around it, or removes it (url null).
 * `saved` is the selection taken when the link form opened (typing the URL moves the focus away).
 */
export function setLink(
  editor: LexicalEditor,
  url: string | null,
  newTab = false,
  saved: BaseSelection | null = null,
): void {
  editor.update(() => {
    if (saved) $setSelection(saved.clone())
    const selection = $getSelection()
    if (!$isRangeSelection(selection)) return
    const nodes = selection.extract()
    if (url === null) {
      const links = new Set<LinkNode>()
      for (const node of nodes) {
        const parent = node.getParent()
        if ($isLinkNode(parent)) links.add(parent)
        if ($isLinkNode(node)) links.add(node)
      }
      for (const link of links) {
        for (const child of link.getChildren()) link.insertBefore(child)
        link.remove()
      }
      return
    }
    const fields = { linkType: 'custom' as const, newTab, url }
    let previous: LinkNode | null = null
    for (const node of nodes) {
      if ($isLinkNode(node)) {
        node.setFields({ ...node.getFields(), ...fields })
        continue
      }
      const parent = node.getParent()
      if ($isLinkNode(parent)) {
        parent.setFields({ ...parent.getFields(), ...fields })
        continue
      }
      if (!$isTextNode(node)) continue
      if (previous && previous.getNextSibling() === node) {
        previous.append(node)
        continue
      }
      const link = $createLinkNode({ fields })
      node.insertBefore(link)
      link.append(node)
      previous = link
    }
  })
}

/** The link at the selection, if any (read inside editor state). */
export function $selectedLink(): LinkNode | null {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return null
  const node = selection.anchor.getNode()
  const parent = node.getParent()
  if ($isLinkNode(node)) return node
  return $isLinkNode(parent) ? parent : null
}
