/** Inserts upload and relationship nodes asked for with their commands (the picker sends them). */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $insertNodeToNearestRoot, mergeRegister } from '@lexical/utils'
import { COMMAND_PRIORITY_EDITOR, type LexicalEditor } from 'lexical'
import { useEffect } from 'react'
import { $createRelationshipNode, $createUploadNode, newNodeId } from '../../nodes'
import { INSERT_RELATIONSHIP_COMMAND, INSERT_UPLOAD_COMMAND } from '../../shared/commands'

export function registerEmbedCommands(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerCommand(
      INSERT_UPLOAD_COMMAND,
      ({ relationTo, value }) => {
        $insertNodeToNearestRoot($createUploadNode({ fields: {}, id: newNodeId(), relationTo, value }))
        return true
      },
      COMMAND_PRIORITY_EDITOR,
    ),
    editor.registerCommand(
      INSERT_RELATIONSHIP_COMMAND,
      ({ relationTo, value }) => {
        $insertNodeToNearestRoot($createRelationshipNode({ relationTo, value }))
        return true
      },
      COMMAND_PRIORITY_EDITOR,
    ),
  )
}

export function EmbedsPlugin() {
  const [editor] = useLexicalComposerContext()
  useEffect(() => registerEmbedCommands(editor), [editor])
  return null
}
