/** Typing "/" opens a listbox of what can be inserted, filtered as one types, navigable by keyboard. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import {
  LexicalTypeaheadMenuPlugin,
  MenuOption,
  useBasicTypeaheadTriggerMatch,
} from '@lexical/react/LexicalTypeaheadMenuPlugin'
import { mergeRegister } from '@lexical/utils'
import { COMMAND_PRIORITY_NORMAL, KEY_ENTER_COMMAND, KEY_TAB_COMMAND, type LexicalEditor, type TextNode } from 'lexical'
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'
import { useFieldContext } from '@renderer/fields/common/context'
import { useRichTextSettings } from '../../config'
import type { EmbedKind } from '../../shared/commands'
import { EmbedPicker } from '../../shared/DocumentPicker'
import { setBlockType } from '../../shared/editing'
import { blockTypeOptions, insertOptions } from '../../shared/options'
import { caretLine, useKeepInViewport } from '../../shared/viewport'
import { $removeTypedTrigger } from './typed-trigger'
import './slash-menu.css'

/** The menu sits this far below the line being typed (Payload's slash menu offset). */
export const SLASH_MENU_OFFSET_PX = 32

class SlashOption extends MenuOption {
  constructor(
    key: string,
    readonly label: string,
    readonly keywords: string[],
    readonly run: (editor: LexicalEditor) => void,
  ) {
    super(key)
  }
}

/** Chooses the option the menu on screen highlights; null while no menu is on screen. */
type PickHighlightedRef = RefObject<(() => void) | null>

function SlashMenuList({
  options,
  selectedIndex,
  onHighlight,
  onSelect,
  pickHighlightedRef,
}: {
  options: SlashOption[]
  selectedIndex: number | null
  onHighlight: (index: number) => void
  onSelect: (option: SlashOption) => void
  pickHighlightedRef: PickHighlightedRef
}) {
  const { t } = useFieldContext()
  // Near the window's bottom or right edge it moves in, above the line being typed where it fits.
  const list = useKeepInViewport<HTMLUListElement>(caretLine)
  // Set in the commit that draws the highlight, before the page can take another key.
  useLayoutEffect(() => {
    const option = selectedIndex === null ? undefined : options[selectedIndex]
    pickHighlightedRef.current = option ? () => onSelect(option) : null
    return () => {
      pickHighlightedRef.current = null
    }
  }, [options, selectedIndex, onSelect, pickHighlightedRef])
  return (
    <ul
      ref={list}
      className="slash-menu"
      role="listbox"
      aria-label={t('folio:richText-slashMenu')}
      data-testid="slash-menu"
      style={{ top: SLASH_MENU_OFFSET_PX }}
    >
      {options.map((option, i) => (
        <li
          key={option.key}
          id={`slash-menu-${option.key}`}
          ref={(el) => option.setRefElement(el)}
          role="option"
          aria-selected={selectedIndex === i}
          className={`slash-menu__item${selectedIndex === i ? ' slash-menu__item--selected' : ''}`}
          data-testid={`slash-option-${option.key}`}
          onMouseEnter={() => onHighlight(i)}
          onMouseDown={(e) => {
            e.preventDefault()
            onHighlight(i)
            onSelect(option)
          }}
        >
          {option.label}
        </li>
      ))}
    </ul>
  )
}

export function SlashMenuPlugin() {
  const [editor] = useLexicalComposerContext()
  const settings = useRichTextSettings()
  const { t, language } = useFieldContext()
  const [query, setQuery] = useState<string | null>(null)
  const [picker, setPicker] = useState<EmbedKind | null>(null)
  // In the same transition as the plugin's own match, so the options shown are the ones Enter picks from.
  const queryChanged = useCallback((next: string | null) => startTransition(() => setQuery(next)), [])
  const trigger = useBasicTypeaheadTriggerMatch('/', { minLength: 0, allowWhitespace: false })
  const pickHighlightedRef: PickHighlightedRef = useRef(null)
  // Enter and Tab choose what the menu shows highlighted. Lexical's menu registers its own keys in an
  // effect that runs after the commit drawing the menu: a key pressed in between (a quick typist on a
  // busy machine) chose from the menu as it was before, such as Paragraph from the unfiltered list.
  useEffect(() => {
    const pick = (event: KeyboardEvent | null) => {
      const choose = pickHighlightedRef.current
      // Shift+Enter stays a line break, as in Lexical's menu.
      if (!choose || (event?.key === 'Enter' && event.shiftKey)) return false
      event?.preventDefault()
      event?.stopImmediatePropagation()
      choose()
      return true
    }
    return mergeRegister(
      editor.registerCommand(KEY_ENTER_COMMAND, pick, COMMAND_PRIORITY_NORMAL),
      editor.registerCommand(KEY_TAB_COMMAND, pick, COMMAND_PRIORITY_NORMAL),
    )
  }, [editor])

  const all = useMemo(
    () => [
      ...blockTypeOptions(settings, t).map(
        ({ type, label, keywords }) => new SlashOption(type, label, keywords, (e) => setBlockType(e, type)),
      ),
      ...insertOptions(settings, t, language).map(
        ({ key, label, keywords, run, embed }) =>
          new SlashOption(key, label, keywords, (e) => (embed ? setPicker(embed) : run?.(e))),
      ),
    ],
    [settings, t, language],
  )

  const options = useMemo(() => {
    if (!query) return all
    const q = query.toLowerCase()
    return all.filter((o) => o.label.toLowerCase().includes(q) || o.keywords.some((k) => k.startsWith(q)))
  }, [all, query])

  if (settings.readOnly) return null
  // Inside a modal dialog (a drawer) the page around it is inert: the menu must live in the dialog.
  const parent = editor.getRootElement()?.closest('dialog') ?? undefined
  return (
    <>
      <LexicalTypeaheadMenuPlugin<SlashOption>
        parent={parent}
        onQueryChange={queryChanged}
        triggerFn={trigger}
        options={options}
        onSelectOption={(option, textNode: TextNode | null, close) => {
          editor.update(() => {
            textNode?.remove()
            $removeTypedTrigger()
          })
          option.run(editor)
          close()
        }}
        menuRenderFn={(anchor, { selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) =>
          anchor.current && options.length
            ? createPortal(
                <SlashMenuList
                  options={options}
                  selectedIndex={selectedIndex}
                  onHighlight={setHighlightedIndex}
                  onSelect={selectOptionAndCleanUp}
                  pickHighlightedRef={pickHighlightedRef}
                />,
                anchor.current,
              )
            : null
        }
      />
      <EmbedPicker kind={picker} onClose={() => setPicker(null)} />
    </>
  )
}
