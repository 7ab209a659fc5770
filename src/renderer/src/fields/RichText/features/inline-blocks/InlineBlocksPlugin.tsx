/** Inserts inline blocks asked for with INSERT_INLINE_BLOCK_COMMAND at the selection. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $insertNodes, COMMAND_PRIORITY_EDITOR, type LexicalEditor } from 'lexical'
import { useEffect } from 'react'
import { $createInlineBlockNode, newNodeId } from '../../nodes'
import { blockDefaults, openOnMount, opensDrawerOnInsert } from '../../shared/blocks'
import { INSERT_INLINE_BLOCK_COMMAND } from '../../shared/commands'

export function registerInlineBlockCommands(editor: LexicalEditor): () => void {
  return editor.registerCommand(
    INSERT_INLINE_BLOCK_COMMAND,
    (block) => {
      const node = $createInlineBlockNode({ id: newNodeId(), ...blockDefaults(block), blockType: block.slug })
      if (opensDrawerOnInsert(block)) openOnMount.add(node.getKey())
      $insertNodes([node])
      return true
    },
    COMMAND_PRIORITY_EDITOR,
  )
}

export function InlineBlocksPlugin() {
  const [editor] = useLexicalComposerContext()
  useEffect(() => registerInlineBlockCommands(editor), [editor])
  return null
}
