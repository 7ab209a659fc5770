/**
 * Puts the caret where the form asks (requestCaret in core/form/reveal.ts): a click on a paragraph in
 * the live preview lands at the start of that text node, found by its child indexes from the root,
 * which are the same in the saved JSON the preview was sent and in the editor's tree.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $getRoot, $isElementNode, $isTextNode, type LexicalNode } from 'lexical'
import { useEffect } from 'react'
import type { FormStore } from '../../../../core/form/form-store'
import { subscribeCaret, takeCaret } from '../../../../core/form/reveal'

/** The node at `address` below the root, or the deepest one reached before the address ran out of the tree. */
function $nodeAt(address: readonly number[]): LexicalNode {
  let node: LexicalNode = $getRoot()
  for (const index of address) {
    const child: LexicalNode | null = $isElementNode(node) ? node.getChildAtIndex(index) : null
    if (!child) break
    node = child
  }
  return node
}

export function RevealCaretPlugin({ form, path }: { form: FormStore; path: string }) {
  const [editor] = useLexicalComposerContext()
  useEffect(() => {
    let stopWaiting = () => {}
    const place = (address: number[]) => {
      // Focus first: the page's focus may sit in the preview's frame, and Lexical puts the browser's
      // selection where its own is only in an editor that has focus.
      editor.getRootElement()?.focus({ preventScroll: true })
      editor.update(() => {
        const node = $nodeAt(address)
        if ($isTextNode(node)) node.select(0, 0)
        else if ($isElementNode(node)) node.selectStart()
      })
    }
    const hasContent = (state = editor.getEditorState()) => state.read(() => $getRoot().getChildrenSize() > 0)
    const take = () => {
      const address = takeCaret(form, path)
      if (!address) return
      if (hasContent()) return place(address)
      // An editor that has just mounted (its tab opened for this) gets its content a moment later.
      stopWaiting()
      stopWaiting = editor.registerUpdateListener(({ editorState }) => {
        if (!hasContent(editorState)) return
        stopWaiting()
        place(address)
      })
    }
    // A request made before the editor had loaded waits for it.
    take()
    const stop = subscribeCaret(form, take)
    return () => {
      stop()
      stopWaiting()
    }
  }, [editor, form, path])
  return null
}
