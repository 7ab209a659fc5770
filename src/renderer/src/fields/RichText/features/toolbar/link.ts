/** The toolbar's link actions: wrap, update or unwrap the selected text, and read the link at the caret. */
import {
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  $setSelection,
  type BaseSelection,
  type LexicalEditor,
} from 'lexical'
import { $createLinkNode, $isLinkNode, type LinkFields, type LinkNode } from '../../nodes'

/**
 * Wraps the selected text in a link with these fields (Payload's: linkType, url or doc, newTab), updates
 * the link around it, or removes it (null). `saved` is the selection taken when the link form opened
 * (typing the URL moves the focus away).
 */
export function setLink(editor: LexicalEditor, fields: LinkFields | null, saved: BaseSelection | null = null): void {
  editor.update(() => {
    if (saved) $setSelection(saved.clone())
    const selection = $getSelection()
    if (!$isRangeSelection(selection)) return
    const nodes = selection.extract()
    if (fields === null) {
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
