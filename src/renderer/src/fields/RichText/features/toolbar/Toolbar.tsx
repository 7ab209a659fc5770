/** The fixed toolbar: block type, text formats, alignment, indent, link and inserts, as the field enables them. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { useLexicalEditable } from '@lexical/react/useLexicalEditable'
import {
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND,
  type BaseSelection,
  type ElementFormatType,
  type LexicalNode,
  type TextFormatType,
} from 'lexical'
import { useEffect, useRef, useState } from 'react'
import { useFieldContext } from '@renderer/fields/context'
import { useRichTextSettings } from '../../config'
import { EmbedPicker } from '../embeds/Embeds'
import { blockLabel } from '../inline-blocks/BlockDrawer'
import {
  $currentBlockType,
  $selectedLink,
  HEADINGS,
  insertBlock,
  insertHorizontalRule,
  insertInlineBlock,
  insertTable,
  setBlockType,
  setLink,
  type BlockType,
} from './actions'
import './toolbar.css'

/** Text formats with the feature key that enables each (highlight has no Payload feature: always on). */
export const TEXT_FORMATS: Array<{ format: TextFormatType; feature: string | null; symbol: string }> = [
  { format: 'bold', feature: 'bold', symbol: 'B' },
  { format: 'italic', feature: 'italic', symbol: 'I' },
  { format: 'underline', feature: 'underline', symbol: 'U' },
  { format: 'strikethrough', feature: 'strikethrough', symbol: 'S' },
  { format: 'code', feature: 'inlineCode', symbol: '<>' },
  { format: 'subscript', feature: 'subscript', symbol: 'x₂' },
  { format: 'superscript', feature: 'superscript', symbol: 'x²' },
  { format: 'highlight', feature: null, symbol: 'H' },
]
export const ALIGNMENTS: Exclude<ElementFormatType, ''>[] = ['left', 'center', 'right', 'justify', 'start', 'end']

interface ToolbarState {
  blockType: BlockType
  formats: Set<TextFormatType>
  align: ElementFormatType
  link: string | null
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
  return { blockType: $currentBlockType(), formats, align, link: link ? (link.getFields().url ?? '') : null }
}

export function Toolbar() {
  const [editor] = useLexicalComposerContext()
  const editable = useLexicalEditable()
  const settings = useRichTextSettings()
  const { t, language } = useFieldContext()
  const [state, setState] = useState<ToolbarState>({
    blockType: 'paragraph',
    formats: new Set(),
    align: '',
    link: null,
  })
  const [linkDraft, setLinkDraft] = useState<string | null>(null)
  const linkSelection = useRef<BaseSelection | null>(null)
  const [picker, setPicker] = useState<'upload' | 'relationship' | null>(null)
  const has = (feature: string) => settings.features.has(feature)

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const next = editorState.read($readState)
        setState((prev) =>
          prev.blockType === next.blockType &&
          prev.align === next.align &&
          prev.link === next.link &&
          prev.formats.size === next.formats.size &&
          [...next.formats].every((f) => prev.formats.has(f))
            ? prev
            : next,
        )
      }),
    [editor],
  )

  const disabled = !editable || settings.readOnly
  const applyLink = () => {
    const url = (linkDraft ?? '').trim()
    setLink(editor, url ? url : null, false, linkSelection.current)
    setLinkDraft(null)
    // Back to the text with the caret after the link: the next key continues the sentence instead
    // of replacing the linked words (a click and Enter right after once raced the old selection).
    editor.update(() => {
      const selection = $getSelection()
      if (!$isRangeSelection(selection) || selection.isCollapsed()) return
      const { key, offset, type } = selection.isBackward() ? selection.anchor : selection.focus
      selection.anchor.set(key, offset, type)
      selection.focus.set(key, offset, type)
    })
    editor.focus()
  }
  const blockTypes: Array<[BlockType, string]> = [
    ['paragraph', t('folio:richText-paragraph')],
    ...(has('heading')
      ? HEADINGS.map((h): [BlockType, string] => [h, t('folio:richText-heading', { level: h.slice(1) })])
      : []),
    ...(has('blockquote') ? [['quote', t('folio:richText-quote')] as [BlockType, string]] : []),
    ...(has('unorderedList') ? [['bullet', t('folio:richText-bulletList')] as [BlockType, string]] : []),
    ...(has('orderedList') ? [['number', t('folio:richText-numberedList')] as [BlockType, string]] : []),
    ...(has('checklist') ? [['check', t('folio:richText-checkList')] as [BlockType, string]] : []),
  ]
  const inserts: Array<[string, string]> = [
    ...(has('horizontalRule') ? [['hr', t('folio:richText-horizontalRule')] as [string, string]] : []),
    ...(has('experimental_table') ? [['table', t('folio:richText-table')] as [string, string]] : []),
    ...settings.blocks.map((b): [string, string] => [`block:${b.slug}`, blockLabel(b, language)]),
    ...settings.inlineBlocks.map((b): [string, string] => [`inline:${b.slug}`, blockLabel(b, language)]),
    ...(has('relationship') && settings.relationshipCollections.length
      ? [['relationship', t('folio:richText-relationship')] as [string, string]]
      : []),
    ...(has('upload') && settings.uploadCollections.length
      ? [['upload', t('folio:richText-upload')] as [string, string]]
      : []),
  ]
  const insert = (value: string) => {
    if (value === 'hr') insertHorizontalRule(editor)
    else if (value === 'table') insertTable(editor)
    else if (value === 'relationship' || value === 'upload') setPicker(value)
    else if (value.startsWith('block:')) {
      const block = settings.blocks.find((b) => `block:${b.slug}` === value)
      if (block) insertBlock(editor, block)
    } else if (value.startsWith('inline:')) {
      const block = settings.inlineBlocks.find((b) => `inline:${b.slug}` === value)
      if (block) insertInlineBlock(editor, block)
    }
  }

  return (
    <div className="rt-toolbar" role="toolbar" aria-label={t('folio:richText-toolbar')} data-testid="rich-text-toolbar">
      <select
        className="rt-toolbar__select"
        aria-label={t('folio:richText-blockType')}
        data-testid="rt-block-type"
        disabled={disabled}
        value={state.blockType}
        onChange={(e) => setBlockType(editor, e.target.value as BlockType)}
      >
        {blockTypes.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <span className="rt-toolbar__group">
        {TEXT_FORMATS.filter((f) => f.feature === null || has(f.feature)).map((f) => (
          <button
            key={f.format}
            type="button"
            className={`rt-toolbar__button rt-toolbar__button--${f.format}`}
            aria-label={t(`folio:richText-${f.format}`)}
            title={t(`folio:richText-${f.format}`)}
            aria-pressed={state.formats.has(f.format)}
            data-testid={`rt-format-${f.format}`}
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, f.format)}
          >
            {f.symbol}
          </button>
        ))}
      </span>
      {has('align') && (
        <select
          className="rt-toolbar__select"
          aria-label={t('folio:richText-align')}
          data-testid="rt-align"
          disabled={disabled}
          value={state.align || 'left'}
          onChange={(e) => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, e.target.value as ElementFormatType)}
        >
          {ALIGNMENTS.map((a) => (
            <option key={a} value={a}>
              {t(`folio:richText-align-${a}`)}
            </option>
          ))}
        </select>
      )}
      {has('indent') && (
        <span className="rt-toolbar__group">
          <button
            type="button"
            className="rt-toolbar__button"
            aria-label={t('folio:richText-outdent')}
            title={t('folio:richText-outdent')}
            data-testid="rt-outdent"
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)}
          >
            ⇤
          </button>
          <button
            type="button"
            className="rt-toolbar__button"
            aria-label={t('folio:richText-indent')}
            title={t('folio:richText-indent')}
            data-testid="rt-indent"
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)}
          >
            ⇥
          </button>
        </span>
      )}
      {has('link') && (
        <span className="rt-toolbar__group rt-toolbar__link">
          <button
            type="button"
            className="rt-toolbar__button"
            aria-label={t('folio:richText-link')}
            title={t('folio:richText-link')}
            aria-pressed={state.link !== null}
            aria-expanded={linkDraft !== null}
            data-testid="rt-link"
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              linkSelection.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null)
              setLinkDraft(linkDraft === null ? (state.link ?? 'https://') : null)
            }}
          >
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
          </button>
          {linkDraft !== null && (
            // Not a <form>: the field sits inside the document's form.
            <div className="rt-toolbar__link-form" role="group" aria-label={t('folio:richText-link')}>
              <input
                autoFocus
                type="url"
                aria-label={t('folio:richText-linkUrl')}
                data-testid="rt-link-url"
                value={linkDraft}
                onChange={(e) => setLinkDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') setLinkDraft(null)
                  if (e.key === 'Enter') (e.preventDefault(), applyLink())
                }}
              />
              <button type="button" className="btn btn--small" data-testid="rt-link-save" onClick={applyLink}>
                {t('general:save')}
              </button>
              {state.link !== null && (
                <button
                  type="button"
                  className="btn btn--small"
                  data-testid="rt-link-remove"
                  onClick={() => (setLink(editor, null, false, linkSelection.current), setLinkDraft(null))}
                >
                  {t('general:remove')}
                </button>
              )}
            </div>
          )}
        </span>
      )}
      {inserts.length > 0 && (
        <select
          className="rt-toolbar__select"
          aria-label={t('folio:richText-insert')}
          data-testid="rt-insert"
          disabled={disabled}
          value=""
          onChange={(e) => {
            insert(e.target.value)
            e.target.value = ''
          }}
        >
          <option value="">{t('folio:richText-insert')}</option>
          {inserts.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
      <EmbedPicker kind={picker} onClose={() => setPicker(null)} />
    </div>
  )
}
