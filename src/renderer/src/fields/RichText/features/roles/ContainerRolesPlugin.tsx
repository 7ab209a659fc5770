/**
 * Roles Lexical's DOM lacks for assistive technology (found by axe):
 * - a check list's items are role=checkbox, which a list may not hold: the <ul> becomes a group of them;
 * - a wide table scrolls inside its wrapper, which then has to be reachable from the keyboard.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ListNode } from '@lexical/list'
import { TableNode } from '@lexical/table'
import { $getNodeByKey, type LexicalEditor, type NodeKey } from 'lexical'
import { useEffect } from 'react'

function applyListRole(editor: LexicalEditor, key: NodeKey) {
  const dom = editor.getElementByKey(key)
  const isCheckList = editor.getEditorState().read(() => $getNodeByKey<ListNode>(key)?.getListType() === 'check')
  if (!dom) return
  if (isCheckList) dom.setAttribute('role', 'group')
  else dom.removeAttribute('role')
}

export function ContainerRolesPlugin() {
  const [editor] = useLexicalComposerContext()
  useEffect(() => {
    const stops = [
      editor.registerMutationListener(ListNode, (mutations) => {
        for (const [key, mutation] of mutations) if (mutation !== 'destroyed') applyListRole(editor, key)
      }),
    ]
    if (editor.hasNodes([TableNode]))
      stops.push(
        editor.registerMutationListener(TableNode, (mutations) => {
          for (const [key, mutation] of mutations) {
            const dom = mutation === 'destroyed' ? null : editor.getElementByKey(key)
            if (dom?.classList.contains('rich-text__table-wrapper')) dom.tabIndex = 0
          }
        }),
      )
    return () => stops.forEach((stop) => stop())
  }, [editor])
  return null
}
