/**
 * Leaving the editor by keyboard. Tab indents inside it (Lexical's tab indentation), so Tab alone never
 * leaves: Escape takes the focus out of the text (Lexical's rich text), and the next Tab (or Shift+Tab)
 * moves on from the editor as from any other field. Alt+F10 moves the focus to the fixed toolbar (the
 * selection toolbar takes it first when it is shown). After a Tab in the text, a hint under the editor
 * says so; it is the editor's description all along (aria-describedby).
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { mergeRegister } from '@lexical/utils'
import { BLUR_COMMAND, COMMAND_PRIORITY_EDITOR, COMMAND_PRIORITY_LOW, KEY_DOWN_COMMAND, KEY_TAB_COMMAND } from 'lexical'
import { useEffect, useState } from 'react'
import { useFieldContext } from '@renderer/fields/common/context'
import { isToolbarKey } from '../floating-toolbar/FloatingToolbar'

/** The id of the editor's keyboard hint, for the editable's aria-describedby. */
export const keyboardHintId = (path: string) => `rich-text-keys-${path.replace(/[^\w-]/g, '-')}`

export function KeyboardPlugin({ path }: { path: string }) {
  const [editor] = useLexicalComposerContext()
  const { t } = useFieldContext()
  const [indented, setIndented] = useState(false)

  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          KEY_DOWN_COMMAND,
          (event) => {
            if (isToolbarKey(event)) {
              const toolbar = editor.getRootElement()?.closest('.rich-text')?.querySelector('.rt-toolbar')
              // The toolbar's Tab stop: the control used last, the first at the start.
              const first =
                toolbar?.querySelector<HTMLElement>('[tabindex="0"]:not(:disabled)') ??
                toolbar?.querySelector<HTMLElement>('button:not(:disabled)')
              if (!first) return false
              event.preventDefault()
              first.focus()
              return true
            }
            return false
          },
          // Lexical's own key handling listens at the editor's priority and takes every key it routes.
          COMMAND_PRIORITY_LOW,
        ),
        // Before the tab indentation, which takes every Tab in the text.
        editor.registerCommand(
          KEY_TAB_COMMAND,
          () => {
            setIndented(true)
            return false
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          BLUR_COMMAND,
          () => {
            setIndented(false)
            return false
          },
          COMMAND_PRIORITY_EDITOR,
        ),
      ),
    [editor],
  )

  return (
    <p id={keyboardHintId(path)} className="rich-text__hint" data-testid="rich-text-keyboard-hint" hidden={!indented}>
      {t('folio:richText-keyboardHint')}
    </p>
  )
}
