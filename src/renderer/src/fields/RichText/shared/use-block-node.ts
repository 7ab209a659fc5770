/** What a block card and an inline block share: its type, its drawer's open state, edit and remove. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { useLexicalEditable } from '@lexical/react/useLexicalEditable'
import { $getNodeByKey, type LexicalNode } from 'lexical'
import { createElement, useState } from 'react'
import { createPortal } from 'react-dom'
import type { FolioClientBlock } from '@shared/protocol'
import { useRichTextSettings } from '../config'
import type { BlockFields, BlockNode, InlineBlockNode } from '../nodes'
import { BlockDrawer } from './BlockDrawer'
import { openOnMount } from './blocks'

type BlockLikeNode = BlockNode | InlineBlockNode

interface BlockNodeKind<T extends BlockLikeNode> {
  /** The block types the field offers for this kind of node. */
  blocks: FolioClientBlock[]
  is: (node: LexicalNode | null) => node is T
  /** The node's fields after the drawer's Save. */
  fieldsFrom: (data: Record<string, unknown>, previous: BlockFields) => BlockFields
}

export function useBlockNode<T extends BlockLikeNode>(node: T, { blocks, is, fieldsFrom }: BlockNodeKind<T>) {
  const [editor] = useLexicalComposerContext()
  const editable = useLexicalEditable()
  const settings = useRichTextSettings()
  const nodeKey = node.getKey()
  const fields = node.__fields
  const block = blocks.find((b) => b.slug === fields.blockType)
  const [open, setOpen] = useState(() => openOnMount.delete(nodeKey))
  const remove = () =>
    editor.update(() => {
      const current = $getNodeByKey(nodeKey)
      if (is(current)) current.remove()
    })
  const save = (data: Record<string, unknown>) => {
    editor.update(() => {
      const current = $getNodeByKey(nodeKey)
      if (is(current)) current.setFields(fieldsFrom(data, fields))
    })
    setOpen(false)
  }
  const readOnly = settings.readOnly
  /** The block's drawer while it is open, on the page's body (outside the editor's DOM). */
  const drawer =
    open && block
      ? createPortal(
          createElement(BlockDrawer, {
            block,
            data: fields,
            readOnly: readOnly || !editable,
            onClose: () => setOpen(false),
            onSave: save,
          }),
          document.body,
        )
      : null
  return {
    fields,
    block,
    editable,
    /** The field is read-only (no save permission, a lock, or admin.readOnly). */
    readOnly,
    setOpen,
    remove,
    drawer,
  }
}
