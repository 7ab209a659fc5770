/**
 * The selection toolbar, as in Payload's admin: over a non-empty selection (by mouse or keyboard), the
 * text formats the field allows and the link button, the fixed toolbar's own buttons and commands. It stays inside the window
 * and off the fixed toolbar, and hides when the selection collapses or the focus leaves the editor.
 * Alt+F10 moves the focus into it (the arrow keys move between its buttons); Escape, or a format chosen,
 * goes back to the text.
 */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { useLexicalEditable } from '@lexical/react/useLexicalEditable'
import { mergeRegister } from '@lexical/utils'
import { $getSelection, $isRangeSelection, COMMAND_PRIORITY_NORMAL, KEY_DOWN_COMMAND } from 'lexical'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useFieldContext } from '@renderer/fields/common/context'
import { useRovingFocus } from '../../../../ui/Roving/use-roving-focus'
import { useRichTextSettings } from '../../config'
import { placeAbove } from '../../shared/viewport'
import { FormatButtons } from '../toolbar/controls'
import { LinkControl } from '../toolbar/LinkControl'
import { useToolbarState } from '../toolbar/state'
import './floating-toolbar.css'

/** The key that moves the focus from the text into the toolbars (as in other editors' toolbars). */
export const isToolbarKey = (event: KeyboardEvent) =>
  event.key === 'F10' && event.altKey && !event.ctrlKey && !event.metaKey

/** The window rectangle of the editor's selection, when the page's selection is a non-empty range in it. */
function selectionRect(root: HTMLElement): DOMRect | null {
  const selection = window.getSelection()
  if (!selection?.rangeCount || selection.isCollapsed) return null
  const range = selection.getRangeAt(0)
  if (!root.contains(range.commonAncestorContainer)) return null
  const rect = range.getBoundingClientRect()
  return rect.width || rect.height ? rect : null
}

export function FloatingToolbarPlugin() {
  const [editor] = useLexicalComposerContext()
  const editable = useLexicalEditable()
  const settings = useRichTextSettings()
  const { t } = useFieldContext()
  const state = useToolbarState()
  const bar = useRef<HTMLDivElement>(null)
  const roving = useRovingFocus(bar, { items: 'button', orientation: 'horizontal' })
  const [shown, setShown] = useState(false)
  const usable = editable && !settings.readOnly && settings.formats.size > 0

  /** Puts the toolbar over the selection; false when there is nothing to put it over. */
  const place = useCallback((): boolean => {
    const root = editor.getRootElement()
    const element = bar.current
    const rect = root && selectionRect(root)
    // With the focus in the toolbar, a format applied there may have moved the page's selection: it stays.
    if (!rect) return Boolean(element?.contains(document.activeElement))
    const fixed = root.closest('.rich-text')?.querySelector('.rt-toolbar')?.getBoundingClientRect()
    const minTop = fixed ? fixed.bottom : 0
    // Scrolled out of view, under the fixed toolbar or past the window's bottom.
    if (rect.bottom < minTop || rect.top > window.innerHeight) return false
    if (element) {
      const size = { width: element.offsetWidth, height: element.offsetHeight }
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight }
      const { top, left } = placeAbove(rect, size, viewport, { minTop })
      element.style.top = `${top}px`
      element.style.left = `${left}px`
    }
    return true
  }, [editor])

  const update = useCallback(() => {
    const root = editor.getRootElement()
    const active = document.activeElement
    const focused = Boolean(root && active && (root.contains(active) || bar.current?.contains(active)))
    const selected = editor.getEditorState().read(() => {
      const selection = $getSelection()
      return $isRangeSelection(selection) && !selection.isCollapsed() && selection.getTextContent() !== ''
    })
    setShown(usable && focused && selected && place())
  }, [editor, usable, place])

  useLayoutEffect(() => {
    if (shown) place()
  }, [shown, place, state])

  useEffect(() => {
    if (!usable) return
    let frame = 0
    // Focus moves and scrolling settle before the toolbar follows (focusout comes before the new focus).
    const later = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(update)
    }
    const unregister = mergeRegister(
      editor.registerUpdateListener(later),
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          const first = bar.current?.querySelector<HTMLElement>('button:not(:disabled)')
          if (!isToolbarKey(event) || !first || bar.current?.hidden) return false
          event.preventDefault()
          first.focus()
          return true
        },
        COMMAND_PRIORITY_NORMAL,
      ),
    )
    // Made editable again (the lock or permissions settled): shown as the selection is now.
    later()
    document.addEventListener('focusin', later)
    document.addEventListener('focusout', later)
    document.addEventListener('selectionchange', later)
    document.addEventListener('scroll', later, { capture: true, passive: true })
    window.addEventListener('resize', later)
    return () => {
      cancelAnimationFrame(frame)
      unregister()
      document.removeEventListener('focusin', later)
      document.removeEventListener('focusout', later)
      document.removeEventListener('selectionchange', later)
      document.removeEventListener('scroll', later, { capture: true })
      window.removeEventListener('resize', later)
    }
  }, [editor, usable, update])

  if (!usable) return null

  /** Back to the text, its selection as it was (Lexical writes it to the page again). */
  const backToText = () => {
    editor.getRootElement()?.focus({ preventScroll: true })
    editor.focus()
  }

  /** Arrow keys (mirrored right to left), Home and End move between the buttons; Escape goes back to the text. */
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    // Keys in the link dialog (a portal, whose events pass through here) are the dialog's.
    if (!e.currentTarget.contains(e.target as Node)) return
    if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      backToText()
      return
    }
    roving.onKeyDown(e)
  }

  return (
    <div
      ref={bar}
      className="rt-floating-toolbar"
      role="toolbar"
      aria-label={t('folio:richText-selectionToolbar')}
      data-testid="rich-text-floating-toolbar"
      hidden={!shown}
      onKeyDown={onKeyDown}
      // A format chosen (by mouse the text kept the focus; by keyboard it goes back to it); not the link
      // button, whose dialog takes the focus, nor a click in that dialog.
      onClick={(e) => {
        const target = e.target as Element
        if (e.currentTarget.contains(target) && !target.closest('[aria-haspopup="dialog"]')) backToText()
      }}
    >
      <FormatButtons active={state.formats} disabled={false} testIdPrefix="rt-floating-format" />
      {settings.features.has('link') && <LinkControl link={state.link} disabled={false} testId="rt-floating-link" />}
    </div>
  )
}
