/** The toolbar's simple controls: block type, text formats, alignment, indent and the insert menu. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import {
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND,
  type ElementFormatType,
  type LexicalCommand,
  type TextFormatType,
} from 'lexical'
import { useState } from 'react'
import { useFieldContext } from '@renderer/fields/common/context'
import { useRichTextSettings } from '../../config'
import type { EmbedKind } from '../../shared/commands'
import { EmbedPicker } from '../../shared/DocumentPicker'
import { setBlockType, type BlockType } from '../../shared/editing'
import { blockTypeOptions, insertOptions } from '../../shared/options'
import { ALIGNMENTS, TEXT_FORMATS } from './state'
import { Icon, IndentIcon, OutdentIcon } from '../../../../ui/Icon/Icon'
import { Select } from '../../../../ui/Select/Select'

export function BlockTypeSelect({ value, disabled }: { value: BlockType; disabled: boolean }) {
  const [editor] = useLexicalComposerContext()
  const settings = useRichTextSettings()
  const { t } = useFieldContext()
  return (
    <Select
      className="rt-toolbar__select"
      label={t('folio:richText-blockType')}
      testId="rt-block-type"
      disabled={disabled}
      value={value}
      options={blockTypeOptions(settings, t).map(({ type, label }) => ({ value: type, label }))}
      onChange={(type) => setBlockType(editor, type as BlockType)}
    />
  )
}

/** A toolbar button that keeps the editor's selection (no focus on mouse down) and sends one command. */
function CommandButton<P>(props: {
  command: LexicalCommand<P>
  payload: P
  label: string
  testId: string
  className?: string
  pressed?: boolean
  disabled: boolean
  children: React.ReactNode
}) {
  const [editor] = useLexicalComposerContext()
  return (
    <button
      type="button"
      className={`rt-toolbar__button${props.className ? ` ${props.className}` : ''}`}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      data-testid={props.testId}
      disabled={props.disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => editor.dispatchCommand(props.command, props.payload)}
    >
      {props.children}
    </button>
  )
}

/** The text formats the field allows; `testIdPrefix` tells the selection toolbar's from the fixed toolbar's. */
export function FormatButtons({
  active,
  disabled,
  testIdPrefix = 'rt-format',
}: {
  active: Set<TextFormatType>
  disabled: boolean
  testIdPrefix?: string
}) {
  const settings = useRichTextSettings()
  const { t } = useFieldContext()
  return (
    <span className="rt-toolbar__group">
      {TEXT_FORMATS.filter((f) => settings.formats.has(f.format)).map((f) => (
        <CommandButton
          key={f.format}
          command={FORMAT_TEXT_COMMAND}
          payload={f.format}
          className={`rt-toolbar__button--${f.format}`}
          label={t(`folio:richText-${f.format}`)}
          pressed={active.has(f.format)}
          testId={`${testIdPrefix}-${f.format}`}
          disabled={disabled}
        >
          {/* The glyph (x₂) is a picture of the action, its name is the label: drawn by CSS, so it is no
              text whose words the name would have to contain (WCAG 2.5.3). */}
          <span aria-hidden="true" className="rt-toolbar__glyph" data-glyph={f.symbol} />
        </CommandButton>
      ))}
    </span>
  )
}

export function AlignSelect({ value, disabled }: { value: ElementFormatType; disabled: boolean }) {
  const [editor] = useLexicalComposerContext()
  const { t } = useFieldContext()
  return (
    <Select
      className="rt-toolbar__select"
      label={t('folio:richText-align')}
      testId="rt-align"
      disabled={disabled}
      value={value || 'left'}
      options={ALIGNMENTS.map((a) => ({ value: a, label: t(`folio:richText-align-${a}`) }))}
      onChange={(align) => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, align as ElementFormatType)}
    />
  )
}

const INDENTS = [
  { command: OUTDENT_CONTENT_COMMAND, name: 'outdent', icon: OutdentIcon },
  { command: INDENT_CONTENT_COMMAND, name: 'indent', icon: IndentIcon },
] as const

export function IndentButtons({ disabled }: { disabled: boolean }) {
  const { t } = useFieldContext()
  return (
    <span className="rt-toolbar__group">
      {INDENTS.map(({ command, name, icon }) => (
        <CommandButton
          key={name}
          command={command}
          payload={undefined}
          label={t(`folio:richText-${name}`)}
          testId={`rt-${name}`}
          disabled={disabled}
        >
          <Icon icon={icon} directional />
        </CommandButton>
      ))}
    </span>
  )
}

/** The insert menu; embeds first open the document picker. */
export function InsertSelect({ disabled }: { disabled: boolean }) {
  const [editor] = useLexicalComposerContext()
  const settings = useRichTextSettings()
  const { t, language } = useFieldContext()
  const [picker, setPicker] = useState<EmbedKind | null>(null)
  const options = insertOptions(settings, t, language)
  return (
    <>
      {options.length > 0 && (
        <Select
          className="rt-toolbar__select"
          label={t('folio:richText-insert')}
          placeholder={t('folio:richText-insert')}
          testId="rt-insert"
          disabled={disabled}
          value=""
          options={options.map(({ key, label }) => ({ value: key, label }))}
          onChange={(key) => {
            const option = options.find((o) => o.key === key)
            if (option?.embed) setPicker(option.embed)
            else option?.run?.(editor)
          }}
        />
      )}
      <EmbedPicker kind={picker} onClose={() => setPicker(null)} />
    </>
  )
}
