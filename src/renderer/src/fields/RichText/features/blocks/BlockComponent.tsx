/**
 * A block between paragraphs: a card with its label, edit and remove, and its first fields' values
 * (unknown types: error and remove).
 */
import { Button } from '@renderer/ui/Button/Button'
import { useFieldContext } from '@renderer/fields/common/context'
import { useRichTextSettings } from '../../config'
import { $isBlockNode, type BlockFields, type BlockNode } from '../../nodes'
import { blockLabel } from '../../shared/blocks'
import { BlockPreview } from '../../shared/BlockPreview'
import { useBlockNode } from '../../shared/use-block-node'
import { BlockErrorPill } from '../../shared/BlockErrorPill'
import './blocks.css'

export function BlockComponent({ node }: { node: BlockNode }) {
  const { t, language } = useFieldContext()
  const settings = useRichTextSettings()
  const { fields, block, editable, readOnly, setOpen, remove, drawer, errors } = useBlockNode(node, {
    blocks: settings.blocks,
    inline: false,
    is: $isBlockNode,
    fieldsFrom: (data, previous) => ({ ...data, blockName: previous.blockName ?? '' }) as BlockFields,
  })
  return (
    <div
      className={`rt-block${block && errors.length === 0 ? '' : ' rt-block--error'}`}
      data-testid="rich-text-block"
      data-block-type={fields.blockType}
    >
      <div className="rt-block__head">
        <strong>
          {block ? blockLabel(block, language) : t('folio:richText-blockNotFound', { type: fields.blockType })}
        </strong>
        <BlockErrorPill count={errors.length} />
        {editable && (
          <span className="rt-block__actions">
            {block && (
              <Button size="small" disabled={readOnly} onClick={() => setOpen(true)} data-testid="rich-text-block-edit">
                {t('general:edit')}
              </Button>
            )}
            <Button variant="danger" size="small" disabled={readOnly} onClick={remove}>
              {t('general:remove')}
            </Button>
          </span>
        )}
      </div>
      {block && <BlockPreview fields={fields} block={block} />}
      {drawer}
    </div>
  )
}
