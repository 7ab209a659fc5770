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
import { LOAD_TAG } from '../../FormSyncPlugin'
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
  useEffect(() => {
    let off = () => {}
    // Registering runs the transforms over the loaded content: as part of the load, so an untouched
    // document is not written back (the form keeps the server's bytes); the next edit saves any fix.
    editor.update(
      () => {
        off = mergeRegister(
          editor.registerNodeTransform(HeadingNode, (node) => {
            const tag = allowedHeading(node.getTag(), headings)
            if (tag === node.getTag()) return
            $replaceKeepingChildren(node, tag ? $createHeadingNode(tag) : $createParagraphNode())
          }),
          editor.registerNodeTransform(QuoteNode, (node) => {
            if (!quotes) $replaceKeepingChildren(node, $createParagraphNode())
          }),
        )
      },
      { tag: LOAD_TAG },
    )
    return () => off()
  }, [editor, headings, quotes])
  return null
}
