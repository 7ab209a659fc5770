/** What a block card and an inline block share: its type, its drawer's open state, edit and remove. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { useLexicalEditable } from '@lexical/react/useLexicalEditable'
import { $getNodeByKey, SKIP_DOM_SELECTION_TAG, type LexicalNode } from 'lexical'
import { createElement, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import type { FolioClientBlock } from '@shared/protocol'
import { blockSchemaPath, useRichTextSettings } from '../config'
import type { BlockFields, BlockNode, InlineBlockNode } from '../nodes'
import { withDefaults } from './block-form-state'
import { BlockDrawer } from './BlockDrawer'
import { useBlockErrors } from './use-block-errors'
import { openOnMount } from './blocks'

type BlockLikeNode = BlockNode | InlineBlockNode

interface BlockNodeKind<T extends BlockLikeNode> {
  /** The block types the field offers for this kind of node. */
  blocks: FolioClientBlock[]
  inline: boolean
  is: (node: LexicalNode | null) => node is T
  /** The node's fields after the drawer's Save. */
  fieldsFrom: (data: Record<string, unknown>, previous: BlockFields) => BlockFields
}

export function useBlockNode<T extends BlockLikeNode>(node: T, { blocks, inline, is, fieldsFrom }: BlockNodeKind<T>) {
  const [editor] = useLexicalComposerContext()
  const editable = useLexicalEditable()
  const settings = useRichTextSettings()
  const nodeKey = node.getKey()
  const fields = node.__fields
  const block = blocks.find((b) => b.slug === fields.blockType)
  const [insertedNow] = useState(() => openOnMount.delete(nodeKey))
  const [open, setOpen] = useState(insertedNow)
  // A just-inserted block's defaults are asked for by its first drawer only.
  const [needsDefaults, setNeedsDefaults] = useState(insertedNow)
  const { formState: documentFormState } = settings
  const formState = useMemo(
    () =>
      documentFormState && block
        ? {
            target: documentFormState.target,
            schemaPath: blockSchemaPath(documentFormState.richTextPath, block.slug, inline),
          }
        : undefined,
    [documentFormState, block, inline],
  )
  // Rich-text fields of the block find their own features under the block's schema path.
  const scope = settings.schemaKey && block ? blockSchemaPath(settings.schemaKey, block.slug, inline) : null
  const errors = useBlockErrors(fields, settings.path, formState)
  /** The server's defaults go into the block itself too, as Payload's do, so a cancelled drawer keeps them. */
  const fillDefaults = (defaults: Record<string, unknown>) => {
    setNeedsDefaults(false)
    editor.update(
      () => {
        const current = $getNodeByKey(nodeKey)
        if (is(current)) current.setFields(withDefaults(current.getFields(), defaults) as never)
      },
      // The drawer keeps the focus: the editor must not put the selection back into its text.
      { tag: SKIP_DOM_SELECTION_TAG },
    )
  }
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
            onClose: () => {
              setNeedsDefaults(false)
              setOpen(false)
            },
            onSave: (data: Record<string, unknown>) => {
              setNeedsDefaults(false)
              save(data)
            },
            formState,
            scope,
            isNew: needsDefaults,
            onDefaults: fillDefaults,
            serverErrors: errors,
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
    /** What the server finds wrong with the block while its document's save stands refused. */
    errors,
  }
}
