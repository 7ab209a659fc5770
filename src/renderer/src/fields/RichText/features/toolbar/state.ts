/** What the toolbar shows as pressed or selected, read from the editor after each update. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import {
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  type ElementFormatType,
  type LexicalNode,
  type TextFormatType,
} from 'lexical'
import { useEffect, useState } from 'react'
import { $currentBlockType, type BlockType } from '../../shared/editing'
import type { LinkFields } from '../../nodes'
import { $selectedLink } from './link'

/** The toolbar's text formats, in order; each shows where the field allows it (settings.formats). */
export const TEXT_FORMATS: Array<{ format: TextFormatType; symbol: string }> = [
  { format: 'bold', symbol: 'B' },
  { format: 'italic', symbol: 'I' },
  { format: 'underline', symbol: 'U' },
  { format: 'strikethrough', symbol: 'S' },
  { format: 'code', symbol: '<>' },
  { format: 'subscript', symbol: 'x₂' },
  { format: 'superscript', symbol: 'x²' },
  { format: 'highlight', symbol: 'H' },
]
export const ALIGNMENTS: Exclude<ElementFormatType, ''>[] = ['left', 'center', 'right', 'justify', 'start', 'end']

export interface ToolbarState {
  blockType: BlockType
  formats: Set<TextFormatType>
  align: ElementFormatType
  /** The fields of the link at the selection, null outside links. */
  link: LinkFields | null
}

function $readState(): ToolbarState {
  const selection = $getSelection()
  const formats = new Set<TextFormatType>()
  let align: ElementFormatType = ''
  if ($isRangeSelection(selection)) {
    for (const f of TEXT_FORMATS) if (selection.hasFormat(f.format)) formats.add(f.format)
    let top: LexicalNode | null = selection.anchor.getNode()
    while (top && !($isElementNode(top) && !top.isInline() && $isRootOrShadowRoot(top.getParent())))
      top = top.getParent()
    if ($isElementNode(top)) align = top.getFormatType()
  }
  const link = $selectedLink()
  return { blockType: $currentBlockType(), formats, align, link: link ? link.getFields() : null }
}

const sameState = (a: ToolbarState, b: ToolbarState) =>
  a.blockType === b.blockType &&
  a.align === b.align &&
  JSON.stringify(a.link) === JSON.stringify(b.link) &&
  a.formats.size === b.formats.size &&
  [...b.formats].every((f) => a.formats.has(f))

export function useToolbarState(): ToolbarState {
  const [editor] = useLexicalComposerContext()
  const [state, setState] = useState<ToolbarState>({
    blockType: 'paragraph',
    formats: new Set(),
    align: '',
    link: null,
  })
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const next = editorState.read($readState)
        setState((prev) => (sameState(prev, next) ? prev : next))
      }),
    [editor],
  )
  return state
}
