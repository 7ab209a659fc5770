/** The link button and, while open, the link dialog that applies or removes the link on the saved selection. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $getSelection, $isRangeSelection, $setSelection, type BaseSelection, type LexicalEditor } from 'lexical'
import { useRef, useState } from 'react'
import { useFieldContext } from '@renderer/fields/common/context'
import { useRichTextSettings } from '../../config'
import type { LinkFields } from '../../nodes'
import { setLink } from './link'
import { LinkForm } from './LinkForm'

/**
 * Back to the text with the caret after the link: the next key continues the sentence instead of
 * replacing the linked words (a click and Enter right after once raced the old selection).
 */
function caretAfterSelection(editor: LexicalEditor) {
  editor.update(() => {
    const selection = $getSelection()
    if (!$isRangeSelection(selection) || selection.isCollapsed()) return
    const { key, offset, type } = selection.isBackward() ? selection.anchor : selection.focus
    selection.anchor.set(key, offset, type)
    selection.focus.set(key, offset, type)
  })
  editor.focus()
}

const LinkIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
    <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
  </svg>
)

/**
 * `link` is the fields of the link at the selection, null outside links. In the fixed toolbar and in the
 * selection toolbar (`testId` tells them apart), where the keyboard reaches it with Alt+F10.
 */
export function LinkControl({
  link,
  disabled,
  testId = 'rt-link',
}: {
  link: LinkFields | null
  disabled: boolean
  testId?: string
}) {
  const [editor] = useLexicalComposerContext()
  const { t } = useFieldContext()
  const { linkCollections, linkFields } = useRichTextSettings()
  const [open, setOpen] = useState(false)
  // The selection when the dialog opened: typing the URL moves the focus out of the editor.
  const saved = useRef<BaseSelection | null>(null)
  // Whether the dialog changed the text (the caret is then where that left it), else it closed as it was.
  const changed = useRef(false)
  const apply = (fields: LinkFields) => {
    changed.current = true
    setLink(editor, fields, saved.current)
    setOpen(false)
    caretAfterSelection(editor)
  }
  const remove = () => {
    changed.current = true
    setLink(editor, null, saved.current)
    setOpen(false)
  }
  /** Once the dialog is gone: back to the text, the selection as it was when nothing changed. */
  const returnFocus = () => {
    const selection = saved.current
    if (!changed.current && selection)
      editor.update(() => {
        if (selection.getNodes().every((node) => node.isAttached())) $setSelection(selection.clone())
      })
    editor.focus()
  }
  return (
    <span className="rt-toolbar__group rt-toolbar__link">
      <button
        type="button"
        className="rt-toolbar__button"
        aria-label={t('folio:richText-link')}
        title={t('folio:richText-link')}
        aria-pressed={link !== null}
        aria-haspopup="dialog"
        data-testid={testId}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          saved.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null)
          changed.current = false
          setOpen(true)
        }}
      >
        <LinkIcon />
      </button>
      {open && (
        <LinkForm
          initial={link ?? { linkType: 'custom', url: 'https://', newTab: false }}
          editing={link !== null}
          collections={linkCollections}
          extraFields={linkFields}
          onApply={apply}
          onRemove={link ? remove : undefined}
          onCancel={() => setOpen(false)}
          returnFocus={returnFocus}
        />
      )}
    </span>
  )
}
