import { $getSelection, $isRangeSelection, $isTextNode } from 'lexical'

/** A "/" typed at the start, after a space or a bracket, and the query after it, just before the caret. */
const TYPED_TRIGGER = /(?:^|[\s(])(\/[^/\s]*)$/

/**
 * Removes what is left of the typed "/query" before the caret. The menu plugin cuts the query by the
 * length it last knew of, which lags a keystroke when Enter follows typing at once; then "/" or a
 * letter stayed behind and opened the menu again.
 */
export function $removeTypedTrigger() {
  const selection = $getSelection()
  if (!$isRangeSelection(selection) || !selection.isCollapsed()) return
  const node = selection.anchor.getNode()
  if (!$isTextNode(node)) return
  const before = node.getTextContent().slice(0, selection.anchor.offset)
  const typed = TYPED_TRIGGER.exec(before)?.[1]
  if (typed) node.spliceText(before.length - typed.length, typed.length, '', true)
}
