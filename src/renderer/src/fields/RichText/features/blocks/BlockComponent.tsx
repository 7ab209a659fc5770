/** A block between paragraphs: a card with its label, edit and remove (unknown types: error and remove). */
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { useLexicalEditable } from '@lexical/react/useLexicalEditable'
import { $getNodeByKey } from 'lexical'
import { useState } from 'react'
import { createPortal } from 'react-dom'
import { $isBlockNode, type BlockFields, type BlockNode } from '../../nodes'
import { useFieldContext } from '@renderer/fields/context'
import { useRichTextSettings } from '../../config'
import { BlockDrawer, blockLabel } from '../inline-blocks/BlockDrawer'
import { openOnMount } from '../inline-blocks/InlineBlockComponent'
import './blocks.css'

export function BlockComponent({ node }: { node: BlockNode }) {
  const [editor] = useLexicalComposerContext()
  const editable = useLexicalEditable()
  const { t, language } = useFieldContext()
  const settings = useRichTextSettings()
  const nodeKey = node.getKey()
  const fields = node.__fields
  const block = settings.blocks.find((b) => b.slug === fields.blockType)
  const [open, setOpen] = useState(() => openOnMount.delete(nodeKey))
  const remove = () =>
    editor.update(() => {
      const current = $getNodeByKey(nodeKey)
      if ($isBlockNode(current)) current.remove()
    })
  const save = (data: Record<string, unknown>) => {
    editor.update(() => {
      const current = $getNodeByKey(nodeKey)
      if ($isBlockNode(current)) current.setFields({ ...data, blockName: fields.blockName ?? '' } as BlockFields)
    })
    setOpen(false)
  }
  const summary = Object.entries(fields).find(
    ([key, v]) => key !== 'id' && key !== 'blockType' && key !== 'blockName' && typeof v === 'string' && v,
  )?.[1] as string | undefined
  return (
    <div
      className={`rt-block${block ? '' : ' rt-block--error'}`}
      data-testid="rich-text-block"
      data-block-type={fields.blockType}
    >
      <div className="rt-block__head">
        <strong>
          {block ? blockLabel(block, language) : t('folio:richText-blockNotFound', { type: fields.blockType })}
        </strong>
        {editable && (
          <span className="rt-block__actions">
            {block && (
              <button
                type="button"
                className="btn btn--small"
                disabled={settings.readOnly}
                onClick={() => setOpen(true)}
              >
                {t('general:edit')}
              </button>
            )}
            <button type="button" className="btn btn--small" disabled={settings.readOnly} onClick={remove}>
              {t('general:remove')}
            </button>
          </span>
        )}
      </div>
      {block && summary && <div className="rt-block__summary">{summary}</div>}
      {open &&
        block &&
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
    </div>
  )
}
