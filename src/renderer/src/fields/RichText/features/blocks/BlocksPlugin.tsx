/** Inserts blocks asked for with INSERT_BLOCK_COMMAND, their drawer open to fill them in. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $insertNodeToNearestRoot } from '@lexical/utils'
import { COMMAND_PRIORITY_EDITOR, type LexicalEditor } from 'lexical'
import { useEffect } from 'react'
import { $createBlockNode, newNodeId } from '../../nodes'
import { blockDefaults, openOnMount } from '../../shared/blocks'
import { INSERT_BLOCK_COMMAND } from '../../shared/commands'

export function registerBlockCommands(editor: LexicalEditor): () => void {
  return editor.registerCommand(
    INSERT_BLOCK_COMMAND,
    (block) => {
      const node = $createBlockNode({ id: newNodeId(), blockName: '', ...blockDefaults(block), blockType: block.slug })
      openOnMount.add(node.getKey())
      $insertNodeToNearestRoot(node)
      return true
    },
    COMMAND_PRIORITY_EDITOR,
  )
}

export function BlocksPlugin() {
  const [editor] = useLexicalComposerContext()
  useEffect(() => registerBlockCommands(editor), [editor])
  return null
}
