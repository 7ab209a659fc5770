/** An inline block in the text: its label, edit and remove; unknown types show an error with remove only. */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { useLexicalEditable } from '@lexical/react/useLexicalEditable'
import { $getNodeByKey } from 'lexical'
import { useState } from 'react'
import { createPortal } from 'react-dom'
import { $isInlineBlockNode, type InlineBlockFields, type InlineBlockNode } from '../../nodes'
import { useFieldContext } from '@renderer/fields/context'
import { useRichTextSettings } from '../../config'
import { BlockDrawer, blockLabel } from './BlockDrawer'

/** Keys of just-inserted inline blocks whose drawer opens by itself (blocks with more than 2 fields). */
export const openOnMount = new Set<string>()

export function InlineBlockComponent({ node }: { node: InlineBlockNode }) {
  const [editor] = useLexicalComposerContext()
  const editable = useLexicalEditable()
  const { t, language } = useFieldContext()
  const settings = useRichTextSettings()
  const nodeKey = node.getKey()
  const fields = node.__fields
  const block = settings.inlineBlocks.find((b) => b.slug === fields.blockType)
  const [open, setOpen] = useState(() => openOnMount.delete(nodeKey))

  const remove = () =>
    editor.update(() => {
      const current = $getNodeByKey(nodeKey)
      if ($isInlineBlockNode(current)) current.remove()
    })
  const save = (data: Record<string, unknown>) => {
    editor.update(() => {
      const current = $getNodeByKey(nodeKey)
      if ($isInlineBlockNode(current)) current.setFields(data as InlineBlockFields)
    })
    setOpen(false)
  }

  const actions = (withEdit: boolean) =>
    editable && (
      <>
        {withEdit && (
          <button
            type="button"
            className="inline-block__button"
            aria-label={t('general:edit')}
            data-testid="inline-block-edit"
            disabled={settings.readOnly}
            onClick={() => setOpen(true)}
          >
            ✎
          </button>
        )}
        <button
          type="button"
          className="inline-block__button"
          aria-label={t('general:remove')}
          data-testid="inline-block-remove"
          disabled={settings.readOnly}
          onClick={remove}
        >
          ×
        </button>
      </>
    )

  if (!block) {
    return (
      <span
        className="inline-block inline-block--error"
        data-testid="inline-block"
        data-block-type={fields.blockType}
        contentEditable={false}
      >
        <span className="inline-block__label">{t('folio:richText-blockNotFound', { type: fields.blockType })}</span>
        {actions(false)}
      </span>
    )
  }
  // A short summary: the first text value, else the block label.
  const summary = Object.entries(fields).find(
    ([key, v]) => key !== 'id' && key !== 'blockType' && key !== 'blockName' && typeof v === 'string' && v,
  )?.[1] as string | undefined
  return (
    <span
      className="inline-block"
      data-testid="inline-block"
      data-block-type={fields.blockType}
      contentEditable={false}
    >
      <span className="inline-block__label">
        {blockLabel(block, language)}
        {summary ? `: ${summary}` : ''}
      </span>
      {actions(true)}
      {open &&
        createPortal(
          <BlockDrawer
            block={block}
            data={fields}
            readOnly={settings.readOnly || !editable}
            onClose={() => setOpen(false)}
            onSave={save}
          />,
          document.body,
        )}
    </span>
  )
}
