/**
 * Keeps what the field does not allow out of its content, whichever way it came in (paste, drop, older
 * content): a heading size it lacks becomes the nearest allowed one or a paragraph, a quote without the
 * blockquote feature a paragraph. Text stays; Payload would refuse the save otherwise.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $createHeadingNode, HeadingNode, QuoteNode } from '@lexical/rich-text'
import { mergeRegister } from '@lexical/utils'
import { $createParagraphNode, type ElementNode } from 'lexical'
import { useEffect } from 'react'
import { useRichTextSettings } from '../../config'
import { allowedHeading } from './allowed'

function $replaceKeepingChildren(node: ElementNode, replacement: ElementNode): void {
  replacement.setFormat(node.getFormatType())
  replacement.setIndent(node.getIndent())
  node.replace(replacement, true)
}

export function AllowedContentPlugin() {
  const [editor] = useLexicalComposerContext()
  const { headings, features } = useRichTextSettings()
  const quotes = features.has('blockquote')
  useEffect(
    () =>
      mergeRegister(
        editor.registerNodeTransform(HeadingNode, (node) => {
          const tag = allowedHeading(node.getTag(), headings)
          if (tag === node.getTag()) return
          $replaceKeepingChildren(node, tag ? $createHeadingNode(tag) : $createParagraphNode())
        }),
        editor.registerNodeTransform(QuoteNode, (node) => {
          if (!quotes) $replaceKeepingChildren(node, $createParagraphNode())
        }),
      ),
    [editor, headings, quotes],
  )
  return null
}
