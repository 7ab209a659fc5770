import { createHeadlessEditor } from '@lexical/headless'
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical'
import { describe, expect, it } from 'vitest'
import { $removeTypedTrigger } from './typed-trigger'

/** A paragraph with `text`, the caret at its end, after $removeTypedTrigger: what the editor keeps. */
function afterRemoving(text: string): string {
  const editor = createHeadlessEditor({
    onError: (e) => {
      throw e
    },
  })
  editor.update(
    () => {
      const node = $createTextNode(text)
      $getRoot().append($createParagraphNode().append(node))
      node.select(text.length, text.length)
      $removeTypedTrigger()
    },
    { discrete: true },
  )
  return editor.getEditorState().read(() => $getRoot().getTextContent())
}

describe('$removeTypedTrigger', () => {
  it('removes a "/" and a partial query left before the caret', () => {
    expect(afterRemoving('/')).toBe('')
    expect(afterRemoving('Intro /q')).toBe('Intro ')
    expect(afterRemoving('(/he')).toBe('(')
  })

  it('keeps slashes that are not a typed trigger', () => {
    expect(afterRemoving('Hello ')).toBe('Hello ')
    expect(afterRemoving('and/or')).toBe('and/or')
    expect(afterRemoving('see /docs now')).toBe('see /docs now')
  })
})
