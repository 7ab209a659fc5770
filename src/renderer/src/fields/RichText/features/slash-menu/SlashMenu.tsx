/** Typing "/" opens a listbox of what can be inserted, filtered as one types, navigable by keyboard. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import {
  LexicalTypeaheadMenuPlugin,
  MenuOption,
  useBasicTypeaheadTriggerMatch,
} from '@lexical/react/LexicalTypeaheadMenuPlugin'
import type { LexicalEditor, TextNode } from 'lexical'
import { useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { useFieldContext } from '@renderer/fields/context'
import { useRichTextSettings } from '../../config'
import { EmbedPicker } from '../embeds/Embeds'
import { blockLabel } from '../inline-blocks/BlockDrawer'
import {
  HEADINGS,
  insertBlock,
  insertHorizontalRule,
  insertInlineBlock,
  insertTable,
  setBlockType,
} from '../toolbar/actions'
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

export function SlashMenuPlugin() {
  const [editor] = useLexicalComposerContext()
  const settings = useRichTextSettings()
  const { t, language } = useFieldContext()
  const [query, setQuery] = useState<string | null>(null)
  const [picker, setPicker] = useState<'upload' | 'relationship' | null>(null)
  const trigger = useBasicTypeaheadTriggerMatch('/', { minLength: 0, allowWhitespace: false })
  const has = (f: string) => settings.features.has(f)

  const all = useMemo(() => {
    const options: SlashOption[] = [
      new SlashOption('paragraph', t('folio:richText-paragraph'), ['text', 'p'], (e) => setBlockType(e, 'paragraph')),
    ]
    if (has('heading'))
      for (const h of HEADINGS)
        options.push(
          new SlashOption(h, t('folio:richText-heading', { level: h.slice(1) }), [h, 'heading', 'title'], (e) =>
            setBlockType(e, h),
          ),
        )
    if (has('blockquote'))
      options.push(
        new SlashOption('quote', t('folio:richText-quote'), ['quote', 'blockquote'], (e) => setBlockType(e, 'quote')),
      )
    if (has('unorderedList'))
      options.push(
        new SlashOption('bullet', t('folio:richText-bulletList'), ['list', 'bullet', 'ul'], (e) =>
          setBlockType(e, 'bullet'),
        ),
      )
    if (has('orderedList'))
      options.push(
        new SlashOption('number', t('folio:richText-numberedList'), ['list', 'number', 'ordered', 'ol'], (e) =>
          setBlockType(e, 'number'),
        ),
      )
    if (has('checklist'))
      options.push(
        new SlashOption('check', t('folio:richText-checkList'), ['list', 'check', 'todo'], (e) =>
          setBlockType(e, 'check'),
        ),
      )
    if (has('horizontalRule'))
      options.push(
        new SlashOption('hr', t('folio:richText-horizontalRule'), ['hr', 'rule', 'divider'], insertHorizontalRule),
      )
    if (has('experimental_table'))
      options.push(new SlashOption('table', t('folio:richText-table'), ['table', 'grid'], (e) => insertTable(e)))
    for (const b of settings.blocks)
      options.push(
        new SlashOption(`block:${b.slug}`, blockLabel(b, language), ['block', b.slug], (e) => insertBlock(e, b)),
      )
    for (const b of settings.inlineBlocks)
      options.push(
        new SlashOption(`inline:${b.slug}`, blockLabel(b, language), ['inline', b.slug], (e) =>
          insertInlineBlock(e, b),
        ),
      )
    if (has('relationship') && settings.relationshipCollections.length)
      options.push(
        new SlashOption('relationship', t('folio:richText-relationship'), ['relationship', 'link', 'document'], () =>
          setPicker('relationship'),
        ),
      )
    if (has('upload') && settings.uploadCollections.length)
      options.push(
        new SlashOption('upload', t('folio:richText-upload'), ['upload', 'image', 'file', 'media'], () =>
          setPicker('upload'),
        ),
      )
    return options
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings, t, language])

  const options = useMemo(() => {
    if (!query) return all
    const q = query.toLowerCase()
    return all.filter((o) => o.label.toLowerCase().includes(q) || o.keywords.some((k) => k.startsWith(q)))
  }, [all, query])

  if (settings.readOnly) return null
  return (
    <>
      <LexicalTypeaheadMenuPlugin<SlashOption>
        onQueryChange={setQuery}
        triggerFn={trigger}
        options={options}
        onSelectOption={(option, textNode: TextNode | null, close) => {
          editor.update(() => textNode?.remove())
          option.run(editor)
          close()
        }}
        menuRenderFn={(anchor, { selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) =>
          anchor.current && options.length
            ? createPortal(
                <ul
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
                      onMouseEnter={() => setHighlightedIndex(i)}
                      onMouseDown={(e) => {
                        e.preventDefault()
                        setHighlightedIndex(i)
                        selectOptionAndCleanUp(option)
                      }}
                    >
                      {option.label}
                    </li>
                  ))}
                </ul>,
                anchor.current,
              )
            : null
        }
      />
      <EmbedPicker kind={picker} onClose={() => setPicker(null)} />
    </>
  )
}
